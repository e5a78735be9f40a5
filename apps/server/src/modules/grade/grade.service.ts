import {
  GradeJoinType,
  GradeRole,
  UserType,
  type GradeCard,
  type GradeCategory,
  type GradeInfo,
  type GradeMineQuery,
  type GradePublicQuery,
  type GradeSave,
  type GradeUpdate,
  type Page,
} from '@school/contracts';
import { badRequest, forbidden, refused } from '../../core/errors.ts';
import type { SessionUser } from '../../core/http.ts';
import type { IdGenerator } from '../../core/ids.ts';
import { pageWindow, toPage } from '../../core/paging.ts';
import type { RateLimiter } from '../../core/rate-limiter.ts';
import { sanitizeRichText } from '../../core/rich-text.ts';
import { type Clock, requireDateTime } from '../../core/time.ts';
import type { Transact } from '../../db/schema.ts';
import type { CourseModule } from '../course/index.ts';
import type { StudyService } from '../data/index.ts';
import { MessageType, type LecturerService, type MessageService, type UserService } from '../user/index.ts';
import type { GradeExamRepo } from './grade-exam.repo.ts';
import type { GradeRepo, GradeScope } from './grade.repo.ts';
import type { GradeInfoTable } from './grade.tables.ts';
import { createGradeApplications } from './grade-applications.ts';
import { createGradeConsole } from './grade-console.ts';
import { createGradeCourses } from './grade-courses.ts';
import { createGradeMembers } from './grade-members.ts';
import { createGradeStanding } from './grade-standing.ts';
import { newBusinessRow } from '../../db/columns.ts';

/** What classes need from other modules, through their index.ts. */
export interface GradeServiceDeps {
  gradeRepo: GradeRepo;
  /** Disbanding cancels the class's exams not yet begun. */
  gradeExamRepo: Pick<GradeExamRepo, 'cancelFutureExams'>;
  transact: Transact;
  clock: Clock;
  newId: IdGenerator;
  limiter: RateLimiter;
  users: Pick<UserService, 'summaries' | 'adminPage'>;
  lecturers: Pick<LecturerService, 'publicNames'>;
  messages: Pick<MessageService, 'notify'>;
  courses: Pick<CourseModule['courses'], 'findCourse' | 'listOrgCourses' | 'orgsLecturers'>;
  courseStudy: Pick<CourseModule['study'], 'courseCards' | 'periodCounts' | 'periodNames'>;
  study: Pick<StudyService, 'courseStates'>;
}

/**
 * Classes: their own verbs here; members (grade-members.ts), applications (grade-applications.ts) and
 * class courses and progress (grade-courses.ts) come from their files, on the shared standing (grade-standing.ts).
 */
export function createGradeService(deps: GradeServiceDeps) {
  const { gradeRepo: repo, transact, clock, newId } = deps;
  const standings = createGradeStanding(deps);
  const { isOrganisation, standing, runnable, cards, infos, memberRow } = standings;
  /** -1 matches no class: only an organisation user has classes of an organisation. */
  const orgIdOf = (user: SessionUser) => (isOrganisation(user) ? user.id : -1);

  async function pageInfos(siteId: number, user: SessionUser, scope: GradeScope, query: GradeMineQuery) {
    const window = pageWindow(query);
    const { rows, total } = await repo.pageGrades(siteId, scope, query.gradeName?.trim(), window);
    return toPage(await infos(siteId, user, rows), total, window);
  }

  /** Disbands a class: its exams not yet begun are cancelled and every member but the owner is told. */
  async function disbandNow(siteId: number, grade: GradeInfoTable): Promise<void> {
    await transact(async (tx) => {
      await repo.updateGrade(siteId, grade.id, { status_id: 0, gmt_modified: clock.now() }, tx);
      await deps.gradeExamRepo.cancelFutureExams(siteId, grade.id, clock.now(), tx);
      for (const userId of await repo.memberIds(siteId, grade.id, tx)) {
        if (userId === grade.owner_user_id) continue;
        await deps.messages.notify(
          siteId,
          userId,
          {
            title: '班级已解散',
            content: `您所在的班级“${grade.grade_name}”已解散，尚未开始的班级考试已取消。`,
            msgType: MessageType.notice,
          },
          tx,
        );
      }
    });
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
      introduce: sanitizeRichText(input.introduce),
      begin_time: beginTime,
      end_time: endTime,
      capacity: input.capacity,
      join_type: input.joinType,
      invitation_code: invitationCode,
      is_public: input.isPublic,
    };
  }

  return {
    ...createGradeMembers(deps, standings),
    ...createGradeApplications(deps, standings),
    ...createGradeCourses(deps, standings),
    admin: createGradeConsole(deps, standings, disbandNow),

    async save(siteId: number, user: SessionUser, input: GradeSave): Promise<GradeInfo> {
      if (user.userType !== UserType.teacher && !isOrganisation(user)) throw forbidden('只有讲师和机构可以创建班级');
      const fields = await checkedFields(siteId, input);
      const now = clock.now();
      const row: GradeInfoTable = {
        ...newBusinessRow(newId(), siteId, now),
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
      await disbandNow(siteId, grade);
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

    async categories(siteId: number): Promise<GradeCategory[]> {
      return (await repo.categories(siteId)).map((row) => ({ id: String(row.id), categoryName: row.category_name }));
    },
  };
}

export type GradeService = ReturnType<typeof createGradeService>;
