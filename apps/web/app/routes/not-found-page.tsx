import { NOT_FOUND_TITLE } from '~/lib/error-titles';
import { pageMeta } from '~/lib/page-meta';
import { notFound } from '~/lib/route-guards';

export const meta = pageMeta(NOT_FOUND_TITLE);

/** Any address no route knows: the 404 page (SPEC's 'This page could not be found') inside the site's frame. */
export function loader(): never {
  notFound();
}

export default function NotFoundPage() {
  return null;
}
