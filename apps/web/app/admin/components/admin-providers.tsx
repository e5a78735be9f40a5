import { useState, type ReactNode } from 'react';
import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';

export const createAdminQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 10_000 },
      mutations: { retry: false },
    },
  });

/**
 * zh-CN antd at the console's normal size, `App` (message/modal hooks) and the console's own
 * query cache (cleared on sign-out without touching the site's). No `theme` here: the console
 * inherits the site theme, so the prebuilt antd stylesheet covers it.
 */
export function AdminProviders({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const [queryClient] = useState(() => client ?? createAdminQueryClient());
  return (
    <ConfigProvider locale={zhCN} componentSize="middle">
      <App>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </App>
    </ConfigProvider>
  );
}
