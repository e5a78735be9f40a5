/** The message list's filter tabs, kept in the address (?status=&page=). */
export type MessageFilter = 'all' | 'unread' | 'read';

export const MESSAGE_PAGE_SIZE = 10;

export const MESSAGE_FILTERS: { key: MessageFilter; label: string }[] = [
  { key: 'all', label: '全部消息' },
  { key: 'unread', label: '未读' },
  { key: 'read', label: '已读' },
];

export const MESSAGE_TYPE_LABELS: Record<number, string> = { 1: '系统通知', 2: '审核结果', 3: '反馈回复' };

export function messageQueryOf(search: URLSearchParams): { filter: MessageFilter; page: number } {
  const status = search.get('status');
  const filter: MessageFilter = status === 'unread' || status === 'read' ? status : 'all';
  return { filter, page: Math.max(1, Number(search.get('page')) || 1) };
}

/** The list call's isRead for a filter: 0 unread, 1 read, none for all. */
export const isReadOf = (filter: MessageFilter): 0 | 1 | undefined =>
  filter === 'unread' ? 0 : filter === 'read' ? 1 : undefined;

export function messageSearch(filter: MessageFilter, page: number): string {
  const params = new URLSearchParams();
  if (filter !== 'all') params.set('status', filter);
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `?${search}` : '?';
}

/** The header badge after reading or deleting: never below 0. */
export const unreadAfter = (current: number, readCount: number) => Math.max(0, current - readCount);
