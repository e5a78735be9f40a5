import {
  Code,
  GradeApplyStatus,
  GradeJoinResult,
  GradeJoinType,
  GradeRole,
  GradeRules,
  UserType,
  type GradeApplyQuery,
  type GradeApplyRecord,
  type GradeApplySummary,
  type GradeAudit,
  type GradeAuditBatch,
  type GradeCard,
  type GradeCategory,
  type GradeCourse,
  type GradeCourseProgress,
  type GradeCourseQuery,
  type GradeInfo,
  type GradeJoin,
  type GradeMineQuery,
  type GradeProgressQuery,
  type GradePublicQuery,
  type GradeSave,
  type GradeStudent,
  type GradeStudentQuery,
  type GradeUpdate,
  type Page,
} from '@school/contracts';
import { AppError, badRequest, forbidden, notFound, refused } from '../../core/errors.ts';
import type { SessionUser } from '../../core/http.ts';
import type { IdGenerator } from '../../core/ids.ts';
import { pageWindow, toPage } from '../../core/paging.ts';
import type { RateLimiter } from '../../core/rate-limiter.ts';
import { type Clock, formatDateTime, requireDateTime } from '../../core/time.ts';
import type { Transact, Tx } from '../../db/schema.ts';
import type { CourseModule } from '../course/index.ts';
import type { StudyService } from '../data/index.ts';
import { MessageType, type LecturerService, type MessageService, type UserService } from '../user/index.ts';
import { type GradeRepo, type GradeScope, KICKED, MEMBER, QUIT } from './grade.repo.ts';
import type { GradeInfoTable, GradeStudentTable } from './grade.tables.ts';

/** What classes need from other modules, through their index.ts. */
export interface GradeServiceDeps {
  gradeRepo: GradeRepo;
  transact: Transact;
  clock: Clock;
  newId: IdGenerator;
  limiter: RateLimiter;
  users: Pick<UserService, 'summaries'>;
  lecturers: Pick<LecturerService, 'publicNames'>;
  messages: Pick<MessageService, 'notify'>;
  courses: Pick<CourseModule['courses'], 'findCourse' | 'listOrgCourses'>;
  courseStudy: Pick<CourseModule['study'], 'courseCards' | 'periodCounts' | 'periodNames'>;
  study: Pick<StudyService, 'courseStates'>;
}

const GRADE_GONE = '班级不存在或已解散';
const NOT_MEMBER = '您不是该班级成员';
const NOT_ADMIN = '只有班级的创建者和管理员可以进行此操作';
const NOT_OWNER = '只有班级的创建者可以进行此操作';
const ENDED = '班级已结束，不能再修改';
const FULL = '班级人数已满';
const RUNNING: number[] = [GradeRole.owner, GradeRole.admin];
/** An organisation's on-shelf courses read when its class's courses are checked. */
const ORG_COURSES_READ = 1000;

/** The class and the reader's role in it (0 none). */
interface Standing {
  grade: GradeInfoTable;
  role: number;
}

