import { apiUrl, API_PREFIX } from '@school/contracts';
/** What `npm run bench` measures against the running school. Later modules append their calls here. */
export interface BenchTarget {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  /** Needs the built website. */
  page?: boolean;
  headers?: Record<string, string>;
  /** A body read from the running school first (an id of the seeded data); replaces `body`. */
  bodyFrom?: (origin: string) => Promise<unknown>;
  /** A path read from the running school first (a page of the seeded data); replaces `path`. */
  pathFrom?: (origin: string) => Promise<string>;
  /** Measured while this other load runs against the school at the same time. */
  during?: { name: string; connections: number; method: 'POST'; path: string; body: () => unknown };
  /** Sent with the token cookie of the demo learner, signed in through the API when the bench starts. */
  signedIn?: boolean;
  /** `[<id>]` in the path becomes a fresh random id on every request (an address never kept). */
  idReplacement?: boolean;
}

/** The demo learner (seed/demo.ts); the bench signs in as them through the password sign-in call. */
export const benchLearner = { mobile: '13800000001', password: process.env.DEMO_PASSWORD ?? 'school123' };

/** What browsers send: the kept pages are compared with each other compressed. */
const brotli = { 'accept-encoding': 'br' };

export const siteHeaders = { 'site-id': '11', 'content-type': 'application/json' };

/** The first post of the community's hot tab. */
export async function hottestPostId(origin: string): Promise<string> {
  const response = await fetch(`${origin}${API_PREFIX}/community/api/blog/list`, {
    method: 'POST',
    headers: siteHeaders,
    body: JSON.stringify({ tab: '3', pageSize: 1 }),
  });
  const page = (await response.json()) as { data: { list: { id: string }[] } };
  const first = page.data.list[0];
  if (!first) throw new Error('no community post to view: seed the school first');
  return first.id;
}

/** Sign-ins with unknown mobiles: each costs a full argon2 check (the decoy hash) and none is ever locked. */
let signInSerial = 0;
const signInBurst = {
  name: '200 concurrent password sign-ins',
  connections: 200,
  method: 'POST' as const,
  path: apiUrl('/user/api/user/login/password'),
  body: () => ({ mobile: `139${String((signInSerial += 1) % 1e8).padStart(8, '0')}`, password: 'wrong-password' }),
};

export const targets: BenchTarget[] = [
  { name: 'GET /system/api/website/info/view', method: 'GET', path: apiUrl('/system/api/website/info/view') },
  {
    name: 'POST /system/api/nav/bar/list',
    method: 'POST',
    path: apiUrl('/system/api/nav/bar/list'),
    body: { platShow: 1 },
  },
  {
    name: 'POST /course/api/course/category/list',
    method: 'POST',
    path: apiUrl('/course/api/course/category/list'),
    body: {},
  },
  {
    name: 'POST /course/api/zone/course/list (home zones)',
    method: 'POST',
    path: apiUrl('/course/api/zone/course/list'),
    body: { zoneLocation: 1 },
  },
  {
    name: 'POST /course/api/course/list (page 1)',
    method: 'POST',
    path: apiUrl('/course/api/course/list'),
    body: { pageCurrent: 1, pageSize: 20 },
  },
  {
    name: 'POST /course/api/course/list (paid, popular, page 5)',
    method: 'POST',
    path: apiUrl('/course/api/course/list'),
    body: { isFree: 0, orderBy: 'popular', pageCurrent: 5, pageSize: 20 },
  },
  {
    name: 'POST /course/api/course/search/list (雅)',
    method: 'POST',
    path: apiUrl('/course/api/course/search/list'),
    body: { keyword: '雅', pageSize: 20 },
  },
  {
    name: 'POST /course/api/course/search/list (雅思口语)',
    method: 'POST',
    path: apiUrl('/course/api/course/search/list'),
    body: { keyword: '雅思口语', pageSize: 20 },
  },
  {
    name: 'POST /community/api/blog/list (hot tab, page 1)',
    method: 'POST',
    path: apiUrl('/community/api/blog/list'),
    body: { tab: '3', pageCurrent: 1, pageSize: 20 },
  },
  {
    name: 'POST /community/api/blog/list (hot tab, page 50)',
    method: 'POST',
    path: apiUrl('/community/api/blog/list'),
    body: { tab: '3', pageCurrent: 50, pageSize: 20 },
  },
  {
    name: 'POST /community/api/blog/view (the hottest post)',
    method: 'POST',
    path: apiUrl('/community/api/blog/view'),
    bodyFrom: async (origin) => ({ id: await hottestPostId(origin) }),
  },
  {
    name: 'SSR /blog/article/<hottest> (visitor, kept, brotli)',
    method: 'GET',
    path: '/blog/article',
    pathFrom: async (origin) => `/blog/article/${await hottestPostId(origin)}`,
    page: true,
    headers: brotli,
  },
  {
    name: 'SSR /blog/article/<hottest> (signed in, brotli)',
    method: 'GET',
    path: '/blog/article',
    pathFrom: async (origin) => `/blog/article/${await hottestPostId(origin)}`,
    page: true,
    headers: brotli,
    signedIn: true,
  },
  // Visitors' pages come from the page cache (decision 0011); signed-in readers get the same pages
  // (decision 0016). The rendered-every-time rows are in pages.ts.
  { name: 'SSR home page / (visitor, kept)', method: 'GET', path: '/', page: true },
  { name: 'SSR home page / (visitor, kept, brotli)', method: 'GET', path: '/', page: true, headers: brotli },
  {
    name: 'SSR home page / (signed in, brotli)',
    method: 'GET',
    path: '/',
    page: true,
    headers: brotli,
    signedIn: true,
  },
  {
    name: 'SSR /list?isFree=0&orderBy=popular (visitor, kept, brotli)',
    method: 'GET',
    path: '/list?isFree=0&orderBy=popular',
    page: true,
    headers: brotli,
  },
  {
    name: 'SSR /list?isFree=0&orderBy=popular (signed in, brotli)',
    method: 'GET',
    path: '/list?isFree=0&orderBy=popular',
    page: true,
    headers: brotli,
    signedIn: true,
  },
  {
    name: 'SSR /account/info (signed in, brotli)',
    method: 'GET',
    path: '/account/info',
    page: true,
    headers: brotli,
    signedIn: true,
  },
  // Password hashing shares libuv's pool with file reads and the cores with everything (decisions 0019
  // and 0049): a file and an API call must stay quick meanwhile. `BENCH_ONLY='sign-in burst'` runs these.
  {
    name: 'static asset during a sign-in burst (/files logo)',
    method: 'GET',
    path: '/files/site/11/logo.svg',
    during: signInBurst,
  },
  {
    name: 'GET /system/api/website/info/view during a sign-in burst',
    method: 'GET',
    path: apiUrl('/system/api/website/info/view'),
    during: signInBurst,
  },
];
