import {
  Code,
  GradeApplyStatus,
  GradeJoinResult,
  GradeJoinType,
  GradeMessages,
  GradeRole,
  GradeRules,
  type GradeJoin,
  type GradeStudent,
  type GradeStudentQuery,
  type Page,
} from '@school/contracts';
import { AppError, forbidden, notFound, refused } from '../../core/errors.ts';
import type { SessionUser } from '../../core/http.ts';
import { pageWindow, toPage } from '../../core/paging.ts';
import { formatDateTime } from '../../core/time.ts';
import { KICKED, MEMBER, QUIT } from './grade.repo.ts';
import type { GradeServiceDeps } from './grade.service.ts';
import { type GradeStanding, RUNNING } from './grade-standing.ts';
import { newBusinessRow } from '../../db/columns.ts';

/** Joining and leaving a class, and how those who run it manage its students. */
export function createGradeMembers(
  deps: Pick<GradeServiceDeps, 'gradeRepo' | 'transact' | 'clock' | 'newId' | 'limiter' | 'users'>,
  standings: Pick<GradeStanding, 'isOrganisation' | 'isExpired' | 'standing' | 'runnable' | 'admit' | 'studentOf'>,
) {
  const { gradeRepo: repo, transact, clock, newId } = deps;
  const { isOrganisation, isExpired, standing, runnable, admit, studentOf } = standings;

  /** A member leaves (quits or is removed): a student again, no longer counted, the place free. */
  const leave = (siteId: number, gradeId: number, memberId: number, status: number) =>
    transact(async (tx) => {
      await repo.updateMember(
        siteId,
        memberId,
        { status_id: status, role: GradeRole.student, gmt_modified: clock.now() },
        tx,
      );
      await repo.freePlace(siteId, gradeId, tx);
    });

  return {
    async join(siteId: number, user: SessionUser, input: GradeJoin): Promise<{ joinResult: number }> {
      const grade = await repo.findGrade(siteId, Number(input.gradeId));
      if (!grade) throw notFound(GradeMessages.gradeGone);
      if (grade.status_id !== 1) throw refused('该班级已解散，不能加入');
      if (isExpired(grade)) throw refused('班级已结束，不能加入');
      const member = await repo.findMember(siteId, grade.id, user.id);
      if (member?.status_id === MEMBER || (isOrganisation(user) && grade.org_user_id === user.id)) {
        throw refused('您已是该班级成员');
      }
      if (grade.student_count >= grade.capacity) throw refused(GradeMessages.full);
      if (grade.join_type === GradeJoinType.apply || member?.status_id === KICKED) {
        if (await repo.waitingApplication(siteId, grade.id, user.id)) throw refused('您的申请正在审核中，请耐心等待');
        const now = clock.now();
        await repo.insertApplication({
          ...newBusinessRow(newId(), siteId, now),
          grade_id: grade.id,
          user_id: user.id,
          remark: input.remark?.trim() ?? '',
          audit_status: GradeApplyStatus.waiting,
          audit_opinion: '',
        });
        return { joinResult: GradeJoinResult.applied };
      }
      if (grade.join_type === GradeJoinType.code) {
        // Every try counts, so that guessing stops at the limit even when a guess is right.
        const key = `grade-code:${siteId}:${grade.id}:${user.id}`;
        if (!(await deps.limiter.take(key, GradeRules.wrongCodeLimit, GradeRules.wrongCodeWindowMs))) {
          throw new AppError(Code.tooManyRequests, '邀请码尝试次数过多，请 10 分钟后再试');
        }
        if ((input.invitationCode ?? '').trim() !== grade.invitation_code) throw refused('邀请码不正确');
      }
      await transact((tx) => admit(siteId, grade, user.id, tx));
      return { joinResult: GradeJoinResult.joined };
    },

    async quit(siteId: number, user: SessionUser, gradeId: number): Promise<null> {
      const { grade, role } = await standing(siteId, user, gradeId);
      if (role === 0) throw refused(GradeMessages.notMember);
      if (role === GradeRole.owner) throw refused('班级创建者不能退出班级');
      const member = (await repo.findMember(siteId, gradeId, user.id))!;
      await leave(siteId, grade.id, member.id, QUIT);
      return null;
    },

    async kickOut(siteId: number, user: SessionUser, gradeId: number, userId: number): Promise<null> {
      const { grade, role } = await runnable(siteId, user, gradeId, RUNNING);
      const member = await studentOf(siteId, gradeId, userId);
      if (member.role === GradeRole.owner) throw refused('不能移出班级创建者');
      if (member.role === GradeRole.admin && role !== GradeRole.owner) throw forbidden('只有创建者可以移出管理员');
      await leave(siteId, grade.id, member.id, KICKED);
      return null;
    },

    async setAdmin(siteId: number, user: SessionUser, gradeId: number, userId: number, isAdmin: 0 | 1) {
      await runnable(siteId, user, gradeId, [GradeRole.owner]);
      const member = await studentOf(siteId, gradeId, userId);
      if (member.role === GradeRole.owner) throw refused('不能更改班级创建者的角色');
      const role = isAdmin === 1 ? GradeRole.admin : GradeRole.student;
      await repo.updateMember(siteId, member.id, { role, gmt_modified: clock.now() });
      return null;
    },

    async editRemark(siteId: number, user: SessionUser, gradeId: number, userId: number, remark: string) {
      await runnable(siteId, user, gradeId, RUNNING);
      const member = await studentOf(siteId, gradeId, userId);
      await repo.updateMember(siteId, member.id, { remark: remark.trim(), gmt_modified: clock.now() });
      return null;
    },

    async pageStudents(siteId: number, user: SessionUser, query: GradeStudentQuery): Promise<Page<GradeStudent>> {
      const { role } = await standing(siteId, user, Number(query.gradeId));
      if (!RUNNING.includes(role)) throw forbidden(GradeMessages.notAdmin);
      const window = pageWindow(query);
      const { rows, total } = await repo.pageMembers(siteId, Number(query.gradeId), query.role, window);
      const people = await deps.users.summaries(
        siteId,
        rows.map((row) => row.user_id),
      );
      const list = rows.map((row) => ({
        userId: String(row.user_id),
        nickname: people.get(row.user_id)?.nickname ?? '',
        headImgUrl: people.get(row.user_id)?.headImgUrl ?? '',
        role: row.role as GradeStudent['role'],
        remark: row.remark,
        gmtCreate: formatDateTime(row.gmt_create),
      }));
      return toPage(list, total, window);
    },

    isAdmin: (siteId: number, user: SessionUser) => repo.runsActiveGrade(siteId, user.id, clock.now()),
  };
}
