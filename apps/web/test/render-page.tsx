import type { UserInfo } from '@school/contracts';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type LoaderFunction } from 'react-router';
import { AppProviders } from '~/components/app-providers';
import type { Requester } from '~/lib/request';
import type { SiteBootstrap } from '~/lib/site-bootstrap';
import { createSchoolStore, type SchoolStoreApi } from '~/lib/store';
import { fakeApi } from './fake-api';
import { makeBootstrap } from './fixtures';
import { WithoutStyles } from './without-styles';

export interface RenderPageOptions {
  path?: string;
  bootstrap?: SiteBootstrap;
  store?: SchoolStoreApi;
  /** A signed-in reader, as the browser has them once the session start-up read their user. */
  user?: UserInfo;
  /** The request layer the page calls through: a fake from test/fake-api.ts (the default answers 404 to every call). */
  api?: Requester;
  /** A loader for every address, to hold a navigation pending. */
  loader?: LoaderFunction;
}

export const TEST_TOKEN = 'test-token';

/** Renders `ui` at `path` inside the site's providers, with a catch-all route to observe navigation. */
export function renderPage(
  ui: ReactNode,
  { path = '/', bootstrap = makeBootstrap(), store, user, api = fakeApi().api, loader }: RenderPageOptions = {},
) {
  const schoolStore = store ?? createSchoolStore({ bootstrap, storage: () => window.localStorage });
  if (user) {
    schoolStore.getState().setTokenInfo(TEST_TOKEN);
    schoolStore.getState().setUserInfo(user);
  }
  const router = createMemoryRouter(
    [
      {
        path: '*',
        loader,
        element: (
          <WithoutStyles>
            <AppProviders bootstrap={bootstrap} store={schoolStore} api={api}>
              {ui}
            </AppProviders>
          </WithoutStyles>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  const result = render(<RouterProvider router={router} />);
  return { ...result, router, store: schoolStore };
}
