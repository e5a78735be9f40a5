import { createRequestHandler, type ServerBuild } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createPageHandler } from './page-handlers.mjs';

/** A route with a component is a page. */
const Page = () => null;
const loads = (name: string) => ({ default: Page, loader: () => name });

/** The routes of each first word, with those of any word and the layouts, as the website's entry groups them. */
const anyWord = ['root', 'layout', 'home', 'missing'];
const groups = new Map<string | undefined, Set<string>>([
  [undefined, new Set(anyWord)],
  ['view', new Set([...anyWord, 'course'])],
  ['exam', new Set([...anyWord, 'exams', 'paper'])],
  ['account', new Set([...anyWord, 'account', 'orders'])],
]);

/**
 * The website's shape in small: a root, a layout without a path, the home and not-found pages under
 * it, and pages under fixed first words. The entry writes the page's loader data and the routes of the
 * manifest it was given, and groups the routes (the website's rule is tested in apps/web).
 */
const build = {
  entry: {
    module: {
      routeGroups: () => groups,
      addressWord(pathname: string) {
        try {
          return (
            decodeURIComponent(pathname.replace(/\.data$/, ''))
              .split('/')[1]
              ?.toLowerCase() || undefined
          );
        } catch {
          return null;
        }
      },
      default(
        _request: Request,
        status: number,
        headers: Headers,
        context: Parameters<ServerBuild['entry']['module']['default']>[3],
      ) {
        headers.set('content-type', 'text/html; charset=utf-8');
        const page = {
          loaderData: context.staticHandlerContext.loaderData,
          manifest: Object.keys(context.manifest.routes),
        };
        return new Response(JSON.stringify(page), { status, headers });
      },
    },
  },
  routes: {
    root: { id: 'root', path: '', module: loads('root') },
    layout: { id: 'layout', parentId: 'root', module: { default: Page } },
    home: { id: 'home', parentId: 'layout', index: true, module: loads('home') },
    missing: { id: 'missing', parentId: 'layout', path: '*', module: loads('missing') },
    course: { id: 'course', parentId: 'layout', path: 'view/:id', module: loads('course') },
    exams: { id: 'exams', parentId: 'layout', path: 'exam', module: loads('exams') },
    paper: { id: 'paper', parentId: 'layout', path: 'exam/view/:id', module: loads('paper') },
    account: { id: 'account', parentId: 'root', path: 'account', module: { default: Page } },
    orders: { id: 'orders', parentId: 'account', path: 'order', module: loads('orders') },
  },
  assets: {
    version: 'test',
    url: '/manifest.js',
    entry: { module: '/entry.js', imports: [] },
    routes: Object.fromEntries(
      ['root', 'layout', 'home', 'missing', 'course', 'exams', 'paper', 'account', 'orders'].map((id) => [
        id,
        { id, module: `/${id}.js`, hasLoader: id !== 'layout' && id !== 'account' },
      ]),
    ),
  },
  basename: '/',
  publicPath: '/',
  assetsBuildDirectory: 'build/client',
  future: {},
  ssr: true,
  isSpaMode: false,
  prerender: [],
  routeDiscovery: { mode: 'lazy', manifestPath: '/__manifest' },
} as unknown as ServerBuild;

describe('request handlers by first word', () => {
  it("answer every address as React Router's handler over all the routes does", async () => {
    const everyRoute = createRequestHandler(build, 'production');
    const byWord = createPageHandler(build, 'production');
    const addresses = [
      '/',
      '/view/5',
      '/VIEW/5',
      '/%76iew/5',
      '/exam',
      '/exam/view/7',
      '/exam.data',
      '/exam/view/7.data',
      '/_root.data',
      '/account/order',
      '/nothing/here',
      '/%E0%A4%A',
      '/__manifest?p=%2Fview%2F5&p=%2Fexam&version=test',
    ];
    for (const address of addresses) {
      const [expected, actual] = await Promise.all(
        [everyRoute, byWord].map(async (handle) => {
          const response = await handle(new Request(`http://school.test${address}`));
          const body = await response.text();
          return { status: response.status, body: body.replace(/"manifest":\[[^\]]*\]/, '') };
        }),
      );
      expect(actual, address).toEqual(expected);
    }
  });

  it("give a page's render only the routes its first word can match", async () => {
    const byWord = createPageHandler(build, 'production');
    const manifestOf = async (address: string) =>
      (
        JSON.parse(await (await byWord(new Request(`http://school.test${address}`))).text()) as { manifest: string[] }
      ).manifest.sort();

    expect(await manifestOf('/exam/view/7')).toEqual(['exams', 'home', 'layout', 'missing', 'paper', 'root']);
    expect(await manifestOf('/')).toEqual(['home', 'layout', 'missing', 'root']);
    expect(await manifestOf('/nothing')).toHaveLength(9);
  });

  it('are one handler over every route for a build that does not group its routes', async () => {
    const {
      routeGroups: _groups,
      addressWord: _word,
      ...plainEntry
    } = build.entry.module as unknown as Record<string, unknown>;
    const plain = createPageHandler(
      { ...build, entry: { module: plainEntry } } as unknown as ServerBuild,
      'production',
    );
    const page = JSON.parse(await (await plain(new Request('http://school.test/exam'))).text()) as {
      manifest: string[];
    };
    expect(page.manifest).toHaveLength(9);
  });
});
