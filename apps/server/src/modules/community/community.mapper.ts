import type { BlogItem, BlogMine, QuestionItem, QuestionMine, SearchHit } from '@school/contracts';
import { formatDateTime } from '../../core/time.ts';
import { highlight } from '../search/index.ts';
import type { UserSummary } from '../user/index.ts';
import type { BlogListRow } from './blog.repo.ts';
import { stateFields } from './community.rules.ts';
import type { BloggerTable, QuestionTable } from './community.tables.ts';

/** Rows of the community's tables as the wire spells them (SPEC §3: gmtCreate, gmtModified, labelNo …). */

const flag = (value: number): 0 | 1 => (value === 1 ? 1 : 0);
const labelNoOf = (labelId: number) => (labelId === 0 ? '' : String(labelId));

/** A post as the site-wide search lists it: `shown` says its picture, page and the time it went out. */
export function toPostSearchHit(
  type: number,
  row: { id: number; title: string; summary: string },
  keyword: string,
  shown: { img: string; url: string; time: number },
): SearchHit {
  return {
    type,
    id: String(row.id),
    title: row.title,
    titleHighlight: highlight(row.title, keyword),
    summary: row.summary,
    img: shown.img,
    url: shown.url,
    gmtCreate: formatDateTime(shown.time),
  };
}

/** A name to show for a user without a nickname: never the full mobile number. */
export const displayName = (user: Pick<UserSummary, 'nickname' | 'mobile'> | undefined): string =>
  user ? user.nickname.trim() || `学员${user.mobile.slice(-4)}` : '已注销用户';

export function toBlogItem(
  row: BlogListRow,
  labels: Map<number, string>,
  bloggers: Map<number, BloggerTable>,
): BlogItem {
  const blogger = bloggers.get(row.blogger_id);
  return {
    id: String(row.id),
    articleType: row.article_type,
    title: row.title,
    summary: row.summary,
    coverUrl: row.cover_url,
    labelNo: labelNoOf(row.label_id),
    labelName: labels.get(row.label_id) ?? '',
    bloggerId: blogger ? String(blogger.id) : '',
    bloggerName: blogger?.blogger_name ?? '',
    headImgUrl: blogger?.head_img_url ?? '',
    isOriginal: flag(row.is_original),
    countView: row.count_view,
    countLike: row.count_like,
    countCollect: row.count_collect,
    countComment: row.count_comment,
    isTop: flag(row.is_top),
    isRecommend: flag(row.is_recommend),
    publishTime: row.publish_time === 0 ? '' : formatDateTime(row.publish_time),
    gmtCreate: formatDateTime(row.gmt_create),
    gmtModified: formatDateTime(row.gmt_modified),
  };
}

export const toBlogMine = (item: BlogItem, row: BlogListRow): BlogMine => ({
  ...item,
  blogStatus: row.blog_status,
  isShow: flag(row.is_show),
  ...stateFields(row),
});

/** What a question list shows: everything but the body. */
export type QuestionListRow = Omit<QuestionTable, 'content'>;

export function toQuestionItem(
  row: QuestionListRow,
  labels: Map<number, string>,
  askers: Map<number, UserSummary>,
): QuestionItem {
  const asker = askers.get(row.user_id);
  return {
    id: String(row.id),
    title: row.title,
    summary: row.summary,
    labelNo: labelNoOf(row.label_id),
    labelName: labels.get(row.label_id) ?? '',
    userId: String(row.user_id),
    nickname: displayName(asker),
    headImgUrl: asker?.headImgUrl ?? '',
    isSolved: flag(row.is_solved),
    countView: row.count_view,
    countAnswer: row.count_answer,
    countLike: row.count_like,
    countCollect: row.count_collect,
    isTop: flag(row.is_top),
    isRecommend: flag(row.is_recommend),
    lastActivityTime: formatDateTime(row.last_activity_time),
    gmtCreate: formatDateTime(row.gmt_create),
    gmtModified: formatDateTime(row.gmt_modified),
  };
}

export const toQuestionMine = (item: QuestionItem, row: QuestionListRow): QuestionMine => ({
  ...item,
  ...stateFields(row),
});
