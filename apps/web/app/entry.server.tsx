import { StyleProvider } from '@ant-design/cssinjs';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type AppLoadContext, type EntryContext } from 'react-router';
import { pageStyleCache } from './antd-ssr-styles.server';
import { KeptHtmlContext } from './components/kept-html';
import { keepHtml } from './kept-html.server';
import { NonceContext } from './lib/nonce';
import { collectBytes, withStylesBeforeSiteStyles } from './page-bytes.server';
import { branchesForParentPaths } from './route-groups.server';

export const streamTimeout = 5_000;

/** How the server groups the routes for its request handlers (apps/server/src/core/page-handlers.mjs, decision 0108). */
export { addressWord, routeGroups } from './route-groups.server';

/**
 * Renders the whole page before sending it (onAllReady) so the antd styles it used are known: they go
 * inline into <head>, and only they (decision 0063).
 * Every inline script (React's, React Router's, root.tsx's) carries the server's nonce, which is how
 * the server tells them from anything else in the page (core/web.ts, decision 0050). Parts that are the
 * same on every page of a site are rendered once and kept (components/kept-html.tsx, decision 0091).
 * React Router's partial manifest tries only the routes that can match the page's parent paths
 * (route-groups.server.ts, decision 0104).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  { nonce }: AppLoadContext,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
    const styles = pageStyleCache();
    const context = {
      ...routerContext,
      branches: branchesForParentPaths(routerContext.branches, new URL(request.url).pathname),
    };

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce ?? ''}>
        <KeptHtmlContext.Provider value={keepHtml}>
          <StyleProvider cache={styles.cache}>
            <ServerRouter context={context} url={request.url} nonce={nonce} />
          </StyleProvider>
        </KeptHtmlContext.Provider>
      </NonceContext.Provider>,
      {
        nonce,
        onAllReady() {
          shellRendered = true;
          // React's bytes are kept as they are and sent as one body: no stream of text in between.
          pipe(
            collectBytes((page) => {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
              resolve(
                new Response(withStylesBeforeSiteStyles(page, styles.styleBytes()), {
                  headers: responseHeaders,
                  status: responseStatusCode,
                }),
              );
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
