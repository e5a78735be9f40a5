import { type AdminComment, type AdminCommentListBody, CommunityAuditStatus, type Page } from '@school/contracts';
import { existingComment } from '../../core/comments.ts';
import { notFound } from '../../core/errors.ts';
import { pageWindow, toPage } from '../../core/paging.ts';
import { idOrUndefined } from './community.rules.ts';
import type { CommunityCommentTable } from './community.tables.ts';
import type { CommentServiceDeps } from './comment.service.ts';

/** The comment parts the console's verbs build on. */
export interface CommentStateChanges {
  changeState(
    siteId: number,
    row: CommunityCommentTable,
    fields: Partial<CommunityCommentTable>,
  ): Promise<CommunityCommentTable>;
  withTargets(siteId: number, rows: CommunityCommentTable[], viewerId: number): Promise<AdminCommentItem[]>;
}

type AdminCommentItem = Omit<AdminComment, 'isHidden' | 'statusId'>;

/** The console's comments: the list, hide, restore, delete and the review queue's decision. */
export function createCommentConsoleService(
  deps: CommentServiceDeps,
  { changeState, withTargets }: CommentStateChanges,
) {
  const { commentRepo } = deps;

  const requireComment = async (siteId: number, id: number) => existingComment(await commentRepo.find(siteId, id));

  /** The operator's change, answered with the comment as the console lists it. */
  async function moderate(
    siteId: number,
    id: number,
    change: { is_hidden?: number; status_id?: number },
  ): Promise<AdminComment> {
    const next = await changeState(siteId, await requireComment(siteId, id), change);
    const [item] = await withTargets(siteId, [next], 0);
    return { ...item!, isHidden: next.is_hidden === 1 ? 1 : 0, statusId: next.status_id === 1 ? 1 : 0 };
  }

  return {
    async adminPage(siteId: number, body: AdminCommentListBody): Promise<Page<AdminComment>> {
      const window = pageWindow(body);
      const { rows, total } = await commentRepo.adminPage(
        siteId,
        {
          targetType: body.targetType,
          targetId: idOrUndefined(body.targetId),
          keyword: body.keyword?.trim() || undefined,
          isHidden: body.isHidden,
        },
        window,
      );
      const items = await withTargets(siteId, rows, 0);
      return toPage(
        items.map((item, index) => ({
          ...item,
          isHidden: rows[index]!.is_hidden === 1 ? 1 : 0,
          statusId: rows[index]!.status_id === 1 ? 1 : 0,
        })),
        total,
        window,
      );
    },

    hide: (siteId: number, id: number) => moderate(siteId, id, { is_hidden: 1 }),
    /** Shows a hidden comment again, and undoes a deletion. */
    restore: (siteId: number, id: number) => moderate(siteId, id, { is_hidden: 0, status_id: 1 }),
    async adminDelete(siteId: number, id: number): Promise<null> {
      await changeState(siteId, await requireComment(siteId, id), { status_id: 0 });
      return null;
    },

    /** The review queue's decision on a comment or answer. */
    async review(siteId: number, id: number, passed: boolean, reason: string): Promise<CommunityCommentTable> {
      const row = await requireComment(siteId, id);
      if (row.status_id !== 1 || row.audit_status !== CommunityAuditStatus.waiting)
        throw notFound('这条内容不在审核队列中');
      return changeState(siteId, row, {
        audit_status: passed ? CommunityAuditStatus.passed : CommunityAuditStatus.rejected,
        audit_reason: passed ? '' : reason,
      });
    },
  };
}
