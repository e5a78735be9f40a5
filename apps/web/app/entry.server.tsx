import { PassThrough, Transform } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { StyleProvider } from '@ant-design/cssinjs';
import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type AppLoadContext, type EntryContext } from 'react-router';
import { pageStyleCache } from './antd-ssr-styles.server';
import { KeptHtmlContext } from './components/kept-html';
import { keepHtml } from './kept-html.server';
import { NonceContext } from './lib/nonce';

export const streamTimeout = 5_000;

/**
 * Puts `html` before the head's first `<link>` (or its end): antd's styles come before the site's
 * stylesheets, so a site rule outranks antd's rule of the same weight, as antd's own run-time styles
 * (inserted at the head's start) are outranked too.
 */
function insertBeforeSiteStyles(html: string): Transform {
  let done = !html;
  let pending = '';
  const decoder = new StringDecoder('utf8');
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (done) return callback(null, decoder.write(chunk));
      pending += decoder.write(chunk);
      const end = pending.indexOf('</head>');
      if (end < 0) return callback();
      const link = pending.slice(0, end).indexOf('<link');
      const index = link < 0 ? end : link;
      done = true;
      const out = pending.slice(0, index) + html + pending.slice(index);
      pending = '';
      callback(null, out);
    },
    flush(callback) {
      pending += decoder.end();
      callback(null, pending || undefined);
    },
  });
}

/**
 * Renders the whole page before sending it (onAllReady) so the antd styles it used are known: they go
 * inline into <head>, and only they (decision 0063).
 * Every inline script (React's, React Router's, root.tsx's) carries the server's nonce, which is how
 * the server tells them from anything else in the page (core/web.ts, decision 0050). Parts that are the
 * same on every page of a site are rendered once and kept (components/kept-html.tsx, decision 0091).
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

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce ?? ''}>
        <KeptHtmlContext.Provider value={keepHtml}>
          <StyleProvider cache={styles.cache}>
            <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
          </StyleProvider>
        </KeptHtmlContext.Provider>
      </NonceContext.Provider>,
      {
        nonce,
        onAllReady() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          const withStyles = insertBeforeSiteStyles(styles.styles());
          withStyles.pipe(body);
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(withStyles);
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
