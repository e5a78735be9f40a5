import { type SelectQueryBuilder, sql } from 'kysely';
import { CommentTargetType, CommunityAuditStatus, PostState } from '@school/contracts';
import type { PageWindow } from '../../core/paging.ts';
import { containsText, countRows, pageRows } from '../../core/sql.ts';
import type { Engine } from '../../db/database.ts';
import { type Db, moduleTables, type Tx } from '../../db/schema.ts';
import type { QuestionListRow } from './community.mapper.ts';
import type { CommunityTables, QuestionTable } from './community.tables.ts';
import { createPostRepo, type HotWeights } from './post.repo.ts';
import { titleSearch } from './title-search.ts';

/** Questions, their counts and hot scores; every query names the site. */

const questionListColumns = [
  'question.id',
  'question.site_id',
  'question.status_id',
  'question.gmt_create',
  'question.gmt_modified',
  'question.user_id',
  'question.title',
  'question.summary',
  'question.label_id',
  'question.is_solved',
  'question.accepted_comment_id',
  'question.count_view',
  'question.count_answer',
  'question.count_like',
  'question.count_collect',
  'question.last_activity_time',
  'question.audit_status',
  'question.audit_reason',
  'question.review_reasons',
  'question.is_hidden',
  'question.is_public',
  'question.is_top',
  'question.is_recommend',
  'question.content_hash',
  'question.hot_score',
] as const;

export interface PublicQuestionFilter {
  labelId?: number;
  isSolved?: number;
}

/** '' all (latest activity), '1' latest asked, '3' hot. */
export type QuestionOrder = 'activity' | 'latest' | 'hot';

type QuestionQuery = SelectQueryBuilder<CommunityTables, 'question', object>;

/** The author's state filter as `postState` defines it (questions have no drafts nor own hiding). */
function whereState(query: QuestionQuery, state: number): QuestionQuery {
  const shown = query.where('question.is_hidden', '=', 0);
  switch (state) {
    case PostState.inReview:
      return shown.where('question.audit_status', '=', CommunityAuditStatus.waiting);
    case PostState.rejected:
      return shown.where('question.audit_status', '=', CommunityAuditStatus.rejected);
    case PostState.published:
      return shown.where('question.audit_status', '=', CommunityAuditStatus.passed);
    case PostState.hiddenBySchool:
      return query.where('question.is_hidden', '=', 1);
    default:
      // Drafts and "hidden by me" do not exist for questions.
      return query.where(sql<boolean>`1 = 0`);
  }
}

export function createQuestionRepo(database: Db, engine: Engine) {
  const { db } = moduleTables<CommunityTables>(database);
  const search = titleSearch(engine, 'question');
  const posts = createPostRepo<QuestionTable>(database, { table: 'question', targetType: CommentTargetType.question });

  const publicQuestions = (siteId: number, filter: PublicQuestionFilter) => {
    let query = db.selectFrom('question').where('question.site_id', '=', siteId).where('question.is_public', '=', 1);
    if (filter.labelId !== undefined) query = query.where('question.label_id', '=', filter.labelId);
    if (filter.isSolved !== undefined) query = query.where('question.is_solved', '=', filter.isSolved);
    return query;
  };

  const ordered = (query: QuestionQuery, order: QuestionOrder) => {
    switch (order) {
      case 'hot':
        return query.orderBy('question.hot_score', 'desc').orderBy('question.id', 'desc');
      case 'latest':
        return query.orderBy('question.is_top', 'desc').orderBy('question.id', 'desc');
      case 'activity':
        return query
          .orderBy('question.is_top', 'desc')
          .orderBy('question.last_activity_time', 'desc')
          .orderBy('question.id', 'desc');
    }
  };

  const paged = (
    base: QuestionQuery,
    window: PageWindow,
    order = (q: QuestionQuery) => q.orderBy('question.id', 'desc'),
  ) => pageRows(base, window, (query) => order(query).select(questionListColumns));

  return {
    ...posts,

    publicPage: (siteId: number, filter: PublicQuestionFilter, order: QuestionOrder, window: PageWindow) =>
      ordered(publicQuestions(siteId, filter), order)
        .select(questionListColumns)
        .limit(window.pageSize)
        .offset(window.offset)
        .execute() as Promise<QuestionListRow[]>,

    publicCount: (siteId: number, filter: PublicQuestionFilter) => countRows(publicQuestions(siteId, filter)),

    searchPublic: (siteId: number, keyword: string, window: PageWindow) =>
      paged(publicQuestions(siteId, {}).where(search.matches(keyword)), window, (q) =>
        q.orderBy(search.startsFirst(keyword)).orderBy('question.id', 'desc'),
      ),

    pageMine(siteId: number, userId: number, state: number | undefined, window: PageWindow) {
      let base = db
        .selectFrom('question')
        .where('question.site_id', '=', siteId)
        .where('question.user_id', '=', userId)
        .where('question.status_id', '=', 1);
      if (state !== undefined) base = whereState(base, state);
      return paged(base, window);
    },

    adminPage(
      siteId: number,
      filter: { keyword?: string; state?: number; labelId?: number; isSolved?: number; includeDeleted: boolean },
      window: PageWindow,
    ) {
      let base = db.selectFrom('question').where('question.site_id', '=', siteId);
      if (!filter.includeDeleted) base = base.where('question.status_id', '=', 1);
      if (filter.keyword) base = base.where(containsText('question.title', filter.keyword));
      if (filter.state !== undefined) base = whereState(base, filter.state);
      if (filter.labelId !== undefined) base = base.where('question.label_id', '=', filter.labelId);
      if (filter.isSolved !== undefined) base = base.where('question.is_solved', '=', filter.isSolved);
      return paged(base, window);
    },

    /** Questions the user liked or collected that are still public, newest first. */
    pageRecorded(siteId: number, userId: number, opType: number, window: PageWindow) {
      const base = db
        .selectFrom('community_record')
        .innerJoin('question', (join) =>
          join.onRef('question.id', '=', 'community_record.target_id').on('question.site_id', '=', siteId),
        )
        .where('community_record.site_id', '=', siteId)
        .where('community_record.user_id', '=', userId)
        .where('community_record.target_type', '=', CommentTargetType.question)
        .where('community_record.op_type', '=', opType)
        .where('question.is_public', '=', 1);
      return pageRows(base, window, (query) =>
        query
          .select([...questionListColumns, 'community_record.gmt_create as record_time'])
          .orderBy('community_record.id', 'desc'),
      );
    },

    /** Recounts likes, collects and public answers of one question from their rows. */
    refreshCounts: (siteId: number, id: number, tx?: Tx) =>
      posts.refreshCounts(
        siteId,
        id,
        {
          count_answer: sql<number>`(select count(*) from community_comment c where c.site_id = ${siteId} and c.target_type = ${CommentTargetType.question} and c.target_id = ${id} and c.parent_id = 0 and c.is_public = 1)`,
        },
        tx,
      ),

    /** The same formula as articles, answers weighing as comments, age from the asking. */
    recomputeHot: (siteId: number, now: number, weights: HotWeights) =>
      posts.recomputeHot(
        siteId,
        sql<number>`cast(
            (count_view * ${weights.view} + count_like * ${weights.like} + count_collect * ${weights.collect}
              + count_answer * ${weights.comment} + 1) * ${weights.scale}
            / power((${now} - gmt_create) / 3600000.0 + ${weights.offsetHours}, ${weights.gravity}) as bigint)`,
      ),
  };
}

export type QuestionRepo = ReturnType<typeof createQuestionRepo>;
