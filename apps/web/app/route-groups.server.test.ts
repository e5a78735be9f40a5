import fs from 'node:fs';
import path from 'node:path';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import {
  createStaticHandler,
  matchPath,
  matchRoutes,
  type EntryContext,
  type RouteObject,
  type ServerBuild,
} from 'react-router';
import { describe, expect, it } from 'vitest';
import { addressWord, branchesForParentPaths, routeGroups } from './route-groups.server';
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

/** The site's routes as the server build lists them: id, parent, path. */
const routeTable: Record<string, { id: string; parentId?: string; path?: string; index?: boolean }> = {
  root: { id: 'root', path: '' },
};
(function list(entries: RouteConfigEntry[], parentId: string) {
  for (const { id = '', file, path, index, children } of entries) {
    // React Router names a route by its file when it has no id of its own.
    const routeId = id || file.replace(/\.tsx?$/, '');
    routeTable[routeId] = { id: routeId, parentId, path, index };
    list(children ?? [], routeId);
  }
})(siteRoutes, 'root');

/** The route tree of only the routes `ids`. */
const treeOf = (ids: Set<string>, parentId: string | undefined = undefined): RouteObject[] =>
  Object.values(routeTable)
    .filter((route) => route.parentId === parentId && ids.has(route.id))
    .map(({ id, path, index }) => (index ? { id, path, index: true } : { id, path, children: treeOf(ids, id) }));

const idsMatched = (tree: RouteObject[], path: string) => matchRoutes(tree, path)?.map((match) => match.route.id);

describe('the route groups of the request handlers', () => {
  const groups = routeGroups(routeTable as unknown as ServerBuild['routes']);
  const everyRoute = treeOf(new Set(Object.keys(routeTable)));

  it('are small beside the site', () => {
    expect(Object.keys(routeTable).length).toBeGreaterThan(100);
    expect(groups.get('exam')!.size).toBeLessThan(25);
    expect(groups.get(undefined)!.size).toBeLessThan(10);
  });

  it('match, for every address and each of its parent paths, the routes all of them would', () => {
    for (const address of addresses) {
      const word = addressWord(address);
      const group = word === null ? undefined : groups.get(word);
      // An address whose word no group has goes to the handler of every route.
      const tree = group ? treeOf(group) : everyRoute;
      for (const path of [address, ...parentPaths(address)]) {
        expect([address, path, idsMatched(tree, path)]).toEqual([address, path, idsMatched(everyRoute, path)]);
      }
    }
  });

  it("read an address's word as React Router does: decoded, in any case, and for its data", () => {
    expect(addressWord('/Exam/view/5')).toBe('exam');
    expect(addressWord('/exam.data')).toBe('exam');
    expect(addressWord(`/${encodeURIComponent('课程')}/a`)).toBe('课程');
    expect(addressWord('/')).toBeUndefined();
    expect(addressWord('/%E4/a')).toBeNull();
  });
});
