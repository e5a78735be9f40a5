import { Limits } from '@school/contracts';
import { QueryClient, QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { ConfigProvider, type ThemeConfig } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { ApiProvider } from '~/lib/api-context';
import { createSiteApi } from '~/lib/browser-api';
import { usePlainLinkNavigation } from '~/components/plain-link';
import { SiteFeedback, useSiteFeedback } from '~/components/site-feedback';
import { UI_COMPONENT_SIZE } from '~/lib/constants';
import { useLatest } from '~/lib/use-latest';
import { forgetPersonalQueriesOnSessionChange } from '~/lib/personal-queries';
import type { Requester } from '~/lib/request';
import type { SiteBootstrap } from '~/lib/site-bootstrap';
import { SchoolStoreProvider, useSchoolStoreApi, type SchoolStoreApi } from '~/lib/store';
import antdTheme from '~/styles/antd-theme.json';

export const siteTheme = antdTheme as ThemeConfig;

export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 } },
  });

/** The reader's own queries go when their session does. */
function PersonalQueriesReset() {
  const store = useSchoolStoreApi();
  const queryClient = useQueryClient();
  useEffect(() => forgetPersonalQueriesOnSessionChange(store, queryClient), [store, queryClient]);
  return null;
}

/** Navigates in the page for every plain in-site link (components/plain-link.tsx). */
function PlainLinkNavigation() {
  usePlainLinkNavigation();
  return null;
}

/**
 * The learner site's request layer, with the site's message as the toast. It is made once per site: the
 * toast and navigation are read when used, because antd's message and the router's navigate change
 * identity after hydration, and a new layer re-ran every effect that calls through it (a page loaded
 * two image captchas and showed the second).
 */
function SiteApiProvider({ siteId, children }: { siteId: number; children: ReactNode }) {
  const store = useSchoolStoreApi();
  const { message } = useSiteFeedback();
  const navigate = useNavigate();
  const current = useLatest({ message, navigate });
  const api = useMemo(
    () =>
      createSiteApi({
        store,
        siteId: () => siteId,
        toast: (msg) => void current.current.message.error(msg),
        navigate: (to) => void current.current.navigate(to),
      }),
    [store, siteId, current],
  );
  return <ApiProvider api={api}>{children}</ApiProvider>;
}

/**
 * The site's providers: store, query cache, antd in zh-CN (size small, popups above 3000) and the
 * request layer (`api` lets tests hand in a fake), and in-page navigation for plain links.
 */
export function AppProviders({
  bootstrap,
  store,
  api,
  children,
}: {
  bootstrap?: SiteBootstrap;
  store?: SchoolStoreApi;
  api?: Requester;
  children: ReactNode;
}) {
  const [queryClient] = useState(createQueryClient);
  return (
    <SchoolStoreProvider bootstrap={bootstrap} store={store}>
      <QueryClientProvider client={queryClient}>
        <PersonalQueriesReset />
        <PlainLinkNavigation />
        <ConfigProvider
          locale={zhCN}
          componentSize={UI_COMPONENT_SIZE}
          theme={siteTheme}
          button={{ autoInsertSpace: false }}
        >
          <SiteFeedback>
            {api ? (
              <ApiProvider api={api}>{children}</ApiProvider>
            ) : (
              <SiteApiProvider siteId={bootstrap?.siteId ?? Limits.siteId}>{children}</SiteApiProvider>
            )}
          </SiteFeedback>
        </ConfigProvider>
      </QueryClientProvider>
    </SchoolStoreProvider>
  );
}
