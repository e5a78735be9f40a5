import type { MetaDescriptor } from 'react-router';
import { errorStatusOf, errorTitleForCode } from './error-titles';
import type { SiteBootstrap } from './site-bootstrap';

interface MetaMatch {
  id: string;
  loaderData?: unknown;
}

/** The root loader's data as seen from any route's meta function. */
export function rootDataOf(matches: ReadonlyArray<MetaMatch | undefined>): SiteBootstrap | undefined {
  const root = matches.find((match) => match?.id === 'root');
  return root?.loaderData as SiteBootstrap | undefined;
}

/**
 * '<page title> - <site name>' plus the site's keywords and description; a page about one thing (a
 * course, a post) gives its own description instead.
 */
export function siteMeta(
  title: string | undefined,
  bootstrap: SiteBootstrap | undefined,
  description?: string,
): MetaDescriptor[] {
  const siteName = bootstrap?.webInfo.siteNamePc ?? '';
  const fullTitle = title && siteName ? `${title} - ${siteName}` : title || siteName;
  const meta: MetaDescriptor[] = [{ title: fullTitle }];
  if (bootstrap?.webInfo.keyword) meta.push({ name: 'keywords', content: bootstrap.webInfo.keyword });
  const about = description || bootstrap?.webInfo.desc;
  if (about) meta.push({ name: 'description', content: about });
  return meta;
}

/** Plain text of stored HTML, for a description: tags dropped, spaces folded, at most `max` characters. */
export const textOf = (html: string, max = 120) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max);

/** A page's meta function: `export const meta = pageMeta('我的课程')`. */
export const pageMeta =
  (title: string) =>
  ({ matches }: { matches: ReadonlyArray<MetaMatch | undefined> }) =>
    siteMeta(title, rootDataOf(matches));

/** A layout's meta: the site's title, or the error's title when a page under it failed. */
export function layoutMeta({ error, matches }: { error?: unknown; matches: ReadonlyArray<MetaMatch | undefined> }) {
  return siteMeta(error ? errorTitleForCode(errorStatusOf(error)) : undefined, rootDataOf(matches));
}
