import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import type { KeepHtml } from './components/kept-html';

/**
 * Parts kept at most: a school's category menus and footer, and the sets of course cards of its pages
 * (home's zones, a page of the catalogue, a course page's shelves), each some 5–25 KB; the least recently
 * used go first.
 */
const MAX_PARTS = 128;

const kept = new Map<string, string>();

/**
 * React writes a preload `<link>` before the HTML of a part with a picture that is not lazy; on the
 * page such hints go into `<head>`, and inside the part they would be an element the browser does
 * not render, so they are left out.
 */
const withoutHints = (html: string) => html.replace(/^(?:<link rel="preload"[^>]*>)+/, '');

/**
 * The server's `KeepHtml` (components/kept-html.tsx): a part's HTML rendered once per key, the
 * least recently used forgotten past `MAX_PARTS`. The key is everything the part shows, so a change in the
 * console (a new category, a renamed footer link) is a new key, rendered on the next page.
 */
export const keepHtml: KeepHtml = (key: string, part: ReactNode) => {
  let html = kept.get(key);
  if (html === undefined) {
    html = withoutHints(renderToString(part));
    if (kept.size >= MAX_PARTS) kept.delete(kept.keys().next().value!);
  } else {
    kept.delete(key);
  }
  kept.set(key, html);
  return html;
};
