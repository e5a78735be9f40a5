import type { EntryContext } from 'react-router';

type Branches = EntryContext['branches'];

interface BranchesByFirstSegment {
  /** Branches whose first segment is not a fixed word: `/`, `:id`, `*`. */
  anyAddress: Branches;
  /** For each fixed first word, the branches of `anyAddress` and those beginning with the word, in rank order. */
  byWord: Map<string, Branches>;
}

const firstSegment = (path: string) => path.split('/').find((segment) => segment !== '');

const fixedWord = (segment: string | undefined) =>
  segment === undefined || /[:*]/.test(segment) ? undefined : segment.toLowerCase();

const indexed = new WeakMap<Branches, BranchesByFirstSegment>();

function byFirstSegment(branches: Branches): BranchesByFirstSegment {
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
 * server, and finds them by trying the site's branches (about 170) in rank order, once per path. A
 * branch that begins with a fixed word (`/account/…`) matches only addresses beginning with that word,
 * and all those paths begin with the address's first word (or are `/`), so the others are left out; the
 * order of the rest, which decides the first match, is kept. An address whose first word cannot be
 * decoded gets every branch.
 */
export function branchesForParentPaths(branches: Branches, pathname: string): Branches {
  const index = byFirstSegment(branches);
  let word: string | undefined;
  try {
    word = fixedWord(decodeURIComponent(firstSegment(pathname) ?? ''));
  } catch {
    return branches;
  }
  return (word && index.byWord.get(word)) || index.anyAddress;
}
