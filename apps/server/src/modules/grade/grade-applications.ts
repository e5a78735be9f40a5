import {
  GradeApplyStatus,
  GradeMessages,
  type GradeApplyQuery,
  type GradeApplyRecord,
  type GradeApplySummary,
  type GradeAudit,
  type GradeAuditBatch,
  type Page,
} from '@school/contracts';
import { forbidden, notFound, refused } from '../../core/errors.ts';
import type { SessionUser } from '../../core/http.ts';
import { pageWindow, toPage } from '../../core/paging.ts';
import { formatDateTime } from '../../core/time.ts';
import { MessageType } from '../user/index.ts';
import type { GradeServiceDeps } from './grade.service.ts';
import type { GradeInfoTable } from './grade.tables.ts';
import { type GradeStanding, RUNNING } from './grade-standing.ts';

/** Applications to join a class: their lists and counts, and the audit that admits or refuses them. */
export function createGradeApplications(
  deps: Pick<GradeServiceDeps, 'gradeRepo' | 'transact' | 'clock' | 'users' | 'messages'>,
  standings: Pick<GradeStanding, 'standing' | 'runnable' | 'admit'>,
) {
  const { gradeRepo: repo, transact, clock } = deps;
  const { standing, runnable, admit } = standings;

  async function settle(siteId: number, user: SessionUser, ids: number[], verdict: 1 | 2, opinion: string) {
    const unique = [...new Set(ids)];
    await transact(async (tx) => {
      const records = await repo.findApplications(siteId, unique, tx);
      if (records.length !== unique.length) throw notFound(GradeMessages.applicationGone);
      if (records.some((record) => record.audit_status !== GradeApplyStatus.waiting)) {
        throw refused(GradeMessages.applicationSettled);
      }
      const grades = new Map<number, GradeInfoTable>();
      for (const gradeId of new Set(records.map((record) => record.grade_id))) {
        grades.set(gradeId, (await runnable(siteId, user, gradeId, RUNNING, tx)).grade);
      }
      const now = clock.now();
      for (const record of records) {
        const grade = grades.get(record.grade_id)!;
        if (verdict === GradeApplyStatus.approved) await admit(siteId, grade, record.user_id, tx);
        await deps.messages.notify(
          siteId,
          record.user_id,
          {
            title: verdict === GradeApplyStatus.approved ? '加入班级申请已通过' : '加入班级申请未通过',
            content:
              verdict === GradeApplyStatus.approved
                ? `您已加入班级“${grade.grade_name}”。`
                : `您加入班级“${grade.grade_name}”的申请未通过${opinion ? `：${opinion}` : '。'}`,
            msgType: MessageType.audit,
          },
          tx,
        );
      }
      await repo.settleApplications(
        siteId,
        unique,
        { audit_status: verdict, audit_opinion: opinion, gmt_modified: now },
        tx,
      );
    });
    return null;
  }

  return {
    async pageApplications(siteId: number, user: SessionUser, query: GradeApplyQuery): Promise<Page<GradeApplyRecord>> {
      const { grade, role } = await standing(siteId, user, Number(query.gradeId));
      if (!RUNNING.includes(role)) throw forbidden(GradeMessages.notAdmin);
      const window = pageWindow(query);
      const { rows, total } = await repo.pageApplications(siteId, grade.id, query.auditStatus, window);
      const people = await deps.users.summaries(
        siteId,
        rows.map((row) => row.user_id),
      );
      const list = rows.map((row) => ({
        id: String(row.id),
        gradeId: String(row.grade_id),
        userId: String(row.user_id),
        nickname: people.get(row.user_id)?.nickname ?? '',
        headImgUrl: people.get(row.user_id)?.headImgUrl ?? '',
        remark: row.remark,
        auditStatus: row.audit_status as GradeApplyRecord['auditStatus'],
        auditOpinion: row.audit_opinion,
        gmtCreate: formatDateTime(row.gmt_create),
      }));
      return toPage(list, total, window);
    },

    async summarize(siteId: number, user: SessionUser, gradeId: number): Promise<GradeApplySummary> {
      const { role } = await standing(siteId, user, gradeId);
      if (!RUNNING.includes(role)) throw forbidden(GradeMessages.notAdmin);
      const counts = new Map(
        (await repo.applicationCounts(siteId, [gradeId])).map((row) => [row.audit_status, Number(row.count)]),
      );
      return {
        waitCount: counts.get(GradeApplyStatus.waiting) ?? 0,
        approvedCount: counts.get(GradeApplyStatus.approved) ?? 0,
        rejectedCount: counts.get(GradeApplyStatus.rejected) ?? 0,
        ignoredCount: counts.get(GradeApplyStatus.ignored) ?? 0,
      };
    },

    async countWaiting(siteId: number, user: SessionUser): Promise<number> {
      const counts = await repo.applicationCounts(siteId, await repo.runGradeIds(siteId, user.id));
      return Number(counts.find((row) => row.audit_status === GradeApplyStatus.waiting)?.count ?? 0);
    },

    audit: (siteId: number, user: SessionUser, input: GradeAudit) =>
      settle(siteId, user, [Number(input.id)], input.auditStatus, input.auditOpinion?.trim() ?? ''),

    auditBatch: (siteId: number, user: SessionUser, input: GradeAuditBatch) =>
      settle(siteId, user, input.ids.map(Number), input.auditStatus, input.auditOpinion?.trim() ?? ''),

    async ignore(siteId: number, user: SessionUser, id: number): Promise<null> {
      const [record] = await repo.findApplications(siteId, [id]);
      if (!record) throw notFound(GradeMessages.applicationGone);
      await runnable(siteId, user, record.grade_id, RUNNING);
      if (record.audit_status !== GradeApplyStatus.waiting) throw refused(GradeMessages.applicationSettled);
      await transact((tx) =>
        repo.settleApplications(
          siteId,
          [id],
          { audit_status: GradeApplyStatus.ignored, audit_opinion: '', gmt_modified: clock.now() },
          tx,
        ),
      );
      return null;
    },
  };
}
