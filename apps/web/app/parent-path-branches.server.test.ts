import fs from 'node:fs';
import path from 'node:path';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { createStaticHandler, matchPath, type EntryContext, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { branchesForParentPaths } from './parent-path-branches.server';
import siteRoutes from './routes';

type Branches = EntryContext['branches'];

const routeObjects = (entries: RouteConfigEntry[]): RouteObject[] =>
  entries.map(({ id, path, index, children }) =>
    index ? { id, path, index: true } : { id, path, children: routeObjects(children ?? []) },
  );

/** The site's branches as React Router ranks them for its server (the static handler's own). */
const branches = (
  createStaticHandler([{ id: 'root', path: '', children: routeObjects(siteRoutes) }]) as unknown as {
    _internalRouteBranches: Branches;
  }
)._internalRouteBranches;

/** The parent paths React Router writes the manifest for: `/` and each parent of the address. */
function parentPaths(pathname: string) {
  const segments = pathname.split('/').filter(Boolean);
  segments.pop();
  return ['/', ...segments.map((_, end) => `/${segments.slice(0, end + 1).join('/')}`)];
}

const firstMatch = (list: Branches, path: string) =>
  list.find((branch) => matchPath({ path: branch.path, caseSensitive: false, end: true }, path))?.path;

const specPaths = fs
  .readFileSync(path.join(import.meta.dirname, '../../../../shared/spec/routes.tsv'), 'utf8')
  .split('\n')
  .slice(1)
  .map((line) => line.split('\t')[0]!)
  .filter(Boolean);

/** Every page of the spec with its parameters filled in and a level below it, and addresses no page has. */
const addresses = [
  ...specPaths.flatMap((path) => {
    const filled = path.replace(/:\w+\??/g, '5');
    return [filled, `${filled}/more/below`, filled.toUpperCase()];
  }),
  '/admin/course/list/5',
  '/no-such-page/a/b',
  `/${encodeURIComponent('课程')}/a/b`,
  '/%E4/a/b',
];

describe('the branches for a page’s partial manifest', () => {
  it('are a fraction of the site’s', () => {
    expect(branches.length).toBeGreaterThan(100);
    expect(branchesForParentPaths(branches, '/exam/view/5').length).toBeLessThan(20);
    expect(branchesForParentPaths(branches, '/').length).toBeLessThan(10);
  });

  it('find, for every parent path of every address, the route all of them would', () => {
    expect(specPaths.length).toBeGreaterThan(90);
    for (const address of addresses) {
      const kept = branchesForParentPaths(branches, address);
      for (const path of parentPaths(address)) {
        expect([address, path, firstMatch(kept, path)]).toEqual([address, path, firstMatch(branches, path)]);
      }
    }
  });

  it('keep the rank order and find the parent pages (`/exam/view/5`: home, `/exam`, `/exam/view`)', () => {
    const kept = branchesForParentPaths(branches, '/exam/view/5');
    expect(kept).toEqual(branches.filter((branch) => kept.includes(branch)));
    expect(parentPaths('/exam/view/5').map((path) => firstMatch(kept, path))).toEqual(['/', '/exam', '/exam/view']);
  });

  it('are every branch for an address whose first word cannot be decoded', () => {
    expect(branchesForParentPaths(branches, '/%E4/a')).toBe(branches);
  });
});
