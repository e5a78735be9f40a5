/** The review page for one problem (`id`), a kind's due problems, or all due problems. */
export function reviewHref({ id, kind, all }: { id?: string; kind?: string; all?: boolean }): string {
  const params = new URLSearchParams();
  if (id) params.set('id', id);
  if (kind) params.set('kind', kind);
  if (all) params.set('all', '1');
  const query = params.toString();
  return `/account/error/start${query ? `?${query}` : ''}`;
}
