import type { BusinessRow, CreatedRow } from '../../db/columns.ts';

/**
 * The community's tables (migration 0015): labels, bloggers and follows, articles (blogs and info),
 * questions, comments and answers, likes and collects, article zones, the operator's sensitive words
 * and limits, and the authors' pending digests. `status_id` 0 marks a deleted row (kept so counts and
 * replies stay explainable); `is_public` is kept by the service as "everyone may see it now" so public
 * lists read one index.
 */

export interface CommunityLabelTable extends BusinessRow {
  /** 1 blogs, 2 questions */
  label_type: number;
  label_name: string;
  sort: number;
}

export interface BloggerTable extends BusinessRow {
  user_id: number;
  blogger_name: string;
  head_img_url: string;
  introduce: string;
  /** Public posts */
  count_posts: number;
  count_fans: number;
  /** Bloggers this blogger's user follows */
  count_follows: number;
  /** Likes on the blogger's posts */
  count_likes: number;
  is_recommend: number;
  /** Epoch ms until which the user may not post, ask or comment; 0 when not muted */
  muted_until: number;
}

/** A user following a blogger (the user need not be a blogger). */
export interface BloggerFollowTable extends CreatedRow {
  user_id: number;
  blogger_id: number;
}

/** Shared by posts and questions: review, operator flags and the dedupe hash. */
interface ModeratedRow {
  /** 0 waiting for review, 1 passed, 2 rejected */
  audit_status: number;
  audit_reason: string;
  /** JSON list of why it waits for review (sensitive words, links) */
  review_reasons: string;
  /** 1 when an operator hid it */
  is_hidden: number;
  is_public: number;
  is_top: number;
  is_recommend: number;
  /** sha-256 of the author's normalised text, for "identical content within 24 h" */
  content_hash: string;
  /** Popularity with time decay × 1 000 000 (recomputed every 10 minutes) */
  hot_score: number;
}

export interface BlogTable extends BusinessRow, ModeratedRow {
  /** 1 a user's blog, 2 an info article */
  article_type: number;
  /** Author; 0 for info articles */
  user_id: number;
  blogger_id: number;
  /** Operator who wrote an info article; 0 for blogs */
  operator_id: number;
  title: string;
  summary: string;
  content: string;
  cover_url: string;
  label_id: number;
  is_original: number;
  source_url: string;
  /** 0 draft, 1 published */
  blog_status: number;
  /** The author's own show (1) / hide (0) */
  is_show: number;
  /** When it was (or, for scheduled info, will be) published; 0 for drafts never published */
  publish_time: number;
  count_view: number;
  count_like: number;
  count_collect: number;
  count_comment: number;
}

export interface QuestionTable extends BusinessRow, ModeratedRow {
  user_id: number;
  title: string;
  summary: string;
  content: string;
  label_id: number;
  is_solved: number;
  accepted_comment_id: number;
  count_view: number;
  count_answer: number;
  count_like: number;
  count_collect: number;
  /** The question's or its newest answer's time: the "all" tab's order */
  last_activity_time: number;
}

/** Comments on posts and answers to questions; replies point at their top-level comment. */
export interface CommunityCommentTable extends BusinessRow {
  /** 1 blog or info article, 2 question */
  target_type: number;
  target_id: number;
  /** The post's or question's author, for "comments I received" */
  target_author_id: number;
  user_id: number;
  /** 0 for a top-level comment or answer */
  parent_id: number;
  reply_user_id: number;
  content: string;
  is_accepted: number;
  audit_status: number;
  audit_reason: string;
  review_reasons: string;
  is_hidden: number;
  is_public: number;
  count_reply: number;
  content_hash: string;
}

/** A like (op_type 1) or collect (2) of a post (target_type 1) or question (2). */
export interface CommunityRecordTable extends CreatedRow {
  target_type: number;
  target_id: number;
  user_id: number;
  op_type: number;
}

export interface ArticleZoneTable extends BusinessRow {
  zone_name: string;
  zone_desc: string;
  zone_location: number;
  sort: number;
}

export interface ArticleZoneRefTable extends CreatedRow {
  zone_id: number;
  article_id: number;
}

/** A word of the operator's list, kept lower-cased. */
export interface SensitiveWordTable extends CreatedRow {
  word: string;
}

/** One row per school that changed the anti-spam limits. */
export interface CommunitySettingTable {
  site_id: number;
  /** JSON of CommunityLimits */
  limits: string;
  gmt_modified: number;
}

/** What happened on an author's post or question since the last digest message. */
export interface CommunityDigestTable {
  id: number;
  site_id: number;
  target_type: number;
  target_id: number;
  author_user_id: number;
  new_comments: number;
  new_likes: number;
  new_answers: number;
  /** When the author last got a digest of this post (0 never) */
  last_sent_at: number;
  gmt_create: number;
  gmt_modified: number;
}

export interface CommunityTables {
  community_label: CommunityLabelTable;
  blogger: BloggerTable;
  blogger_follow: BloggerFollowTable;
  blog: BlogTable;
  question: QuestionTable;
  community_comment: CommunityCommentTable;
  community_record: CommunityRecordTable;
  article_zone: ArticleZoneTable;
  article_zone_ref: ArticleZoneRefTable;
  sensitive_word: SensitiveWordTable;
  community_setting: CommunitySettingTable;
  community_digest: CommunityDigestTable;
}
