import { courseAuditContracts, courseAuthorContracts } from '@school/contracts';
import { formatDateTime } from '../../core/time.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { categoryId } from '../course/course-fixtures.ts';

/** The reply's data, or the failure as an error: set-up calls must succeed. */
export function ok<T>(result: { code: number; msg: string; data: T }): T {
  if (result.code !== 200) throw new Error(`${result.code} ${result.msg}`);
  return result.data;
}

/** A live course (paid unless told) of the teacher with one lesson at [begin, end) (epoch ms), approved by the operator. */
export async function buildLiveCourse(
  t: TestApp,
  teacher: string,
  begin: number,
  end: number,
  name = '今晚直播',
  { isFree = 0 }: { isFree?: 0 | 1 } = {},
) {
  const as = { as: { token: teacher } };
  const course = ok(
    await t.call(
      courseAuthorContracts.saveCourseAudit,
      {
        courseName: name,
        courseCategory: 2,
        categoryId: await categoryId(t),
        courseLogo: '/files/logo.png',
        introduce: '<p>四级听力技巧</p>',
        coursePrice: isFree ? 0 : 19.9,
        rulingPrice: 39,
        isFree,
      },
      as,
    ),
  );
  const chapter = ok(
    await t.call(
      courseAuthorContracts.saveChapterAudit,
      { courseId: course.id, chapterName: '第一章', chapterDesc: '', isFree: 0 },
      as,
    ),
  );
  const lesson = ok(
    await t.call(
      courseAuthorContracts.savePeriodAudit,
      {
        chapterId: chapter.id,
        periodName: '听力技巧',
        periodDesc: '',
        isFree: 0,
        startTime: formatDateTime(begin),
        endTime: formatDateTime(end),
      },
      as,
    ),
  );
  ok(
    await t.call(
      courseAuditContracts.adminAuditCourse,
      { id: course.id, auditStatus: 1, auditOpinion: '' },
      { as: 'operator' },
    ),
  );
  return { courseId: course.id, chapterId: chapter.id, periodId: lesson.id };
}
