import { useMemo, useState, type ReactNode } from 'react';
import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { QueryClient, QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ApiProvider } from '~/lib/api-context';
import { useLatest } from '~/lib/use-latest';
import type { Requester } from '~/lib/request';
import { createConsoleApi } from '../lib/console-api';

export const createAdminQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 10_000 },
      mutations: { retry: false },
    },
  });

/**
 * The console's request layer for this site, with antd's message as the toast; made once per site,
 * like the site's (components/app-providers.tsx), so effects calling through it run once.
 */
function ConsoleApiProvider({ siteId, children }: { siteId: number; children: ReactNode }) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const current = useLatest({ message, navigate });
  const queryClient = useQueryClient();
  const api = useMemo(
    () =>
      createConsoleApi({
        siteId: () => siteId,
        toast: (msg) => void current.current.message.error(msg),
        navigate: (to) => void current.current.navigate(to, { replace: true }),
        onSignedOut: () => queryClient.clear(),
      }),
    [siteId, current, queryClient],
  );
  return <ApiProvider api={api}>{children}</ApiProvider>;
}

/**
 * zh-CN antd at the console's normal size, `App` (message/modal hooks), the console's own query
 * cache (cleared on sign-out without touching the site's) and its request layer for `siteId`
 * (`api` lets tests hand in a fake). No `theme` here: the console inherits the site theme, so the
 * prebuilt antd stylesheet covers it.
 */
export function AdminProviders({
  siteId,
  api,
  client,
  children,
}: {
  siteId: number;
  api?: Requester;
  client?: QueryClient;
  children: ReactNode;
}) {
  const [queryClient] = useState(() => client ?? createAdminQueryClient());
  return (
    <ConfigProvider locale={zhCN} componentSize="middle">
      <App>
        <QueryClientProvider client={queryClient}>
          {api ? (
            <ApiProvider api={api}>{children}</ApiProvider>
          ) : (
            <ConsoleApiProvider siteId={siteId}>{children}</ConsoleApiProvider>
          )}
        </QueryClientProvider>
      </App>
    </ConfigProvider>
  );
}
