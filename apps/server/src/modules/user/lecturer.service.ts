import type {
  AdminLecturerAudit,
  AttentionItem,
  LecturerApply,
  LecturerAudit,
  LecturerProfile,
  Page,
  PageQuery,
  PublicLecturer,
} from '@school/contracts';
import { badRequest, notFound, wrongState } from '../../core/errors.ts';
import type { IdGenerator } from '../../core/ids.ts';
import { pageWindow, toPage } from '../../core/paging.ts';
import { type OwnImages, requireOwnPicture } from '../../core/rich-text.ts';
import { formatDateTime, type Clock } from '../../core/time.ts';
import type { Transact } from '../../db/schema.ts';
import type { LecturerRepo } from './lecturer.repo.ts';
import { MessageType, type MessageService } from './message.service.ts';
import type { UserRepo } from './user.repo.ts';
import type { LecturerAuditTable, LecturerTable } from './user.tables.ts';
import { newBusinessRow } from '../../db/columns.ts';

/**
 * Lecturers: a learner applies, an operator approves (the draft is copied to the published profile
 * and the user becomes a teacher) or rejects with an opinion; later edits go through audit again.
 */
export const AuditStatus = { waiting: 0, approved: 1, rejected: 2 } as const;

export interface LecturerServiceDeps {
  transact: Transact;
  lecturerRepo: LecturerRepo;
  userRepo: Pick<UserRepo, 'findById' | 'update'>;
  messages: Pick<MessageService, 'notify'>;
  /** Where our own stored pictures are served: the lecturer's photo must be one of them. */
  ownImages: OwnImages;
  clock: Clock;
  newId: IdGenerator;
}

/** An enabled, published lecturer as other modules see it (the catalogue's lecturer cards). */
export interface LecturerSummary {
  id: number;
  userId: number;
  lecturerName: string;
  lecturerPosition: string;
  headImgUrl: string;
  introduce: string;
  /** The school's order for lecturers. */
  sort: number;
}

const toAudit = (row: LecturerAuditTable): LecturerAudit => ({
  id: String(row.id),
  lecturerName: row.lecturer_name,
  lecturerPosition: row.lecturer_position,
  introduce: row.introduce,
  headImgUrl: row.head_img_url,
  applyLive: row.apply_live === 1 ? 1 : 0,
  auditStatus: row.audit_status,
  auditOpinion: row.audit_opinion,
  gmtModified: formatDateTime(row.gmt_modified),
});

export const toLecturerProfile = (row: LecturerTable): LecturerProfile => ({
  lecturerUserId: String(row.user_id),
  lecturerName: row.lecturer_name,
  lecturerPosition: row.lecturer_position,
  introduce: row.introduce,
  headImgUrl: row.head_img_url,
  isLive: row.is_live === 1 ? 1 : 0,
});

