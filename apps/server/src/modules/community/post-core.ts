import { CommunityAuditStatus, OpType, type RecordState } from '@school/contracts';
import { notFound } from '../../core/errors.ts';
import type { IdGenerator } from '../../core/ids.ts';
import type { RateLimiter } from '../../core/rate-limiter.ts';
import type { OwnImages } from '../../core/rich-text.ts';
import type { Clock } from '../../core/time.ts';
import type { Transact, Tx } from '../../db/schema.ts';
import type { AntiSpam } from './anti-spam.ts';
import { HOUR_MS } from './community.rules.ts';
import type { KeptCounts } from './kept-counts.ts';
import type { LabelService } from './label.service.ts';
import type { ModerationRepo } from './moderation.repo.ts';
import type { PostRow } from './post.repo.ts';
import type { RecordRepo } from './record.repo.ts';

/** What the article and question services are both built from. */
export interface PostServiceDeps {
  transact: Transact;
  recordRepo: RecordRepo;
  moderationRepo: Pick<ModerationRepo, 'addToDigest'>;
  labels: Pick<LabelService, 'names' | 'requireUsable'>;
  antiSpam: AntiSpam;
  limiter: RateLimiter;
  /** Makes sure the school's periodic community jobs (hot scores, digests) are scheduled. */
  schedule: { ensureSite(siteId: number): Promise<void> };
  ownImages: OwnImages;
  /** Totals of public lists, shared with the moderation service (which forgets them on its changes). */
  keptCounts: KeptCounts;
  clock: Clock;
  newId: IdGenerator;
}

/**
 * What articles and questions do alike: finding a post for a reader, its state changes (which keep
 * `is_public` and the counts true), review, the operator's hide, restore, delete, pin and recommend,
 * likes and collects, view counting and the anti-spam checks of a new post. Each service passes in what
 * differs: its table's queries, what "public" means, and what else a change must recount.
 */
export interface PostCoreDeps<Row extends PostRow> {
  transact: Transact;
  repo: {
    find(siteId: number, id: number): Promise<Row | undefined>;
    update(siteId: number, id: number, fields: Partial<Row>, tx?: Tx): Promise<unknown>;
    refreshCounts(siteId: number, id: number, tx?: Tx): Promise<unknown>;
    hasDuplicate(siteId: number, userId: number, hash: string, since: number): Promise<boolean>;
    addView(siteId: number, id: number): Promise<number>;
  };
  recordRepo: RecordRepo;
  moderationRepo: Pick<ModerationRepo, 'addToDigest'>;
  antiSpam: AntiSpam;
  limiter: RateLimiter;
  keptCounts: KeptCounts;
  clock: Clock;
  newId: IdGenerator;
  /** `blog` or `question`: the post's name in view-counting keys. */
  kind: string;
  /** The post's `target_type` in likes, collects and digests. */
  targetType: number;
  /** The refusal for a post that does not exist or that the reader may not see. */
  notFoundMessage: string;
  isPublic(row: Row): 0 | 1;
  /** Everyone may see the post now (likes, collects and views need it). */
  isVisibleNow(row: Row): boolean;
  /** The post waits in the review queue. */
  inReviewQueue(row: Row): boolean;
  /** What else follows a change of the post or of its likes (the blogger's counts). */
  afterChange?(siteId: number, row: Row, tx: Tx): Promise<void>;
}

