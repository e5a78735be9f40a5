/** What `npm run bench` measures against the running school. Later modules append their calls here. */
export interface BenchTarget {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  /** Needs the built website. */
  page?: boolean;
}

export const siteHeaders = { 'site-id': '11', 'content-type': 'application/json' };

export const targets: BenchTarget[] = [
  { name: 'GET /system/api/website/info/view', method: 'GET', path: '/apis/system/api/website/info/view' },
  {
    name: 'POST /system/api/nav/bar/list',
    method: 'POST',
    path: '/apis/system/api/nav/bar/list',
    body: { platShow: 1 },
  },
  { name: 'SSR home page /', method: 'GET', path: '/', page: true },
];
