import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseAuditContracts, courseAuthorContracts, courseStudyContracts, vodContracts } from '@school/contracts';
import { createFakeClock, createTestApp, DEMO_SITE_ID, type TestApp } from '../../testing/test-app.ts';
import { testRedisReachable, testRedisUrl } from '../../testing/test-redis.ts';
import { addUsers, buildCourse, type BuiltCourse, LEARNER, TEACHER, userIdOf } from '../course/course-fixtures.ts';
import { TRANSCODE_JOB } from './vod-core.ts';
import { readyVideo, vodBeside } from './vod-fixtures.ts';

/**
 * Play authorisation reads the lesson's video row from memory (decision 0095), kept by this module under
 * a version per video that its own writes move. The row is proved kept (a change behind the school's back
 * is not seen), then a video replaced in the lesson, sent back to transcoding and removed is seen on the
 * very next `course/sign`, and by a second instance sharing Redis.
 */
const SETTLED_MS = 10_000;

async function schoolWithCourse(clock: ReturnType<typeof createFakeClock>, options: { redisUrl?: string } = {}) {
  const t = await createTestApp({ clock, ...(options.redisUrl ? { config: { redisUrl: options.redisUrl } } : {}) });
  await addUsers(t);
  const teacher = await t.tokenFor(TEACHER);
  const learner = await t.tokenFor(LEARNER);
  const course = await buildCourse(t, teacher, {
    name: '视频保留测试课',
    isFree: 1,
    chapters: [{ name: '第一章', lessons: [{ name: '第一课' }, { name: '第二课' }] }],
  });
  return { t, teacher, learner, course };
}

const sign = (t: TestApp, token: string, periodId: string) =>
  t.call(courseStudyContracts.signCourse, { periodId }, { as: { token } });
/** The video a lesson plays, read straight from the course's published table. */
const videoOf = async (t: TestApp, periodId: string) =>
  (
    await t.db
      .selectFrom('course_period')
      .select('video_id')
      .where('id', '=', Number(periodId))
      .executeTakeFirstOrThrow()
  ).video_id;
/** A failed transcode of the video, as a job that ran out of attempts leaves it. */
async function failedJob(t: TestApp, videoId: number) {
  const id = t.newId();
  await t.db
    .insertInto('job')
    .values({
      id,
      site_id: DEMO_SITE_ID,
      kind: TRANSCODE_JOB,
      payload: JSON.stringify({ videoId }),
      state: 'failed',
      attempts: 1,
      max_attempts: 1,
      last_error: '转码失败',
      run_after: 0,
      lease_owner: '',
      lease_expires_at: 0,
      gmt_create: 0,
      gmt_modified: 0,
    })
    .execute();
  return String(id);
}

describe('the kept video of play authorisation', () => {
  const clock = createFakeClock();
  let t: TestApp;
  let teacher: string;
  let learner: string;
  let course: BuiltCourse;
  beforeAll(async () => {
    ({ t, teacher, learner, course } = await schoolWithCourse(clock));
  });
  afterAll(() => t?.close());
  const first = () => sign(t, learner, course.lessons[0]!.id);
  const second = () => sign(t, learner, course.lessons[1]!.id);
  /** Signs, lets the versions settle, signs again: from then on the videos are kept. */
  async function settled(...signs: (() => ReturnType<typeof first>)[]) {
    for (const signed of signs) await signed();
    clock.advance(SETTLED_MS);
    for (const signed of signs) expect((await signed()).code).toBe(200);
  }

  it('keeps the row, and serves the video a lesson is given instead on the very next call', async () => {
    await settled(first);
    const videoId = await videoOf(t, course.lessons[0]!.id);
    // Kept: the row renamed behind the school's back is not seen.
    await t.db.updateTable('vod_video').set({ video_name: '改名.mp4' }).where('id', '=', videoId).execute();
    expect((await first()).data.videoName).toBe('第一课.mp4');

    const other = await readyVideo(t, await userIdOf(t, TEACHER), '新视频.mp4');
    const replaced = await t.call(
      courseAuthorContracts.refPeriodVideo,
      { periodId: course.lessons[0]!.id, videoId: String(other) },
      { as: { token: teacher } },
    );
    expect(replaced.code).toBe(200);
    const approved = await t.call(
      courseAuditContracts.adminAuditCourse,
      { id: course.id, auditStatus: 1, auditOpinion: '' },
      { as: 'operator' },
    );
    expect(approved.code).toBe(200);
    expect((await first()).data).toMatchObject({ videoId: String(other), videoName: '新视频.mp4' });
  });

  it('refuses a video sent back to transcoding, and one removed, on the very next call', async () => {
    clock.advance(SETTLED_MS);
    await settled(first, second);
    const jobId = await failedJob(t, await videoOf(t, course.lessons[1]!.id));
    const retried = await t.call(vodContracts.adminRetryTranscodeJob, { id: jobId }, { as: 'operator' });
    expect(retried.code).toBe(200);
    expect((await second()).code).toBe(409);

    clock.advance(SETTLED_MS);
    await settled(first);
    await vodBeside(t, { clock }).vod.removeVideo(DEMO_SITE_ID, await videoOf(t, course.lessons[0]!.id));
    expect([(await first()).code, (await first()).msg]).toEqual([404, '视频不存在或已被删除']);
  });
});

const redisReachable = await testRedisReachable('the two-instance video-keeping test is');

describe.runIf(redisReachable)('two instances sharing Redis', () => {
  const clock = createFakeClock();
  let school: Awaited<ReturnType<typeof schoolWithCourse>>;
  let other: TestApp;
  beforeAll(async () => {
    school = await schoolWithCourse(clock, { redisUrl: testRedisUrl });
    other = await createTestApp({ clock, database: school.t, config: { redisUrl: testRedisUrl } });
  });
  afterAll(async () => {
    await other?.close();
    await school?.t.close();
  });

  it('refuses a video sent back to transcoding on the other instance on its very next call', async () => {
    const periodId = school.course.lessons[0]!.id;
    await sign(other, school.learner, periodId);
    clock.advance(SETTLED_MS);
    expect((await sign(other, school.learner, periodId)).code).toBe(200);
    const jobId = await failedJob(school.t, await videoOf(school.t, periodId));
    expect((await school.t.call(vodContracts.adminRetryTranscodeJob, { id: jobId }, { as: 'operator' })).code).toBe(
      200,
    );
    expect((await sign(other, school.learner, periodId)).code).toBe(409);
  });
});
