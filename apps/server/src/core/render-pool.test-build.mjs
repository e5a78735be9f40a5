// A stand-in for the website's server build (what React Router's request handler takes) for
// render-pool.test.ts. React Router runs it as it runs the real one (matching, loaders, actions, the
// form-post origin check); its entry writes the loader and action data into the page as JSON instead
// of rendering React, so a worker loads it in milliseconds.

/** A route with a component is a page (a document), not a resource. */
const Page = () => null;

const TOKEN_COOKIE = /(?:^|;\s*)RC_WEB_TOKEN=([^;\s]+)/;

export const entry = {
  module: {
    default(_request, status, headers, context, loadContext) {
      const { loaderData, actionData } = context.staticHandlerContext;
      headers.set('content-type', 'text/html; charset=utf-8');
      // The page's own inline script (with the render's nonce) and one it did not write.
      const scripts = `<script nonce="${loadContext.nonce}">window.own = 1</script><script>window.other = 1</script>`;
      return new Response(`<!doctype html><pre>${JSON.stringify({ loaderData, actionData })}</pre>${scripts}`, {
        status,
        headers,
      });
    },
  },
};

export const routes = {
  root: { id: 'root', path: '', module: { default: Page } },
  // `/call?method=…&url=…`: makes that API call, as the reader (the token cookie) when there is one.
  call: {
    id: 'call',
    parentId: 'root',
    path: 'call',
    module: {
      default: Page,
      async loader({ request, context }) {
        const url = new URL(request.url);
        const token = TOKEN_COOKIE.exec(request.headers.get('cookie') ?? '')?.[1];
        const answer = await context.callApi({
          method: url.searchParams.get('method'),
          url: url.searchParams.get('url'),
          ...(token ? { token } : {}),
        });
        // A kept answer is shared by renders, so it comes frozen (core/page-reads.mjs).
        return { siteId: context.siteId, answer, frozen: Object.isFrozen(answer) };
      },
    },
  },
  form: {
    id: 'form',
    parentId: 'root',
    path: 'form',
    module: {
      default: Page,
      loader: () => 'the form',
      action: async ({ request }) => Object.fromEntries(await request.formData()),
    },
  },
  // Ends the worker thread it renders in, as a crash would.
  crash: { id: 'crash', parentId: 'root', path: 'crash', module: { default: Page, loader: () => process.exit(1) } },
};

export const assets = { version: 'test', url: '/manifest.js', entry: { module: '/entry.js', imports: [] }, routes: {} };
export const basename = '/';
export const publicPath = '/';
export const assetsBuildDirectory = 'build/client';
export const future = {};
export const ssr = true;
export const isSpaMode = false;
export const prerender = [];
export const routeDiscovery = { mode: 'lazy', manifestPath: '/__manifest' };
