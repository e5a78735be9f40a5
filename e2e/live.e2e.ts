import { type ChildProcess, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  courseAuditContracts,
  courseAuthorContracts,
  courseContracts,
  liveContracts,
  SITE_UTC_OFFSET,
} from '@school/contracts';
import { api, learnerToken, operatorToken } from './support/api.ts';
import { wcagViolations } from './support/axe.ts';
import { consoleScreenshot, signInToConsole } from './support/console.ts';
import { open, ready, type School, screenshot, startSchool } from './support/school.ts';

/**
 * Live lessons (issue 34) in Chromium: a teacher's free live course with a lesson starting soon, the
 * learner's schedule and room before the start, a stream pushed with the server's ffmpeg, the video
 * playing with the count at 1, the chat both ways and a mute, the operator's console tabs (the
 * channel pushing, the broadcast on now, the mute, then the recording), and after the end, the replay.
 */

const TEACHER = '13900000104';
const LEARNER = '13800000001';
const COURSE = '托福口语直播公开课';
const LESSON = '独立口语第一题';

let school: School;
let rtmpPort: number;
let teacher: string;
let learner: string;
let courseId: string;
let periodId: string;
let pushing: ChildProcess | undefined;

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The wire text (`yyyy-MM-dd HH:mm:ss` in the site's zone) of a moment. */
function wireTime(ms: number): string {
  const offsetMs = Number(SITE_UTC_OFFSET.slice(0, 3)) * HOUR;
  return new Date(ms + offsetMs).toISOString().slice(0, 19).replace('T', ' ');
}

/**
 * Five minutes from now, or, when a 20-minute lesson then would meet the demo teacher's own live
 * lessons (every day 20:00–21:00 in the site's zone, 12:00–13:00 UTC), just after them.
 */
function lessonStart(): number {
  const start = Date.now() + 5 * MINUTE;
  const dayStart = start - (start % (24 * HOUR));
  const busyFrom = dayStart + 12 * HOUR - 20 * MINUTE;
  const busyTo = dayStart + 13 * HOUR;
  return start > busyFrom && start < busyTo ? busyTo + 5 * MINUTE : start;
}

/** A generated test pattern with a tone, pushed over RTMP with the ffmpeg the server uses. */
function push(key: string): ChildProcess {
  const fromServer = createRequire(path.resolve(import.meta.dirname, '../apps/server/package.json'));
  const ffmpeg = (fromServer('@ffmpeg-installer/ffmpeg') as { path: string }).path;
  return spawn(
    ffmpeg,
    [
      ...['-hide_banner', '-loglevel', 'error', '-re'],
      ...['-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=25', '-f', 'lavfi', '-i', 'sine', '-t', '60'],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-g', '50', '-c:a', 'aac'],
      ...['-f', 'flv', `rtmp://127.0.0.1:${rtmpPort}/live/${key}`],
    ],
    { stdio: 'ignore' },
  );
}

const videoTime = (page: Page) => page.evaluate(() => document.querySelector('video')?.currentTime ?? 0);

beforeAll(async () => {
  rtmpPort = await freePort();
  school = await startSchool({ env: { RTMP_PORT: String(rtmpPort) } });
  const client = api(school);
  teacher = await learnerToken(school, TEACHER);
  learner = await learnerToken(school, LEARNER);
  const [category] = await client.call(courseContracts.listCourseCategory);
  const [demoCourse] = (await client.call(courseContracts.listCourse, { pageSize: 1 })).list;
  const as = { token: teacher };
  const start = lessonStart();
  const course = await client.call(
    courseAuthorContracts.saveCourseAudit,
    {
      courseName: COURSE,
      courseCategory: 2,
      categoryId: category!.id,
      courseLogo: demoCourse!.courseLogo,
      introduce: '<p>每周一次，带您练独立口语。</p>',
      coursePrice: 0,
      rulingPrice: 0,
      isFree: 1,
    },
    as,
  );
  const chapter = await client.call(
    courseAuthorContracts.saveChapterAudit,
    { courseId: course.id, chapterName: '第一周', chapterDesc: '', isFree: 0 },
    as,
  );
  const lesson = await client.call(
    courseAuthorContracts.savePeriodAudit,
    {
      chapterId: chapter.id,
      periodName: LESSON,
      periodDesc: '',
      isFree: 0,
      startTime: wireTime(start),
      endTime: wireTime(start + 20 * MINUTE),
    },
    as,
  );
  await client.call(
    courseAuditContracts.adminAuditCourse,
    { id: course.id, auditStatus: 1, auditOpinion: '' },
    { token: await operatorToken(school) },
  );
  courseId = course.id;
  periodId = lesson.id;
}, 120_000);

afterAll(async () => {
  pushing?.kill('SIGKILL');
  await school?.stop();
});

describe('a live lesson in Chromium', () => {
  it('is on the schedule and its course page, and its room counts down before the start', async () => {
    const { context, page } = await school.newPage({ token: learner });
    await open(page, '/live');
    await page.getByRole('heading', { name: '公开直播' }).waitFor();
    await page
      .locator('.live-card', { hasText: LESSON })
      .getByText(/距开始/)
      .waitFor();
    await screenshot(page, 'live-schedule-1200');
    await page.locator('.live-card', { hasText: LESSON }).click();
    await page.waitForURL(/periodId=/);
    await page.getByText(/距直播开始还有/).waitFor();
    await page.getByText('在线 1 人').waitFor();
    await screenshot(page, 'live-room-before-1200');
    await open(page, `/live/detail/${courseId}`);
    await page.getByRole('heading', { name: '课程安排' }).waitFor();
    await screenshot(page, 'live-course-1200');

    // A paid live course the learner has not bought: its room says so and offers to buy it.
    const paid = (await api(school).call(liveContracts.listLivePlans, {})).find(
      (plan) => plan.courseName === '六级听力满分训练营',
    )!;
    await open(page, `/live/detail/${paid.courseId}?periodId=${paid.periodId}`);
    await page.getByText('请先购买该课程').waitFor();
    await page.getByRole('button', { name: '购买课程' }).waitFor();
    await context.close();

    // A visitor is asked to sign in, and comes back to the room afterwards.
    const visitor = await school.newPage();
    await open(visitor.page, `/live/detail/${courseId}?periodId=${periodId}`);
    await visitor.page.getByRole('button', { name: '去登录' }).click();
    await visitor.page.waitForURL('**/login');
    await visitor.context.close();
  }, 60_000);

  it('plays the pushed stream with the count at 1, carries the chat both ways and a mute, shows each console tab its rows, and plays the replay', async () => {
    const client = api(school);
    // The teacher's channel page shows the stream key in full the first time; the broadcast is opened
    // for the lesson, so the push is taken whenever the lesson is.
    const desk = await school.newPage({ token: teacher });
    await open(desk.page, '/account/channel');
    const streamKey = (await desk.page.locator('dt:text-is("串流密钥") + dd code').innerText()).trim();
    expect(streamKey).toMatch(/^[\w-]{32}$/);
    await client.call(liveContracts.saveLiveLog, { periodId }, { token: teacher });
    pushing = push(streamKey);

    const viewer = await school.newPage({ token: learner });
    await open(viewer.page, `/live/detail/${courseId}?periodId=${periodId}`);
    await viewer.page.waitForFunction(() => (document.querySelector('video')?.currentTime ?? 0) > 1, null, {
      timeout: 40_000,
    });
    const first = await videoTime(viewer.page);
    await viewer.page.waitForFunction((from) => (document.querySelector('video')?.currentTime ?? 0) > from + 1, first);
    await viewer.page.getByText('在线 1 人').waitFor();
    await screenshot(viewer.page, 'live-room-live-1200');

    await open(desk.page, `/live/detail/${courseId}?periodId=${periodId}`);
    await desk.page.getByLabel('公告内容').waitFor();
    await viewer.page.getByLabel('聊天内容').fill('老师好，听得很清楚');
    await viewer.page.getByRole('button', { name: '发送' }).click();
    await desk.page.locator('.live-chat__message', { hasText: '老师好，听得很清楚' }).waitFor();
    await desk.page.getByLabel('聊天内容').fill('同学们好，我们开始');
    await desk.page.getByRole('button', { name: '发送' }).click();
    await viewer.page.locator('.live-chat__message', { hasText: '同学们好，我们开始' }).waitFor();
    await desk.page
      .locator('.live-chat__message', { hasText: '老师好，听得很清楚' })
      .getByRole('button', { name: '禁言' })
      .click();
    await viewer.page.getByPlaceholder('您已被主讲老师禁言').waitFor();
    await desk.context.close();

    // The operator's console: each tab its rows (a tab's list is read when it is first opened).
    const operator = await signInToConsole(school, '/admin/live', '直播管理');
    const tabRow = async (tab: string, text: string) => {
      await operator.page.getByRole('tab', { name: tab, exact: true }).click();
      await operator.page.getByRole('tabpanel').locator('.ant-table-row', { hasText: text }).waitFor();
    };
    await tabRow('频道', '推流中');
    await tabRow('正在直播', LESSON);
    await consoleScreenshot(operator.page, 'live-console-broadcasts-1200');
    await tabRow('聊天禁言', LESSON);

    pushing.kill('SIGINT');
    const [log] = (await client.call(liveContracts.listLiveLogs, {}, { token: teacher })).list;
    await client.call(liveContracts.saveLiveLog, { id: log!.id, isEnd: 1 }, { token: teacher });
    await tabRow('录像', LESSON);
    await operator.context.close();
    // The room shows the end, or already the replay when the recording was made that fast.
    await viewer.page
      .getByText('直播已结束')
      .or(viewer.page.getByRole('heading', { name: `${LESSON}（回放）` }))
      .waitFor({ timeout: 30_000 });
    await screenshot(viewer.page, 'live-room-ended-1200');

    const until = Date.now() + 40_000;
    while ((await client.reply(liveContracts.getPlaybackUrl, { periodId }, { token: learner })).code !== 200) {
      if (Date.now() > until) throw new Error('the replay was not ready in 40 s');
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    await viewer.page.reload();
    await ready(viewer.page);
    await viewer.page.getByRole('heading', { name: `${LESSON}（回放）` }).waitFor();
    await viewer.page.locator('.live-chat__message', { hasText: '同学们好，我们开始' }).waitFor();
    await viewer.page.evaluate(() => void document.querySelector('video')?.play());
    await viewer.page.waitForFunction(() => (document.querySelector('video')?.currentTime ?? 0) > 1, null, {
      timeout: 20_000,
    });
    await screenshot(viewer.page, 'live-replay-1200');
    await viewer.context.close();
  }, 120_000);

  it('fits a phone: the schedule, and the room with the chat below the player', async () => {
    const { context, page } = await school.newPage({ token: learner, phone: true });
    await open(page, '/live');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.locator('.live-card', { hasText: LESSON }).getByText('观看回放').waitFor();
    expect(await wcagViolations(page)).toEqual([]);
    await screenshot(page, 'live-schedule-390');
    await open(page, `/live/detail/${courseId}`);
    expect(await wcagViolations(page)).toEqual([]);
    await open(page, `/live/detail/${courseId}?periodId=${periodId}`);
    await page.getByRole('heading', { name: `${LESSON}（回放）` }).waitFor();
    const video = await page.locator('video').boundingBox();
    const chat = await page.getByRole('region', { name: '聊天记录' }).boundingBox();
    expect(chat!.y).toBeGreaterThan(video!.y + video!.height - 1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await wcagViolations(page)).toEqual([]);
    await screenshot(page, 'live-room-390');
    await context.close();
  }, 60_000);
});