export function createPostCore<Row extends PostRow>(deps: PostCoreDeps<Row>) {
  const { transact, repo, recordRepo, moderationRepo, antiSpam, limiter, keptCounts, clock, newId } = deps;
  const { kind, targetType, isPublic, afterChange } = deps;
  const missing = () => notFound(deps.notFoundMessage);

  const requireAny = async (siteId: number, id: number): Promise<Row> => {
    const row = await repo.find(siteId, id);
    if (!row) throw missing();
    return row;
  };

  const requirePublic = async (siteId: number, id: number): Promise<Row> => {
    const row = await repo.find(siteId, id);
    if (!row || !deps.isVisibleNow(row)) throw missing();
    return row;
  };

  /** Writes a change of state and keeps `is_public` and the counts that depend on it true. */
  async function changeState(siteId: number, row: Row, fields: Partial<Row>): Promise<Row> {
    const next = { ...row, ...fields, gmt_modified: clock.now() };
    next.is_public = isPublic(next);
    await transact(async (tx) => {
      await repo.update(siteId, row.id, { ...fields, gmt_modified: next.gmt_modified, is_public: next.is_public }, tx);
      await afterChange?.(siteId, row, tx);
    });
    keptCounts.forget(siteId);
    return next;
  }

  async function recordState(siteId: number, id: number, userId: number): Promise<RecordState> {
    const [ops, fresh] = await Promise.all([recordRepo.opsOf(siteId, targetType, id, userId), repo.find(siteId, id)]);
    return {
      isLike: ops.has(OpType.like) ? 1 : 0,
      isCollect: ops.has(OpType.collect) ? 1 : 0,
      countLike: fresh?.count_like ?? 0,
      countCollect: fresh?.count_collect ?? 0,
    };
  }

  return {
    requireAny,
    requirePublic,
    changeState,

    /** What a new post starts with beyond its text: it waits for review when anything needs a look. */
    newPostFields: (reasons: string[]) => ({
      audit_status: reasons.length > 0 ? CommunityAuditStatus.waiting : CommunityAuditStatus.passed,
      audit_reason: '',
      review_reasons: JSON.stringify(reasons),
      is_hidden: 0,
      is_public: 0,
      is_top: 0,
      is_recommend: 0,
      hot_score: 0,
    }),

    /** Review fields of an edit: back to review when it needs one, and always after a rejection. */
    editAuditFields(row: Row, reasons: string[]) {
      const resubmitted = row.audit_status === CommunityAuditStatus.rejected;
      return {
        audit_status: reasons.length > 0 || resubmitted ? CommunityAuditStatus.waiting : CommunityAuditStatus.passed,
        audit_reason: '',
        review_reasons: JSON.stringify(resubmitted && reasons.length === 0 ? ['未通过后修改，重新提交'] : reasons),
      };
    },

    /** A new post's spam checks: a muted author, the same text again, too many posts. */
    async refuseSpam(siteId: number, userId: number, hash: string): Promise<void> {
      await antiSpam.refuseMuted(siteId, userId);
      await antiSpam.refuseDuplicate(siteId, (since) => repo.hasDuplicate(siteId, userId, hash, since));
      await antiSpam.take(siteId, userId, 'post');
    },

    /** Counts a view once per reader and hour (reported by the browser, never by a page loader: decision 0011). */
    async countView(siteId: number, id: number, reader: string) {
      const row = await requirePublic(siteId, id);
      const counted = await limiter.take(`community:${siteId}:view:${kind}:${id}:${reader}`, 1, HOUR_MS);
      return { countView: counted ? await repo.addView(siteId, id) : row.count_view };
    },

    /** Like or collect; a repeat changes nothing. The author hears of new likes in the next digest. */
    async record(siteId: number, userId: number, id: number, opType: number): Promise<RecordState> {
      const post = await requirePublic(siteId, id);
      await antiSpam.take(siteId, userId, 'action');
      const key = { siteId, targetType, targetId: id, userId, opType };
      await transact(async (tx) => {
        if (!(await recordRepo.insert(key, newId(), clock.now(), tx))) return;
        await repo.refreshCounts(siteId, id, tx);
        if (opType !== OpType.like) return;
        await afterChange?.(siteId, post, tx);
        if (post.user_id !== 0 && post.user_id !== userId) {
          await moderationRepo.addToDigest(
            {
              id: newId(),
              site_id: siteId,
              target_type: targetType,
              target_id: id,
              author_user_id: post.user_id,
              gmt_create: clock.now(),
            },
            { likes: 1 },
            tx,
          );
        }
      });
      return recordState(siteId, id, userId);
    },

    async unrecord(siteId: number, userId: number, id: number, opType: number): Promise<RecordState> {
      const post = await requireAny(siteId, id);
      await antiSpam.take(siteId, userId, 'action');
      const key = { siteId, targetType, targetId: id, userId, opType };
      await transact(async (tx) => {
        if (!(await recordRepo.delete(key, tx))) return;
        await repo.refreshCounts(siteId, id, tx);
        if (opType === OpType.like) await afterChange?.(siteId, post, tx);
      });
      return recordState(siteId, id, userId);
    },

    /** The review queue's decision on a post. */
    async review(siteId: number, id: number, passed: boolean, reason: string): Promise<Row> {
      const row = await requireAny(siteId, id);
      if (!deps.inReviewQueue(row)) throw notFound('这条内容不在审核队列中');
      return changeState(siteId, row, {
        audit_status: passed ? CommunityAuditStatus.passed : CommunityAuditStatus.rejected,
        audit_reason: passed ? '' : reason,
      } as Partial<Row>);
    },

    /** The operator's verbs, each answering with the post as `view` shows it. */
    operatorVerbs<View>(view: (siteId: number, row: Row) => Promise<View>) {
      const apply = async (siteId: number, id: number, change: Partial<PostRow>) =>
        changeState(siteId, await requireAny(siteId, id), change as Partial<Row>);
      return {
        hide: async (siteId: number, id: number) => view(siteId, await apply(siteId, id, { is_hidden: 1 })),
        /** Shows a hidden post again, and undoes a deletion. */
        restore: async (siteId: number, id: number) =>
          view(siteId, await apply(siteId, id, { is_hidden: 0, status_id: 1 })),
        async adminDelete(siteId: number, id: number): Promise<null> {
          await apply(siteId, id, { status_id: 0 });
          return null;
        },
        setTop: async (siteId: number, id: number, isTop: number) =>
          view(siteId, await apply(siteId, id, { is_top: isTop })),
        setRecommend: async (siteId: number, id: number, isRecommend: number) =>
          view(siteId, await apply(siteId, id, { is_recommend: isRecommend })),
      };
    },
  };
}
