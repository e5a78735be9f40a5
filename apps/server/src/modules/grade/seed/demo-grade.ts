import { GradeApplyStatus, GradeExamScope, GradeExamScoreShow, GradeJoinType, GradeRole } from '@school/contracts';
import type { SeedContext } from '../../../core/module.ts';
import { DEMO_SITE_ID } from '../../../db/seed/demo-accounts.ts';
import { MEMBER } from '../grade.repo.ts';

const DAY_MS = 24 * 3600 * 1000;
/** The demo lecturer's published paper the IELTS class takes as its exam (it has essays to mark). */
const DEMO_EXAM_PAPER = '四级翻译与写作专项';

/**
 * The demo school's classes: the organisation's open CET-4 sprint class with its CET-4 courses (the demo
 * learner a student, the class teacher 13800000004 an administrator); the demo lecturer's IELTS class,
 * joined by application (the learner's application waits), and his code class (code CODE2026). The IELTS
 * class has an exam open for two weeks on one of his published papers, for every student (an approved
 * applicant claims a place).
 */
export async function seedGrade({ db, newId, now }: SeedContext): Promise<void> {
  const people = await db
    .selectFrom('users')
    .select(['id', 'mobile'])
    .where('site_id', '=', DEMO_SITE_ID)
    .where('mobile', 'in', ['13800000001', '13800000002', '13800000003', '13800000004'])
    .execute();
  const idOf = (mobile: string) => people.find((row) => row.mobile === mobile)!.id;
  const [learner, lecturer, organisation, classTeacher] = [
    idOf('13800000001'),
    idOf('13800000002'),
    idOf('13800000003'),
    idOf('13800000004'),
  ];
  const courses = await db
    .selectFrom('course')
    .select(['id', 'course_name', 'lecturer_user_id', 'org_user_id'])
    .where('site_id', '=', DEMO_SITE_ID)
    .where('course_category', '=', 1)
    .where('status_id', '=', 1)
    .execute();
  const cet4Courses = courses.filter((row) => row.org_user_id === organisation && row.course_name.includes('四级'));
  const lecturerCourses = courses.filter((row) => row.lecturer_user_id === lecturer);

  const base = { site_id: DEMO_SITE_ID, status_id: 1, gmt_create: now, gmt_modified: now };
  const categories = ['英语四六级', '雅思托福', '考研英语'].map((name, sort) => ({
    ...base,
    id: newId(),
    category_name: name,
    sort,
  }));
  await db.insertInto('grade_category').values(categories).execute();

  const grade = (fields: {
    name: string;
    category: number;
    owner: number;
    org: number;
    joinType: number;
    code?: string;
    students: number;
    introduce: string;
  }) => ({
    ...base,
    id: newId(),
    grade_name: fields.name,
    category_id: categories[fields.category]!.id,
    grade_logo: '',
    introduce: fields.introduce,
    owner_user_id: fields.owner,
    org_user_id: fields.org,
    begin_time: now - 7 * DAY_MS,
    end_time: now + 60 * DAY_MS,
    capacity: 50,
    student_count: fields.students,
    join_type: fields.joinType,
    invitation_code: fields.code ?? '',
    is_public: 1,
  });
  const cet4 = grade({
    name: '四级冲刺班（2026 年 6 月考期）',
    category: 0,
    owner: organisation,
    org: organisation,
    joinType: GradeJoinType.open,
    students: 2,
    introduce: '<p>八周冲刺大学英语四级：听力、阅读、写作翻译逐项突破，每周一次班级测验。</p>',
  });
  const ielts = grade({
    name: '雅思 7 分精品班',
    category: 1,
    owner: lecturer,
    org: 0,
    joinType: GradeJoinType.apply,
    students: 0,
    introduce: '<p>王老师亲自带班，小班教学，申请后由老师审核加入。</p>',
  });
  const coded = grade({
    name: '雅思写作私教班',
    category: 1,
    owner: lecturer,
    org: 0,
    joinType: GradeJoinType.code,
    code: 'CODE2026',
    students: 0,
    introduce: '<p>凭老师发放的邀请码加入。</p>',
  });
  await db.insertInto('grade_info').values([cet4, ielts, coded]).execute();

  const member = (gradeId: number, userId: number, role: number) => ({
    ...base,
    status_id: MEMBER,
    id: newId(),
    grade_id: gradeId,
    user_id: userId,
    role,
    remark: '',
  });
  await db
    .insertInto('grade_student')
    .values([
      member(cet4.id, organisation, GradeRole.owner),
      member(cet4.id, classTeacher, GradeRole.admin),
      member(cet4.id, learner, GradeRole.student),
      member(ielts.id, lecturer, GradeRole.owner),
      member(coded.id, lecturer, GradeRole.owner),
    ])
    .execute();
  await db
    .insertInto('grade_apply_record')
    .values({
      ...base,
      id: newId(),
      grade_id: ielts.id,
      user_id: learner,
      remark: '目标雅思 7 分，希望加入。',
      audit_status: GradeApplyStatus.waiting,
      audit_opinion: '',
    })
    .execute();
  const classCourses = [
    ...cet4Courses.map((row) => [cet4.id, row.id] as const),
    ...lecturerCourses.map((row) => [ielts.id, row.id] as const),
  ];
  if (classCourses.length > 0) {
    await db
      .insertInto('grade_course')
      .values(
        classCourses.map(([gradeId, courseId], sort) => ({
          ...base,
          id: newId(),
          grade_id: gradeId,
          course_id: courseId,
          sort,
        })),
      )
      .execute();
  }
  await seedDemoExam(db, base, newId, ielts.id, lecturer, now);
}

async function seedDemoExam(
  db: SeedContext['db'],
  base: { site_id: number; status_id: number; gmt_create: number; gmt_modified: number },
  newId: SeedContext['newId'],
  gradeId: number,
  lecturer: number,
  now: number,
): Promise<void> {
  const paper = await db
    .selectFrom('exam_paper')
    .select(['id', 'exam_name', 'total_score', 'pass_score', 'answer_minutes'])
    .where('site_id', '=', DEMO_SITE_ID)
    .where('user_id', '=', lecturer)
    .where('exam_name', '=', DEMO_EXAM_PAPER)
    .executeTakeFirst();
  if (!paper) return;
  await db
    .insertInto('grade_exam')
    .values({
      ...base,
      id: newId(),
      grade_id: gradeId,
      paper_id: paper.id,
      exam_name: '雅思写作第一次测验',
      begin_time: now - DAY_MS,
      end_time: now + 14 * DAY_MS,
      answer_minutes: paper.answer_minutes,
      student_scope: GradeExamScope.all,
      score_show: GradeExamScoreShow.afterMarking,
      is_rank: 1,
      total_score: paper.total_score,
      pass_score: paper.pass_score,
      compensate_begin_time: 0,
      compensate_end_time: 0,
      compensate_failed: 0,
    })
    .execute();
}
