import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntdApp, ConfigProvider, type ThemeConfig } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { useState, type ReactNode } from 'react';
import { UI_COMPONENT_SIZE } from '~/lib/constants';
import type { SiteBootstrap } from '~/lib/site-bootstrap';
import { SchoolStoreProvider, type SchoolStoreApi } from '~/lib/store';
import antdTheme from '~/styles/antd-theme.json';

/** The same theme is baked into the prebuilt antd stylesheet (scripts/extract-antd-css.mjs). */
export const siteTheme = antdTheme as ThemeConfig;

export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 } },
  });

/** The site's providers: store, query cache, antd in zh-CN (size small, popups above 3000). */
export function AppProviders({
  bootstrap,
  store,
  children,
}: {
  bootstrap?: SiteBootstrap;
  store?: SchoolStoreApi;
  children: ReactNode;
}) {
  const [queryClient] = useState(createQueryClient);
  return (
    <SchoolStoreProvider bootstrap={bootstrap} store={store}>
      <QueryClientProvider client={queryClient}>
        <ConfigProvider
          locale={zhCN}
          componentSize={UI_COMPONENT_SIZE}
          theme={siteTheme}
          button={{ autoInsertSpace: false }}
        >
          <AntdApp>{children}</AntdApp>
        </ConfigProvider>
      </QueryClientProvider>
    </SchoolStoreProvider>
  );
}