export function createGradeService(deps: GradeServiceDeps) {
  const { gradeRepo: repo, transact, clock, newId } = deps;
  const isOrganisation = (user: SessionUser) => user.userType === UserType.organisation;
  /** -1 matches no class: only an organisation user has classes of an organisation. */
  const orgIdOf = (user: SessionUser) => (isOrganisation(user) ? user.id : -1);
  const isExpired = (grade: GradeInfoTable) => grade.end_time < clock.now();

  /** An active class and the reader's role; another organisation's class is not found. */
  async function standing(siteId: number, user: SessionUser, gradeId: number, tx?: Tx): Promise<Standing> {
    const grade = await repo.findGrade(siteId, gradeId, tx);
    if (!grade || grade.status_id !== 1) throw notFound(GRADE_GONE);
    if (isOrganisation(user) && grade.org_user_id !== 0) {
      if (grade.org_user_id !== user.id) throw notFound(GRADE_GONE);
      return { grade, role: GradeRole.owner };
    }
    const member = await repo.findMember(siteId, gradeId, user.id, tx);
    return { grade, role: member?.status_id === MEMBER ? member.role : 0 };
  }

  async function runnable(siteId: number, user: SessionUser, gradeId: number, roles: number[], tx?: Tx) {
    const found = await standing(siteId, user, gradeId, tx);
    if (!roles.includes(found.role)) throw forbidden(roles.length === 1 ? NOT_OWNER : NOT_ADMIN);
    if (isExpired(found.grade)) throw refused(ENDED);
    return found;
  }

  async function cards(siteId: number, rows: GradeInfoTable[]): Promise<GradeCard[]> {
    const categoryIds = [...new Set(rows.map((row) => row.category_id))];
    const ownerIds = [...new Set(rows.map((row) => row.owner_user_id))];
    const [categories, lecturerNames, owners] = await Promise.all([
      deps.gradeRepo.categoriesById(siteId, categoryIds),
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

  /** Classes with the reader's role in each (an organisation's own classes are theirs to run). */
  async function infos(siteId: number, user: SessionUser, rows: GradeInfoTable[]): Promise<GradeInfo[]> {
    const members = await repo.membersOf(
      siteId,
      rows.map((row) => row.id),
      user.id,
    );
    const roles = new Map(members.map((member) => [member.grade_id, member.role]));
    const list = await cards(siteId, rows);
    return list.map((card, index) => {
      const row = rows[index]!;
      const role = isOrganisation(user) && row.org_user_id === user.id ? GradeRole.owner : (roles.get(row.id) ?? 0);
      return {
        ...card,
        myRole: role,
        invitationCode: RUNNING.includes(role) ? row.invitation_code : '',
        gmtCreate: formatDateTime(row.gmt_create),
      };
    });
  }

  async function pageInfos(siteId: number, user: SessionUser, scope: GradeScope, query: GradeMineQuery) {
    const window = pageWindow(query);
    const { rows, total } = await repo.pageGrades(siteId, scope, query.gradeName?.trim(), window);
    return toPage(await infos(siteId, user, rows), total, window);
  }

  /** The fields of a save, checked; what a class row takes from them. */
  async function checkedFields(siteId: number, input: GradeSave) {
    const gradeName = input.gradeName.trim();
    if (gradeName === '') throw badRequest('参数错误：gradeName 不能为空');
    const [category] = await repo.categoriesById(siteId, [Number(input.categoryId)]);
    if (!category || category.status_id !== 1) throw badRequest('参数错误：班级分类不存在');
    const beginTime = requireDateTime(input.beginTime, 'beginTime');
    const endTime = requireDateTime(input.endTime, 'endTime');
    if (endTime <= beginTime) throw badRequest('结束时间须晚于开始时间');
    if (endTime <= clock.now()) throw badRequest('结束时间须晚于现在');
    const invitationCode = input.joinType === GradeJoinType.code ? (input.invitationCode ?? '') : '';
    if (input.joinType === GradeJoinType.code && invitationCode === '') {
      throw badRequest('参数错误：邀请码加入的班级须填写 invitationCode');
    }
    return {
      grade_name: gradeName,
      category_id: category.id,
      grade_logo: input.gradeLogo,
      introduce: input.introduce.trim(),
      begin_time: beginTime,
      end_time: endTime,
      capacity: input.capacity,
      join_type: input.joinType,
      invitation_code: invitationCode,
      is_public: input.isPublic,
    };
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
    if (!(await repo.takePlace(siteId, grade.id, tx))) throw refused(FULL);
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
    if (!member || member.status_id !== MEMBER) throw notFound('该学员不在班级中');
    return member;
  }

  async function settle(siteId: number, user: SessionUser, ids: number[], verdict: 1 | 2, opinion: string) {
    const unique = [...new Set(ids)];
    await transact(async (tx) => {
      const records = await repo.findApplications(siteId, unique, tx);
      if (records.length !== unique.length) throw notFound('申请不存在或已被删除');
      if (records.some((record) => record.audit_status !== GradeApplyStatus.waiting)) {
        throw refused('申请已处理过，请刷新后重试');
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

  /** The published lesson's course; not found otherwise. */
  async function courseOfPeriod(siteId: number, periodId: number): Promise<number> {
    const period = (await deps.courseStudy.periodNames(siteId, [periodId])).get(periodId);
    if (!period) throw notFound('课时不存在或已下架');
    return period.courseId;
  }

  async function coursePage(siteId: number, gradeId: number, query: GradeCourseQuery): Promise<Page<GradeCourse>> {
    const window = pageWindow(query);
    const ids = await repo.courseIds(siteId, gradeId);
    const [cardsById, periodCounts] = await Promise.all([
      deps.courseStudy.courseCards(siteId, ids),
      deps.courseStudy.periodCounts(siteId, ids),
    ]);
    const shown = ids.filter((id) => cardsById.has(id));
    const list = shown.slice(window.offset, window.offset + window.pageSize).map((id) => {
      const card = cardsById.get(id)!;
      return {
        courseId: String(id),
        courseName: card.courseName,
        courseLogo: card.courseLogo,
        lecturerName: card.lecturerName,
        periodCount: periodCounts.get(id) ?? 0,
      };
    });
    return toPage(list, shown.length, window);
  }

  return {
    // ——— classes ———

    async save(siteId: number, user: SessionUser, input: GradeSave): Promise<GradeInfo> {
      if (user.userType !== UserType.teacher && !isOrganisation(user)) throw forbidden('只有讲师和机构可以创建班级');
      const fields = await checkedFields(siteId, input);
      const now = clock.now();
      const row: GradeInfoTable = {
        id: newId(),
        site_id: siteId,
        status_id: 1,
        gmt_create: now,
        gmt_modified: now,
        ...fields,
        owner_user_id: user.id,
        org_user_id: isOrganisation(user) ? user.id : 0,
        student_count: 0,
      };
      await transact(async (tx) => {
        await repo.insertGrade(row, tx);
        await repo.insertMember(memberRow(siteId, row.id, user.id, GradeRole.owner), tx);
      });
      return (await infos(siteId, user, [row]))[0]!;
    },

    async update(siteId: number, user: SessionUser, input: GradeUpdate): Promise<GradeInfo> {
      const { grade } = await runnable(siteId, user, Number(input.id), [GradeRole.owner]);
      const fields = await checkedFields(siteId, input);
      if (fields.capacity < grade.student_count) {
        throw refused(`人数上限不能少于现有学员数（${grade.student_count} 人）`);
      }
      await repo.updateGrade(siteId, grade.id, { ...fields, gmt_modified: clock.now() });
      return (await infos(siteId, user, [(await repo.findGrade(siteId, grade.id))!]))[0]!;
    },

    pageRun: (siteId: number, user: SessionUser, query: GradeMineQuery) =>
      pageInfos(siteId, user, { kind: 'run', userId: user.id, orgUserId: orgIdOf(user) }, query),

    pageMine: (siteId: number, user: SessionUser, query: GradeMineQuery, expired: boolean) =>
      pageInfos(
        siteId,
        user,
        { kind: 'member', userId: user.id, orgUserId: orgIdOf(user), expired, now: clock.now() },
        query,
      ),

    async view(siteId: number, user: SessionUser, id: number): Promise<GradeInfo> {
      const { grade } = await standing(siteId, user, id);
      return (await infos(siteId, user, [grade]))[0]!;
    },

    async disband(siteId: number, user: SessionUser, id: number): Promise<null> {
      const { grade } = await runnable(siteId, user, id, [GradeRole.owner]);
      await transact(async (tx) => {
        await repo.updateGrade(siteId, grade.id, { status_id: 0, gmt_modified: clock.now() }, tx);
        for (const userId of await repo.memberIds(siteId, grade.id, tx)) {
          if (userId === grade.owner_user_id) continue;
          await deps.messages.notify(
            siteId,
            userId,
            { title: '班级已解散', content: `您所在的班级“${grade.grade_name}”已解散。`, msgType: MessageType.notice },
            tx,
          );
        }
      });
      return null;
    },

    async pagePublic(siteId: number, query: GradePublicQuery): Promise<Page<GradeCard>> {
      const window = pageWindow(query);
      const scope: GradeScope = {
        kind: 'public',
        id: query.id ? Number(query.id) : undefined,
        categoryId: query.categoryId ? Number(query.categoryId) : undefined,
      };
      const { rows, total } = await repo.pageGrades(siteId, scope, query.gradeName?.trim(), window);
      return toPage(await cards(siteId, rows), total, window);
    },

    async pageAll(siteId: number, query: GradeMineQuery): Promise<Page<GradeCard>> {
      const window = pageWindow(query);
      const { rows, total } = await repo.pageGrades(siteId, { kind: 'all' }, query.gradeName?.trim(), window);
      return toPage(await cards(siteId, rows), total, window);
    },

    async categories(siteId: number): Promise<GradeCategory[]> {
      return (await repo.categories(siteId)).map((row) => ({ id: String(row.id), categoryName: row.category_name }));
    },

    // ——— students ———

    async join(siteId: number, user: SessionUser, input: GradeJoin): Promise<{ joinResult: number }> {
      const grade = await repo.findGrade(siteId, Number(input.gradeId));
      if (!grade) throw notFound(GRADE_GONE);
      if (grade.status_id !== 1) throw refused('该班级已解散，不能加入');
      if (isExpired(grade)) throw refused('班级已结束，不能加入');
      const member = await repo.findMember(siteId, grade.id, user.id);
      if (member?.status_id === MEMBER || (isOrganisation(user) && grade.org_user_id === user.id)) {
        throw refused('您已是该班级成员');
      }
      if (grade.student_count >= grade.capacity) throw refused(FULL);
      if (grade.join_type === GradeJoinType.apply || member?.status_id === KICKED) {
        if (await repo.waitingApplication(siteId, grade.id, user.id)) throw refused('您的申请正在审核中，请耐心等待');
        const now = clock.now();
        await repo.insertApplication({
          id: newId(),
          site_id: siteId,
          status_id: 1,
          gmt_create: now,
          gmt_modified: now,
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
      if (role === 0) throw refused(NOT_MEMBER);
      if (role === GradeRole.owner) throw refused('班级创建者不能退出班级');
      const member = (await repo.findMember(siteId, gradeId, user.id))!;
      await transact(async (tx) => {
        await repo.updateMember(
          siteId,
          member.id,
          { status_id: QUIT, role: GradeRole.student, gmt_modified: clock.now() },
          tx,
        );
        await repo.freePlace(siteId, grade.id, tx);
      });
      return null;
    },

    async kickOut(siteId: number, user: SessionUser, gradeId: number, userId: number): Promise<null> {
      const { grade, role } = await runnable(siteId, user, gradeId, RUNNING);
      const member = await studentOf(siteId, gradeId, userId);
      if (member.role === GradeRole.owner) throw refused('不能移出班级创建者');
      if (member.role === GradeRole.admin && role !== GradeRole.owner) throw forbidden('只有创建者可以移出管理员');
      await transact(async (tx) => {
        await repo.updateMember(
          siteId,
          member.id,
          { status_id: KICKED, role: GradeRole.student, gmt_modified: clock.now() },
          tx,
        );
        await repo.freePlace(siteId, grade.id, tx);
      });
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
      if (!RUNNING.includes(role)) throw forbidden(NOT_ADMIN);
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

    // ——— applications ———

    async pageApplications(siteId: number, user: SessionUser, query: GradeApplyQuery): Promise<Page<GradeApplyRecord>> {
      const { grade, role } = await standing(siteId, user, Number(query.gradeId));
      if (!RUNNING.includes(role)) throw forbidden(NOT_ADMIN);
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
      if (!RUNNING.includes(role)) throw forbidden(NOT_ADMIN);
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
      if (!record) throw notFound('申请不存在或已被删除');
      await runnable(siteId, user, record.grade_id, RUNNING);
      if (record.audit_status !== GradeApplyStatus.waiting) throw refused('申请已处理过，请刷新后重试');
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

    // ——— courses and progress ———

    async pageCourses(siteId: number, user: SessionUser, query: GradeCourseQuery): Promise<Page<GradeCourse>> {
      const { grade, role } = await standing(siteId, user, Number(query.gradeId));
      if (role === 0) throw forbidden(NOT_MEMBER);
      return coursePage(siteId, grade.id, query);
    },

    async pagePublicCourses(siteId: number, query: GradeCourseQuery): Promise<Page<GradeCourse>> {
      const grade = await repo.findGrade(siteId, Number(query.gradeId));
      if (!grade || grade.status_id !== 1) throw notFound(GRADE_GONE);
      return coursePage(siteId, grade.id, query);
    },

    /** A class's courses are video courses of its owner or its organisation. */
    async saveCourses(siteId: number, user: SessionUser, gradeId: number, courseIds: number[]): Promise<null> {
      const { grade } = await runnable(siteId, user, gradeId, RUNNING);
      const unique = [...new Set(courseIds)];
      const orgCourseIds = new Set<number>();
      if (grade.org_user_id !== 0) {
        const window = { pageCurrent: 1, pageSize: ORG_COURSES_READ, offset: 0 };
        const page = await deps.courses.listOrgCourses(siteId, grade.org_user_id, window);
        for (const item of page.list) orgCourseIds.add(Number(item.id));
      }
      for (const courseId of unique) {
        const course = await deps.courses.findCourse(siteId, courseId);
        if (!course || course.status_id !== 1) throw notFound('课程不存在或已被删除');
        const ours = course.lecturer_user_id === grade.owner_user_id || orgCourseIds.has(course.id);
        if (course.course_category !== 1 || !ours) {
          throw refused(`课程《${course.course_name}》不是班级创建者或所属机构的视频课程，不能加入班级`);
        }
      }
      const now = clock.now();
      await transact((tx) =>
        repo.replaceCourses(
          siteId,
          grade.id,
          unique.map((courseId, sort) => ({
            id: newId(),
            site_id: siteId,
            status_id: 1,
            gmt_create: now,
            gmt_modified: now,
            grade_id: grade.id,
            course_id: courseId,
            sort,
          })),
          tx,
        ),
      );
      return null;
    },

    async gradesOfPeriod(siteId: number, user: SessionUser, periodId: number) {
      const courseId = await courseOfPeriod(siteId, periodId);
      const rows = await repo.validGradesTeaching(siteId, user.id, [courseId], clock.now());
      return rows.map((row) => ({ gradeId: String(row.grade_id), gradeName: row.grade_name }));
    },

    async saveStudy(siteId: number, user: SessionUser, gradeId: number, periodId: number): Promise<null> {
      const courseId = await courseOfPeriod(siteId, periodId);
      const rows = await repo.validGradesTeaching(siteId, user.id, [courseId], clock.now());
      if (!rows.some((row) => row.grade_id === gradeId)) throw refused('该课时不在您所在的有效班级的课程中');
      const now = clock.now();
      await repo.saveStudy({
        id: newId(),
        site_id: siteId,
        status_id: 1,
        gmt_create: now,
        gmt_modified: now,
        grade_id: gradeId,
        user_id: user.id,
        course_id: courseId,
        period_id: periodId,
      });
      return null;
    },

    async progress(siteId: number, user: SessionUser, query: GradeProgressQuery): Promise<GradeCourseProgress[]> {
      const { grade, role } = await standing(siteId, user, Number(query.gradeId));
      const learnerId = query.userId ? Number(query.userId) : user.id;
      if (learnerId !== user.id) {
        if (!RUNNING.includes(role)) throw forbidden(NOT_ADMIN);
        await studentOf(siteId, grade.id, learnerId);
      } else if (role === 0) {
        throw forbidden(NOT_MEMBER);
      }
      const ids = await repo.courseIds(siteId, grade.id);
      const [cardsById, periodCounts, states] = await Promise.all([
        deps.courseStudy.courseCards(siteId, ids),
        deps.courseStudy.periodCounts(siteId, ids),
        deps.study.courseStates(siteId, learnerId, ids),
      ]);
      return ids
        .filter((id) => cardsById.has(id))
        .map((id) => {
          const periodCount = periodCounts.get(id) ?? 0;
          const learnedCount = Math.min(states.get(id)?.learnedCount ?? 0, periodCount);
          return {
            courseId: String(id),
            courseName: cardsById.get(id)!.courseName,
            periodCount,
            learnedCount,
            progress: periodCount === 0 ? 0 : Math.round((learnedCount / periodCount) * 100),
          };
        });
    },

    /** For the course module's lesson player: which of these courses a valid class gives the user. */
    async coursesOpenTo(siteId: number, userId: number, courseIds: number[]): Promise<Set<number>> {
      const rows = await repo.validGradesTeaching(siteId, userId, courseIds, clock.now());
      return new Set(rows.map((row) => row.course_id));
    },
  };
}

export type GradeService = ReturnType<typeof createGradeService>;
