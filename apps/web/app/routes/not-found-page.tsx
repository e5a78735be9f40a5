import { notFound } from '~/lib/route-guards';

/** Any address no route knows: 404 'This page could not be found' inside the site's frame. */
export function loader(): never {
  notFound();
}

export default function NotFoundPage() {
  return null;
}
