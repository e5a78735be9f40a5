import type { Page, PageQuery } from '@school/contracts';
import { notFound } from './errors.ts';
import { type PageWindow, pageWindow, toPage } from './paging.ts';

/**
 * The comment engine that course and community comments share: comments on a target with one level of
 * replies, read a page of top-level comments at a time with their replies and the people they show.
 * Each module keeps its own table and its own rules (what a comment may contain, who sees what, what
 * deleting does) and hands the engine its queries and how a row reads on the wire.
 */

/** The columns the engine reads of a comment row. */
export interface CommentRow {
  id: number;
  user_id: number;
  parent_id: number;
}

export interface ThreadSource<Row extends CommentRow, People> {
  /** A page of the target's top-level comments, in the order they are shown. */
  topLevel(window: PageWindow): Promise<{ rows: Row[]; total: number }>;
  /** The replies to these comments, oldest first. */
  repliesTo(parentIds: number[]): Promise<Row[]>;
  /** Everyone the rows show, in one lookup. */
  people(rows: Row[]): Promise<People>;
  /** At most this many replies under each comment; all when absent. */
  repliesShown?: number;
}

export interface ThreadView<Row, People, Item, Reply> {
  item(row: Row, people: People): Item;
  reply(row: Row, people: People): Reply;
}

/** A page of top-level comments, each with its replies. */
export async function pageThreads<Row extends CommentRow, People, Item, Reply>(
  query: PageQuery,
  source: ThreadSource<Row, People>,
  view: ThreadView<Row, People, Item, Reply>,
): Promise<Page<Item & { replyList: Reply[] }>> {
  const window = pageWindow(query);
  const { rows, total } = await source.topLevel(window);
  const replies = rows.length === 0 ? [] : await source.repliesTo(rows.map((row) => row.id));
  const shown = source.repliesShown ?? Infinity;
  const byParent = new Map<number, Row[]>();
  for (const reply of replies) {
    const list = byParent.get(reply.parent_id) ?? [];
    if (list.length < shown) list.push(reply);
    byParent.set(reply.parent_id, list);
  }
  const people = await source.people([...rows, ...[...byParent.values()].flat()]);
  return toPage(
    rows.map((row) => ({
      ...view.item(row, people),
      replyList: (byParent.get(row.id) ?? []).map((reply) => view.reply(reply, people)),
    })),
    total,
    window,
  );
}

/** The comment a new reply answers; it must stand, open to replies, under the same target. */
export function repliedComment<Row>(found: Row | undefined, isOpen: (row: Row) => boolean): Row {
  if (!found || !isOpen(found)) throw notFound('要回复的评论不存在或已被删除');
  return found;
}

/** A comment to act on; a missing one (or one `exists` refuses) answers as deleted. */
export function existingComment<Row>(found: Row | undefined, exists: (row: Row) => boolean = () => true): Row {
  if (!found || !exists(found)) throw notFound('评论不存在或已被删除');
  return found;
}