export function createLecturerService({
  transact,
  lecturerRepo,
  userRepo,
  messages,
  ownImages,
  clock,
  newId,
}: LecturerServiceDeps) {
  const draftFields = (input: LecturerApply) => {
    requireOwnPicture('headImgUrl', input.headImgUrl, ownImages);
    return {
      lecturer_name: input.lecturerName.trim(),
      lecturer_position: input.lecturerPosition.trim(),
      introduce: input.introduce.trim(),
      head_img_url: input.headImgUrl,
    };
  };

  const publishedOrThrow = async (siteId: number, lecturerUserId: number) => {
    const row = await lecturerRepo.findPublished(siteId, lecturerUserId);
    if (!row || row.status_id !== 1) throw notFound('讲师不存在');
    return row;
  };

  const adminView = async (siteId: number, id: number): Promise<AdminLecturerAudit> => {
    const row = await lecturerRepo.findDraft(siteId, id);
    if (!row) throw notFound('讲师申请不存在');
    const user = await userRepo.findById(siteId, row.user_id);
    return { ...toAudit(row), userId: String(row.user_id), mobile: user?.mobile ?? '', nickname: user?.nickname ?? '' };
  };

  const waitingDraftOrThrow = async (siteId: number, id: number) => {
    const draft = await lecturerRepo.findDraft(siteId, id);
    if (!draft) throw notFound('讲师申请不存在');
    if (draft.audit_status !== AuditStatus.waiting) throw wrongState('该申请已审核，请勿重复操作');
    return draft;
  };

  return {
    /** Lecturers' published names by user id, in one query (course cards). */
    async publicNames(siteId: number, userIds: number[]): Promise<Map<number, string>> {
      const unique = [...new Set(userIds)].filter((id) => id !== 0);
      if (unique.length === 0) return new Map();
      const rows = await lecturerRepo.namesOf(siteId, unique);
      return new Map(rows.map((row) => [row.user_id, row.lecturer_name]));
    },

    /** Enabled published lecturers in the school's order; only those users when given. */
    async listEnabled(siteId: number, userIds?: number[]): Promise<LecturerSummary[]> {
      if (userIds?.length === 0) return [];
      const rows = await lecturerRepo.listEnabled(siteId, userIds && [...new Set(userIds)]);
      return rows.map((row) => ({
        id: row.id,
        userId: row.user_id,
        lecturerName: row.lecturer_name,
        lecturerPosition: row.lecturer_position,
        headImgUrl: row.head_img_url,
        introduce: row.introduce,
        sort: row.sort,
      }));
    },

    async apply(siteId: number, userId: number, input: LecturerApply): Promise<LecturerAudit> {
      const fields = draftFields(input);
      const existing = await lecturerRepo.findDraftByUser(siteId, userId);
      if (existing?.audit_status === AuditStatus.waiting) throw wrongState('您的申请正在审核中，请耐心等待');
      if (await lecturerRepo.findPublished(siteId, userId)) throw wrongState('您已经是讲师了，可在讲师信息中修改资料');
      const now = clock.now();
      if (existing) {
        await lecturerRepo.updateDraft(siteId, existing.id, {
          ...fields,
          audit_status: AuditStatus.waiting,
          audit_opinion: '',
          gmt_modified: now,
        });
        return toAudit({
          ...existing,
          ...fields,
          audit_status: AuditStatus.waiting,
          audit_opinion: '',
          gmt_modified: now,
        });
      }
      const row: LecturerAuditTable = {
        ...newBusinessRow(newId(), siteId, now),
        user_id: userId,
        ...fields,
        is_live: 0,
        sort: 0,
        audit_status: AuditStatus.waiting,
        audit_opinion: '',
        apply_live: 0,
      };
      await lecturerRepo.insertDraft(row);
      return toAudit(row);
    },

    async applyLive(siteId: number, userId: number): Promise<LecturerAudit> {
      const published = await lecturerRepo.findPublished(siteId, userId);
      const draft = await lecturerRepo.findDraftByUser(siteId, userId);
      if (!published || !draft) throw wrongState('请先申请成为讲师');
      if (published.is_live === 1) throw wrongState('您已开通直播权限');
      if (draft.audit_status === AuditStatus.waiting) throw wrongState('您的申请正在审核中，请耐心等待');
      const now = clock.now();
      await lecturerRepo.updateDraft(siteId, draft.id, {
        apply_live: 1,
        audit_status: AuditStatus.waiting,
        audit_opinion: '',
        gmt_modified: now,
      });
      return toAudit({
        ...draft,
        apply_live: 1,
        audit_status: AuditStatus.waiting,
        audit_opinion: '',
        gmt_modified: now,
      });
    },

    async viewDraft(siteId: number, userId: number): Promise<LecturerAudit | null> {
      const draft = await lecturerRepo.findDraftByUser(siteId, userId);
      return draft ? toAudit(draft) : null;
    },

    /** A teacher's edit of the profile: the public keeps the approved copy until the operator approves again. */
    async updateDraft(siteId: number, userId: number, input: LecturerApply): Promise<LecturerAudit> {
      const draft = await lecturerRepo.findDraftByUser(siteId, userId);
      if (!draft) throw wrongState('请先申请成为讲师');
      const fields = draftFields(input);
      const now = clock.now();
      const changes = { ...fields, audit_status: AuditStatus.waiting, audit_opinion: '', gmt_modified: now };
      await lecturerRepo.updateDraft(siteId, draft.id, changes);
      return toAudit({ ...draft, ...changes });
    },

    async viewMine(siteId: number, userId: number): Promise<LecturerProfile> {
      const row = await lecturerRepo.findPublished(siteId, userId);
      if (!row) throw notFound('您还不是讲师');
      return toLecturerProfile(row);
    },

    async viewPublic(siteId: number, lecturerUserId: number, viewerId: number | undefined): Promise<PublicLecturer> {
      const row = await publishedOrThrow(siteId, lecturerUserId);
      const following = viewerId ? await lecturerRepo.findAttention(siteId, viewerId, lecturerUserId) : undefined;
      return {
        ...toLecturerProfile(row),
        attentionCount: await lecturerRepo.countFollowers(siteId, lecturerUserId),
        isAttention: following ? 1 : 0,
      };
    },

    async follow(siteId: number, userId: number, lecturerUserId: number): Promise<null> {
      if (userId === lecturerUserId) throw badRequest('不能关注自己');
      await publishedOrThrow(siteId, lecturerUserId);
      await lecturerRepo.insertAttention({
        id: newId(),
        site_id: siteId,
        user_id: userId,
        lecturer_user_id: lecturerUserId,
        gmt_create: clock.now(),
      });
      return null;
    },

    async unfollow(siteId: number, userId: number, lecturerUserId: number): Promise<null> {
      const result = await lecturerRepo.deleteAttention(siteId, userId, lecturerUserId);
      if (Number(result.numDeletedRows) === 0) throw notFound('您没有关注该讲师');
      return null;
    },

    async listFollowed(siteId: number, userId: number, query: PageQuery): Promise<Page<AttentionItem>> {
      const window = pageWindow(query);
      const { rows, total } = await lecturerRepo.pageFollowed(siteId, userId, window.offset, window.pageSize);
      return toPage(
        rows.map((row) => ({ ...toLecturerProfile(row), gmtCreate: formatDateTime(row.followed_at) })),
        total,
        window,
      );
    },

    async adminPage(siteId: number, query: PageQuery & { auditStatus?: number }): Promise<Page<AdminLecturerAudit>> {
      const window = pageWindow(query);
      const { rows, total } = await lecturerRepo.pageDrafts(siteId, query.auditStatus, window.offset, window.pageSize);
      return toPage(
        rows.map((row) => ({
          ...toAudit(row),
          userId: String(row.user_id),
          mobile: row.mobile,
          nickname: row.nickname,
        })),
        total,
        window,
      );
    },

    async approve(siteId: number, id: number, opinion: string): Promise<AdminLecturerAudit> {
      const draft = await waitingDraftOrThrow(siteId, id);
      const now = clock.now();
      await transact(async (tx) => {
        await lecturerRepo.updateDraft(
          siteId,
          id,
          { audit_status: AuditStatus.approved, audit_opinion: opinion.trim(), gmt_modified: now },
          tx,
        );
        const profile = {
          lecturer_name: draft.lecturer_name,
          lecturer_position: draft.lecturer_position,
          introduce: draft.introduce,
          head_img_url: draft.head_img_url,
          is_live: draft.apply_live,
          gmt_modified: now,
        };
        const published = await lecturerRepo.findPublished(siteId, draft.user_id, tx);
        if (published) {
          await lecturerRepo.updatePublished(siteId, draft.user_id, profile, tx);
        } else {
          await lecturerRepo.insertPublished(
            {
              id: newId(),
              site_id: siteId,
              status_id: 1,
              gmt_create: now,
              user_id: draft.user_id,
              sort: 0,
              ...profile,
            },
            tx,
          );
        }
        const user = await userRepo.findById(siteId, draft.user_id, tx);
        if (user?.user_type === 1)
          await userRepo.update(siteId, draft.user_id, { user_type: 2, gmt_modified: now }, tx);
        await messages.notify(
          siteId,
          draft.user_id,
          {
            title: published ? '讲师资料审核通过' : '讲师申请已通过',
            content: published
              ? '您提交的讲师资料已审核通过，讲师主页已更新。'
              : `恭喜！您的讲师申请已通过审核，现在可以在“讲师中心”发布课程了。${opinion.trim() ? `审核意见：${opinion.trim()}` : ''}`,
            msgType: MessageType.audit,
          },
          tx,
        );
      });
      return adminView(siteId, id);
    },

    async reject(siteId: number, id: number, opinion: string): Promise<AdminLecturerAudit> {
      const draft = await waitingDraftOrThrow(siteId, id);
      await transact(async (tx) => {
        await lecturerRepo.updateDraft(
          siteId,
          id,
          { audit_status: AuditStatus.rejected, audit_opinion: opinion.trim(), gmt_modified: clock.now() },
          tx,
        );
        await messages.notify(
          siteId,
          draft.user_id,
          {
            title: '讲师申请未通过',
            content: `很抱歉，您的讲师申请未通过审核。审核意见：${opinion.trim()}`,
            msgType: MessageType.audit,
          },
          tx,
        );
      });
      return adminView(siteId, id);
    },
  };
}

export type LecturerService = ReturnType<typeof createLecturerService>;
