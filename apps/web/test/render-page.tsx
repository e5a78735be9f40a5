import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '~/components/app-providers';
import type { SiteBootstrap } from '~/lib/site-bootstrap';
import { createSchoolStore, type SchoolStoreApi } from '~/lib/store';
import { makeBootstrap } from './fixtures';

export interface RenderPageOptions {
  path?: string;
  bootstrap?: SiteBootstrap;
  store?: SchoolStoreApi;
}

/** Renders `ui` at `path` inside the site's providers, with a catch-all route to observe navigation. */
export function renderPage(ui: ReactNode, { path = '/', bootstrap = makeBootstrap(), store }: RenderPageOptions = {}) {
  const schoolStore = store ?? createSchoolStore({ bootstrap, storage: () => window.localStorage });
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <AppProviders bootstrap={bootstrap} store={schoolStore}>
            {ui}
          </AppProviders>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  const result = render(<RouterProvider router={router} />);
  return { ...result, router, store: schoolStore };
}
