import {
  courseAuthorContracts,
  courseAuditContracts,
  type ChapterAudit,
  type CourseDraftSave,
  type PeriodAudit,
  userContracts,
} from '@school/contracts';
import { createTestApp, DEMO_SITE_ID, type TestApp } from '../../testing/test-app.ts';
import { readyVideo } from '../vod/vod-fixtures.ts';

/**
 * Courses for tests, built through the teachers' and the operator's calls; videos are rows of a
 * finished transcode (the real pipeline runs once, in the end-to-end test), so no test here runs ffmpeg.
 */

export const TEACHER = '13800000002';
export const LEARNER = '13800000001';
/** Made a teacher by `addUsers`. */
export const OTHER_TEACHER = '13800000004';
/** A second learner, added by `addUsers`. */
export const OTHER_LEARNER = '13900000009';

/** The reply's data, or the failure as an error: set-up calls must succeed. */
function ok<T>(result: { code: number; msg: string; data: T }): T {
  if (result.code !== 200) throw new Error(`${result.code} ${result.msg}`);
  return result.data;
}

export { userIdOf } from '../user/user-fixtures.ts';

/**
 * A second teacher and a second learner in the demo school, as the school makes them: the class
 * administrator applies to teach and the operator approves; the learner registers.
 */
export async function addUsers(t: TestApp): Promise<void> {
  const application = ok(
    await t.call(
      userContracts.applyLecturer,
      {
        lecturerName: '陈老师',
        lecturerPosition: '语法主讲',
        introduce: '十年英语语法教学经验，擅长时态与从句。',
        headImgUrl: `/files/site/${DEMO_SITE_ID}/avatar-lecturer.svg`,
      },
      { as: { token: await t.tokenFor(OTHER_TEACHER) } },
    ),
  );
  ok(await t.call(userContracts.adminApproveLecturer, { id: application.id, auditOpinion: '' }, { as: 'operator' }));
  const code = await t.smsCode(OTHER_LEARNER, 'register');
  ok(
    await t.call(userContracts.register, {
      mobile: OTHER_LEARNER,
      code,
      password: 'secret123',
      nickname: '另一位学员',
    }),
  );
}

/** Videos are made by the vod module's factory. */
export { readyVideo };

/** A test app with `addUsers`' people, and sessions of the teacher and the learner. */
export async function createCourseTest(): Promise<{ t: TestApp; teacher: string; learner: string }> {
  const t = await createTestApp();
  await addUsers(t);
  return { t, teacher: await t.tokenFor(TEACHER), learner: await t.tokenFor(LEARNER) };
}

export async function categoryId(t: TestApp): Promise<string> {
  const row = await t.db
    .selectFrom('course_category')
    .select('id')
    .where('site_id', '=', DEMO_SITE_ID)
    .where('status_id', '=', 1)
    .orderBy('floor', 'desc')
    .executeTakeFirstOrThrow();
  return String(row.id);
}

export interface PlanLesson {
  name: string;
  isFree?: 0 | 1;
  /** Bind a ready video (default true). */
  video?: boolean;
}
export interface PlanChapter {
  name: string;
  isFree?: 0 | 1;
  lessons: PlanLesson[];
}
export interface CoursePlan {
  name: string;
  isFree?: 0 | 1;
  price?: number;
  chapters: PlanChapter[];
}

export const draftBody = (category: string, plan: Pick<CoursePlan, 'name' | 'isFree' | 'price'>): CourseDraftSave => ({
  courseName: plan.name,
  courseCategory: 1,
  categoryId: category,
  courseLogo: '/files/logo.png',
  introduce: '<p>课程介绍</p><script>alert(1)</script>',
  coursePrice: plan.isFree ? 0 : (plan.price ?? 99.5),
  rulingPrice: 199,
  isFree: plan.isFree ?? 0,
});

export interface BuiltCourse {
  id: string;
  chapters: ChapterAudit[];
  /** Lessons in plan order, flattened. */
  lessons: PeriodAudit[];
}

/** A teacher writes the course; the operator approves it unless told not to. */
export async function buildCourse(
  t: TestApp,
  teacherToken: string,
  plan: CoursePlan,
  { approve = true }: { approve?: boolean } = {},
): Promise<BuiltCourse> {
  const category = await categoryId(t);
  const course = ok(
    await t.call(courseAuthorContracts.saveCourseAudit, draftBody(category, plan), { as: { token: teacherToken } }),
  );
  const chapters: ChapterAudit[] = [];
  const lessons: PeriodAudit[] = [];
  for (const chapterPlan of plan.chapters) {
    const chapter = ok(
      await t.call(
        courseAuthorContracts.saveChapterAudit,
        { courseId: course.id, chapterName: chapterPlan.name, chapterDesc: '', isFree: chapterPlan.isFree ?? 0 },
        { as: { token: teacherToken } },
      ),
    );
    chapters.push(chapter);
    for (const lessonPlan of chapterPlan.lessons) {
      let lesson = ok(
        await t.call(
          courseAuthorContracts.savePeriodAudit,
          { chapterId: chapter.id, periodName: lessonPlan.name, periodDesc: '', isFree: lessonPlan.isFree ?? 0 },
          { as: { token: teacherToken } },
        ),
      );
      if (lessonPlan.video !== false) {
        const videoId = await readyVideo(t, Number(course.lecturerUserId), `${lessonPlan.name}.mp4`);
        lesson = ok(
          await t.call(
            courseAuthorContracts.refPeriodVideo,
            { periodId: lesson.id, videoId: String(videoId) },
            { as: { token: teacherToken } },
          ),
        );
      }
      lessons.push(lesson);
    }
  }
  if (approve)
    ok(
      await t.call(
        courseAuditContracts.adminAuditCourse,
        { id: course.id, auditStatus: 1, auditOpinion: '' },
        { as: 'operator' },
      ),
    );
  return { id: course.id, chapters, lessons };
}

/**
 * Renames a course straight in its table, past the services, as a data fix would: for tests that the
 * catalogue's search index follows the table itself.
 */
export const renameCourseRow = (t: TestApp, id: number, courseName: string) =>
  t.db.updateTable('course').set({ course_name: courseName }).where('id', '=', id).execute();

/** Deletes a course row straight from its table, past the services (see `renameCourseRow`). */
export const deleteCourseRow = (t: TestApp, id: number) => t.db.deleteFrom('course').where('id', '=', id).execute();
