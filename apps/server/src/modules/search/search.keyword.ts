import { badRequest } from '../../core/errors.ts';

/** The rules every search box shares: what a keyword may be, how it is matched and highlighted. */

export const MAX_KEYWORD_LENGTH = 50;

/** Trims the text and refuses what no search needs, with the messages the pages show (SPEC §5). */
export function normaliseKeyword(raw: string): string {
  const keyword = raw.trim();
  if (keyword === '') throw badRequest('请输入搜索关键词');
  if ([...keyword].length > MAX_KEYWORD_LENGTH) throw badRequest(`搜索关键词不能超过 ${MAX_KEYWORD_LENGTH} 个字`);
  // eslint-disable-next-line no-control-regex
  if (/[<>\u0000-\u001f\u007f]/.test(keyword)) throw badRequest('搜索关键词不能包含 < > 等特殊字符');
  return keyword;
}

/** Characters, not UTF-16 units: '雅思' is 2, so it takes the short-query path. */
export const keywordLength = (keyword: string) => [...keyword].length;

/** `%…%` with LIKE's wildcards and the escape character itself made literal (use with ESCAPE '\'). */
export const containsPattern = (keyword: string) => `%${escapeLike(keyword)}%`;
export const prefixPattern = (keyword: string) => `${escapeLike(keyword)}%`;
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** An FTS5 phrase: the text in double quotes, inner quotes doubled, so no FTS5 syntax applies. */
export const ftsPhrase = (keyword: string) => `"${keyword.replace(/"/g, '""')}"`;

const htmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => htmlEscapes[c] ?? c);
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The text HTML-escaped, with every case-insensitive occurrence of the keyword wrapped in <em>. */
export function highlight(text: string, keyword: string): string {
  if (keyword === '') return escapeHtml(text);
  let out = '';
  let last = 0;
  for (const match of text.matchAll(new RegExp(escapeRegExp(keyword), 'giu'))) {
    out += `${escapeHtml(text.slice(last, match.index))}<em>${escapeHtml(match[0])}</em>`;
    last = match.index + match[0].length;
  }
  return out + escapeHtml(text.slice(last));
}
