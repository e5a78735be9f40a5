import { createHash } from 'node:crypto';
import { CommunityAuditStatus, CommunityRules, PostState, postStateText } from '@school/contracts';
import { badRequest } from '../../core/errors.ts';
import { parseId } from '../../core/ids.ts';
import { richTextToPlain } from '../../core/rich-text.ts';
import type { BlogTable, CommunityCommentTable, QuestionTable } from './community.tables.ts';

/** Small rules the community's services share: visibility, states, summaries, hashes. */

export const HOUR_MS = 3_600_000;

/** A new blogger's counts: no posts, fans, follows or likes yet. */
export const NEW_BLOGGER_COUNTS = { count_posts: 0, count_fans: 0, count_follows: 0, count_likes: 0 };

/** Everyone may see a post now: published, shown by its author, passed review, not hidden or deleted. */
export const blogIsPublic = (
  row: Pick<BlogTable, 'status_id' | 'blog_status' | 'is_show' | 'audit_status' | 'is_hidden'>,
): 0 | 1 =>
  row.status_id === 1 &&
  row.blog_status === 1 &&
  row.is_show === 1 &&
  row.audit_status === CommunityAuditStatus.passed &&
  row.is_hidden === 0
    ? 1
    : 0;

export const questionIsPublic = (row: Pick<QuestionTable, 'status_id' | 'audit_status' | 'is_hidden'>): 0 | 1 =>
  row.status_id === 1 && row.audit_status === CommunityAuditStatus.passed && row.is_hidden === 0 ? 1 : 0;

export const commentIsPublic = (row: Pick<CommunityCommentTable, 'status_id' | 'audit_status' | 'is_hidden'>): 0 | 1 =>
  row.status_id === 1 && row.audit_status === CommunityAuditStatus.passed && row.is_hidden === 0 ? 1 : 0;

/** What the author sees in "my blogs / my Q&A" (the school's hiding wins over everything else). */
export function postState(row: {
  is_hidden: number;
  audit_status: number;
  blog_status?: number;
  is_show?: number;
}): PostState {
  if (row.is_hidden === 1) return PostState.hiddenBySchool;
  if (row.blog_status === 0) return PostState.draft;
  if (row.audit_status === CommunityAuditStatus.waiting) return PostState.inReview;
  if (row.audit_status === CommunityAuditStatus.rejected) return PostState.rejected;
  if (row.is_show === 0) return PostState.hiddenByMe;
  return PostState.published;
}

export const stateFields = (row: Parameters<typeof postState>[0] & { audit_reason: string }) => {
  const state = postState(row);
  return {
    state,
    stateText: postStateText[state],
    auditStatus: row.audit_status,
    auditReason: row.audit_status === CommunityAuditStatus.rejected ? row.audit_reason : '',
  };
};

/** The author's summary, or the first characters of the text. */
export function summaryOf(given: string | undefined, html: string): string {
  const summary = given?.trim() ?? '';
  if (summary !== '') return summary;
  return [...richTextToPlain(html)].slice(0, CommunityRules.summaryAuto).join('');
}

/** The same words, whatever the spacing, case or markup: the key of "identical content". */
export function contentHash(...parts: string[]): string {
  const text = parts.map((part) => richTextToPlain(part).toLowerCase().replace(/\s+/g, '')).join('\u0000');
  return createHash('sha256').update(text).digest('hex');
}

/** Rich text with something to read or see; refused with `emptyMessage` when nothing is left. */
export function nonEmptyRichText(content: string, emptyMessage: string): string {
  if (richTextToPlain(content) === '' && !content.includes('<img')) throw badRequest(emptyMessage);
  return content;
}

/** A title trimmed; empty after trimming is refused like an empty field. */
export function titleOf(raw: string, field = 'title'): string {
  const title = raw.trim();
  if (title === '') throw badRequest(`参数错误：${field} 不能为空`);
  return title;
}

/** An optional id filter of the wire ('' or absent is "all"). */
export const idOrUndefined = (value: string | undefined): number | undefined =>
  value === undefined || value === '' ? undefined : parseId(value);

/** A reader for "once per hour" view counting: the signed-in user, else the client address. */
export const viewerKey = (viewer: { id: number } | null, ip: string) => (viewer ? `u${viewer.id}` : `ip${ip}`);

export const parseReasons = (raw: string): string[] => {
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
};
