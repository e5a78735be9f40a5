import {
  GradeApplyStatus,
  GradeMessages,
  GradeMyApplyStatus,
  GradeRole,
  UserType,
  type GradeCard,
  type GradeInfo,
} from '@school/contracts';
import { forbidden, notFound, refused } from '../../core/errors.ts';
import type { SessionUser } from '../../core/http.ts';
import { formatDateTime } from '../../core/time.ts';
import type { Tx } from '../../db/schema.ts';
import { KICKED, MEMBER } from './grade.repo.ts';
import type { GradeServiceDeps } from './grade.service.ts';
import type { GradeInfoTable, GradeStudentTable } from './grade.tables.ts';

/** The roles that run a class: its owner and admins. */
export const RUNNING: number[] = [GradeRole.owner, GradeRole.admin];

/** The class and the reader's role in it (0 none). */
export interface Standing {
  grade: GradeInfoTable;
  role: number;
}

/**
 * Who the reader is in a class (standing, runnable), the class as cards and infos, and how a user
 * becomes a member; shared by every part of the grade service.
 */
export function createGradeStanding(
  deps: Pick<GradeServiceDeps, 'gradeRepo' | 'clock' | 'newId' | 'lecturers' | 'users'>,
) {
  const { gradeRepo: repo, clock, newId } = deps;
  const isOrganisation = (user: SessionUser) => user.userType === UserType.organisation;
  const isExpired = (grade: GradeInfoTable) => grade.end_time < clock.now();

  /** An active class and the reader's role; another organisation's class is not found. */
  async function standing(siteId: number, user: SessionUser, gradeId: number, tx?: Tx): Promise<Standing> {
    const grade = await repo.findGrade(siteId, gradeId, tx);
    if (!grade || grade.status_id !== 1) throw notFound(GradeMessages.gradeGone);
    if (isOrganisation(user) && grade.org_user_id !== 0) {
      if (grade.org_user_id !== user.id) throw notFound(GradeMessages.gradeGone);
      return { grade, role: GradeRole.owner };
    }
    const member = await repo.findMember(siteId, gradeId, user.id, tx);
    return { grade, role: member?.status_id === MEMBER ? member.role : 0 };
  }

  async function runnable(siteId: number, user: SessionUser, gradeId: number, roles: number[], tx?: Tx) {
    const found = await standing(siteId, user, gradeId, tx);
    if (!roles.includes(found.role)) {
      throw forbidden(roles.length === 1 ? GradeMessages.notOwner : GradeMessages.notAdmin);
    }
    if (isExpired(found.grade)) throw refused(GradeMessages.ended);
    return found;
  }

  async function cards(siteId: number, rows: GradeInfoTable[]): Promise<GradeCard[]> {
    const categoryIds = [...new Set(rows.map((row) => row.category_id))];
    const ownerIds = [...new Set(rows.map((row) => row.owner_user_id))];
    const [categories, lecturerNames, owners] = await Promise.all([
      repo.categoriesById(siteId, categoryIds),
      deps.lecturers.publicNames(siteId, ownerIds),
      deps.users.summaries(siteId, ownerIds),
    ]);
    const categoryNames = new Map(categories.map((row) => [row.id, row.category_name]));
    return rows.map((row) => ({
      id: String(row.id),
      gradeName: row.grade_name,
      categoryId: String(row.category_id),
      categoryName: categoryNames.get(row.category_id) ?? '',
      gradeLogo: row.grade_logo,
      introduce: row.introduce,
      lecturerUserId: String(row.owner_user_id),
      lecturerName: lecturerNames.get(row.owner_user_id) ?? owners.get(row.owner_user_id)?.nickname ?? '',
      beginTime: formatDateTime(row.begin_time),
      endTime: formatDateTime(row.end_time),
      capacity: row.capacity,
      studentCount: row.student_count,
      joinType: row.join_type as GradeCard['joinType'],
      isPublic: row.is_public === 1 ? 1 : 0,
      statusId: row.status_id === 1 ? 1 : 0,
      isExpired: isExpired(row) ? 1 : 0,
    }));
  }

  /** Where the reader stands with a class they are not in: the latest application, else kicked out, else none. */
  function applyStatusOf(member: GradeStudentTable | undefined, latestAudit: number | undefined): number {
    if (member?.status_id === MEMBER) return GradeMyApplyStatus.member;
    if (latestAudit === GradeApplyStatus.waiting) return GradeMyApplyStatus.waiting;
    if (latestAudit === GradeApplyStatus.rejected) return GradeMyApplyStatus.rejected;
    return member?.status_id === KICKED ? GradeMyApplyStatus.kicked : GradeMyApplyStatus.none;
  }

  /** Classes with the reader's role and apply status in each (an organisation's own classes are theirs to run). */
  async function infos(siteId: number, user: SessionUser, rows: GradeInfoTable[]): Promise<GradeInfo[]> {
    const ids = rows.map((row) => row.id);
    const [memberships, applications, list] = await Promise.all([
      repo.membershipsOf(siteId, ids, user.id),
      repo.applicationsOf(siteId, ids, user.id),
      cards(siteId, rows),
    ]);
    const members = new Map(memberships.map((member) => [member.grade_id, member]));
    const latestAudits = new Map(applications.map((application) => [application.grade_id, application.audit_status]));
    return list.map((card, index) => {
      const row = rows[index]!;
      const member = members.get(row.id);
      const ownOrg = isOrganisation(user) && row.org_user_id === user.id;
      const role = ownOrg ? GradeRole.owner : member?.status_id === MEMBER ? member.role : 0;
      return {
        ...card,
        myRole: role,
        myApplyStatus: ownOrg ? GradeMyApplyStatus.member : applyStatusOf(member, latestAudits.get(row.id)),
        invitationCode: RUNNING.includes(role) ? row.invitation_code : '',
        gmtCreate: formatDateTime(row.gmt_create),
      };
    });
  }

  const memberRow = (siteId: number, gradeId: number, userId: number, role: number): GradeStudentTable => {
    const now = clock.now();
    return {
      id: newId(),
      site_id: siteId,
      status_id: MEMBER,
      gmt_create: now,
      gmt_modified: now,
      grade_id: gradeId,
      user_id: userId,
      role,
      remark: '',
    };
  };

  /** Takes a place and makes the user a student (again). */
  async function admit(siteId: number, grade: GradeInfoTable, userId: number, tx: Tx): Promise<void> {
    if (!(await repo.takePlace(siteId, grade.id, tx))) throw refused(GradeMessages.full);
    const existing = await repo.findMember(siteId, grade.id, userId, tx);
    if (existing) {
      await repo.updateMember(
        siteId,
        existing.id,
        { status_id: MEMBER, role: GradeRole.student, gmt_modified: clock.now() },
        tx,
      );
    } else {
      await repo.insertMember(memberRow(siteId, grade.id, userId, GradeRole.student), tx);
    }
  }

  /** A member other than the owner, for those who run the class. */
  async function studentOf(siteId: number, gradeId: number, userId: number) {
    const member = await repo.findMember(siteId, gradeId, userId);
    if (!member || member.status_id !== MEMBER) throw notFound(GradeMessages.studentGone);
    return member;
  }

  return { isOrganisation, isExpired, standing, runnable, cards, infos, memberRow, admit, studentOf };
}

export type GradeStanding = ReturnType<typeof createGradeStanding>;
