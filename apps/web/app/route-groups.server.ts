import type { EntryContext, ServerBuild } from 'react-router';

type Branches = EntryContext['branches'];

/**
 * The rule of this file: a route whose path begins with a fixed word (`/account/…`) matches only
 * addresses beginning with that word, compared as React Router compares paths (decoded, in any case);
 * routes that begin with no word or with a parameter (`/`, `:id`, `*`) match any address.
 */
const firstSegment = (path: string) => path.split('/').find((segment) => segment !== '');

const fixedWord = (segment: string | undefined) =>
  segment === undefined || /[:*?]/.test(segment) ? undefined : segment.toLowerCase();

/**
 * The first word of an address (`/exam/view/5`, its data `/exam/view/5.data`), lower-cased; undefined
 * for `/`; null when it cannot be decoded, and then any route may be asked about it.
 */
export function addressWord(pathname: string): string | undefined | null {
  const segment = firstSegment(pathname.replace(/\.data$/, ''));
  try {
    return segment === undefined ? undefined : decodeURIComponent(segment).toLowerCase();
  } catch {
    return null;
  }
}

/**
 * The build's route ids in groups by the first word of their whole path (decision 0108), each group with
 * the routes that match any word and the layouts above them all; those alone are the group `undefined`.
 * The server makes React Router's request handler per group (apps/server/src/core/page-handlers.mjs).
 */
export function routeGroups(routes: ServerBuild['routes']): Map<string | undefined, Set<string>> {
  const paths = new Map<string, string>();
  const pathOf = (id: string): string => {
    let path = paths.get(id);
    if (path === undefined) {
      const route = routes[id];
      const own = route?.path ?? '';
      path = own.startsWith('/') || !route?.parentId ? own : `${pathOf(route.parentId)}/${own}`;
      paths.set(id, path);
    }
    return path;
  };
  const wordOf = (id: string) => fixedWord(firstSegment(pathOf(id)));
  const groups = new Map<string | undefined, Set<string>>([[undefined, new Set()]]);
  for (const id of Object.keys(routes)) {
    const word = wordOf(id);
    if (!groups.has(word)) groups.set(word, new Set());
  }
  for (const id of Object.keys(routes)) {
    const word = wordOf(id);
    for (const [groupWord, group] of groups) {
      if (word !== undefined && word !== groupWord) continue;
      for (let at: string | undefined = id; at !== undefined && !group.has(at); at = routes[at]?.parentId)
        group.add(at);
    }
  }
  return groups;
}

interface BranchesByFirstWord {
  /** Branches whose first segment is not a fixed word: `/`, `:id`, `*`. */
  anyAddress: Branches;
  /** For each fixed first word, the branches of `anyAddress` and those beginning with the word, in rank order. */
  byWord: Map<string, Branches>;
}

const indexed = new WeakMap<Branches, BranchesByFirstWord>();

function byFirstWord(branches: Branches): BranchesByFirstWord {
  let index = indexed.get(branches);
  if (!index) {
    const wordOf = (branch: Branches[number]) => fixedWord(firstSegment(branch.path));
    const words = new Set(branches.map(wordOf).filter((word) => word !== undefined));
    index = {
      anyAddress: branches.filter((branch) => wordOf(branch) === undefined),
      byWord: new Map(
        [...words].map((word) => [word, branches.filter((branch) => [undefined, word].includes(wordOf(branch)))]),
      ),
    };
    indexed.set(branches, index);
  }
  return index;
}

/**
 * The route branches React Router needs for the page at `pathname` to write its partial manifest
 * (decision 0104). It writes into every page the routes that the address and each parent of it match
 * (`/exam/view/5`: also `/`, `/exam` and `/exam/view`), so the browser goes there without asking the
 * server, and finds them by trying the branches it has in rank order, once per path. All those paths
 * begin with the address's first word (or are `/`), so only the branches of that word and of any word
 * are kept, in their order, which decides the first match. A page rendered by the handler of its first
 * word (decision 0108) has only those already; a page no route's word names (not found) has them all.
 */
export function branchesForParentPaths(branches: Branches, pathname: string): Branches {
  const word = addressWord(pathname);
  if (word === null) return branches;
  const index = byFirstWord(branches);
  return (word && index.byWord.get(word)) || index.anyAddress;
}
