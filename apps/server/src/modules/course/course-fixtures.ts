import { VideoStatus } from '@school/contracts';
import type { TestApp } from '../../testing/test-app.ts';

/**
 * Courses with chapters and lessons for the learner tests, written straight into the test database.
 * The videos are ready rows without media: a play token is real, but no segment is served from them.
 */
export interface StudyFixture {
  paidCourseId: string;
  freeCourseId: string;
  offShelfCourseId: string;
  /** In the paid course: a free lesson, a paid lesson, a paid lesson without video, a lesson of a free chapter. */
  freeLesson: string;
  paidLesson: string;
  noVideoLesson: string;
  freeChapterLesson: string;
  /** In the free course. */
  freeCourseLesson: string;
  videoSeconds: number;
  userIdOf(mobile: string, siteId?: number): Promise<string>;
}

export async function createStudyFixture(t: TestApp, siteId = 11): Promise<StudyFixture> {
  const db = t.db;
  const now = Date.now();
  const common = { site_id: siteId, status_id: 1, gmt_create: now, gmt_modified: now };
  const courses = await db
    .selectFrom('course')
    .select(['id', 'is_free'])
    .where('site_id', '=', siteId)
    .where('status_id', '=', 1)
    .where('is_put_away', '=', 1)
    // Courses the demo seed gave no chapters, so the counts below are this fixture's own.
    .where('id', 'not in', db.selectFrom('course_chapter').select('course_id'))
    .orderBy('id')
    .execute();
  const paid = courses.find((row) => row.is_free === 0)!;
  const free = courses.find((row) => row.is_free === 1)!;
  const offShelf = courses.find((row) => row.id !== paid.id && row.id !== free.id && row.is_free === 0)!;
  await db.updateTable('course').set({ is_put_away: 0 }).where('id', '=', offShelf.id).execute();

  const videoSeconds = 600;
  const videoId = t.newId();
  await db
    .insertInto('vod_video')
    .values({
      ...common,
      id: videoId,
      owner_user_id: 0,
      video_name: 'lesson.mp4',
      file_size: 1,
      md5: '0'.repeat(32),
      duration_ms: videoSeconds * 1000,
      width: 1280,
      height: 720,
      source_key: '',
      video_status: VideoStatus.ready,
      fail_reason: '',
      renditions: '[]',
      cover_url: '',
      aes_key: '0'.repeat(32),
      job_id: 0,
    })
    .execute();

  const chapter = async (courseId: number, name: string, isFree: number, sort: number) => {
    const id = t.newId();
    await db
      .insertInto('course_chapter')
      .values({ ...common, id, course_id: courseId, chapter_name: name, chapter_desc: '', is_free: isFree, sort })
      .execute();
    return id;
  };
  const lesson = async (courseId: number, chapterId: number, name: string, isFree: number, withVideo: boolean) => {
    const id = t.newId();
    await db
      .insertInto('course_period')
      .values({
        ...common,
        id,
        course_id: courseId,
        chapter_id: chapterId,
        period_name: name,
        period_desc: '',
        is_free: isFree,
        sort: 1,
        video_id: withVideo ? videoId : 0,
        video_name: withVideo ? 'lesson.mp4' : '',
        video_length: withVideo ? videoSeconds : 0,
      })
      .execute();
    return String(id);
  };
  const first = await chapter(paid.id, 'Unit 1 Greetings', 0, 1);
  const second = await chapter(paid.id, 'Unit 2 Numbers (free chapter)', 1, 2);
  const freeChapter = await chapter(free.id, 'Unit 1 Sounds', 0, 1);
  const offChapter = await chapter(offShelf.id, 'Unit 1', 1, 1);
  await lesson(offShelf.id, offChapter, 'Hidden lesson', 1, true);
  return {
    paidCourseId: String(paid.id),
    freeCourseId: String(free.id),
    offShelfCourseId: String(offShelf.id),
    freeLesson: await lesson(paid.id, first, 'Hello and goodbye (trial)', 1, true),
    paidLesson: await lesson(paid.id, first, 'Introducing yourself', 0, true),
    noVideoLesson: await lesson(paid.id, first, 'Reading practice', 0, false),
    freeChapterLesson: await lesson(paid.id, second, 'Counting to ten', 0, true),
    freeCourseLesson: await lesson(free.id, freeChapter, 'Vowels', 0, true),
    videoSeconds,
    async userIdOf(mobile, site = siteId) {
      const row = await db
        .selectFrom('users')
        .select('id')
        .where('site_id', '=', site)
        .where('mobile', '=', mobile)
        .executeTakeFirstOrThrow();
      return String(row.id);
    },
  };
}
