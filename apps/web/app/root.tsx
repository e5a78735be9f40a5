import { SiteApp } from '@school/contracts';
import { useEffect, type ReactNode } from 'react';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useRouteLoaderData,
  type LinksFunction,
  type LoaderFunctionArgs,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import { AppProviders } from '~/components/app-providers';
import { AppRuntime } from '~/components/app-runtime';
import { LoadingBar } from '~/components/loading-bar';
import { RouteErrorPage } from '~/components/route-error-page';
import { StatisticsSnippet } from '~/features/system/components/site-snippets';
import { signedInMarkScript } from '~/lib/cookies';
import { useNonce } from '~/lib/nonce';
import { siteMeta } from '~/lib/page-meta';
import type { SiteBootstrap } from '~/lib/site-bootstrap';
import { loadSiteBootstrap } from './root-loader.server';
import siteCssUrl from './styles/site.css?url';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: siteCssUrl }];

export function loader({ request, context }: LoaderFunctionArgs) {
  return loadSiteBootstrap(request, context);
}

/** The site is read once per page load, and again after a form post or an explicit revalidate. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod) return defaultShouldRevalidate;
  return currentUrl.href === nextUrl.href ? defaultShouldRevalidate : false;
}

export function meta({ loaderData }: { loaderData?: SiteBootstrap }) {
  return siteMeta(undefined, loaderData);
}

export function Layout({ children }: { children: ReactNode }) {
  const bootstrap = useRouteLoaderData<SiteBootstrap>('root');
  const nonce = useNonce();
  // Marks <html data-hydrated> once React has taken the server's page over: a click before that is lost,
  // so the browser journeys wait for it (e2e/support/school.ts).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  // The page is the same for every reader; the script marks <html> before the first paint when the
  // token cookie is there (lib/cookies.ts), which React then leaves alone.
  return (
    <html lang="zh-CN" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: signedInMarkScript }} />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {bootstrap?.webInfo.ico ? <link rel="icon" href={bootstrap.webInfo.ico} /> : null}
        <link rel="manifest" href={SiteApp.manifestPath} />
        <meta name="theme-color" content={SiteApp.themeColor} />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  const bootstrap = useLoaderData<SiteBootstrap>();
  return (
    <AppProviders bootstrap={bootstrap}>
      <AppRuntime bootstrap={bootstrap} />
      <LoadingBar />
      <StatisticsSnippet />
      <Outlet />
    </AppProviders>
  );
}

/** Only reached when the site itself cannot be read (or the shell broke): no header, just the error page. */
export function ErrorBoundary() {
  return (
    <AppProviders>
      <RouteErrorPage />
    </AppProviders>
  );
}
