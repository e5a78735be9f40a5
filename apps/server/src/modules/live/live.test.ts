import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseAuthorContracts, liveContracts } from '@school/contracts';
import { formatDateTime } from '../../core/time.ts';
import { malformed } from '../../testing/call.ts';
import { createTestApp, OTHER_SITE_ID, type TestApp } from '../../testing/test-app.ts';
import { LEARNER, TEACHER } from '../course/course-fixtures.ts';
import { buildLiveCourse, ok } from './live-fixtures.ts';

let t: TestApp;
let teacher: string;
let learner: string;
let lesson: { courseId: string; chapterId: string; periodId: string };
const HOUR = 3_600_000;
const begin = Date.now() + 10 * 60_000;

beforeAll(async () => {
  t = await createTestApp();
  teacher = await t.tokenFor(TEACHER);
  learner = await t.tokenFor(LEARNER);
  lesson = await buildLiveCourse(t, teacher, begin, begin + HOUR);
});
afterAll(() => t.close());

const asTeacher = () => ({ as: { token: teacher } });

describe('the teacher’s channel', () => {
  it('asks a visitor to sign in and refuses a learner', async () => {
    expect((await t.call(liveContracts.viewChannel, undefined)).code).toBe(303);
    expect((await t.call(liveContracts.resetChannelToken, undefined)).code).toBe(303);
    expect(await t.call(liveContracts.viewChannel, undefined, { as: { token: learner } })).toMatchObject({ code: 403 });
  });

  it('shows the stream key in full once, masked afterwards, and a new one on reset', async () => {
    const first = ok(await t.call(liveContracts.viewChannel, undefined, asTeacher()));
    expect(first.keyShownInFull).toBe(1);
    expect(first.streamKey).toMatch(/^[\w-]{32}$/);
    const again = ok(await t.call(liveContracts.viewChannel, undefined, asTeacher()));
    expect(again).toMatchObject({ keyShownInFull: 0, streamKey: `************${first.streamKey.slice(-4)}` });
    const reset = ok(await t.call(liveContracts.resetChannelToken, undefined, asTeacher()));
    expect(reset.keyShownInFull).toBe(1);
    expect(reset.streamKey).not.toBe(first.streamKey);
    const stored = await t.db.selectFrom('live_channel').select('key_hash').execute();
    expect(JSON.stringify(stored)).not.toContain(reset.streamKey);
  });

  it('sets and clears the viewers’ password, refusing a short one', async () => {
    const set = (passwd: string) => t.call(liveContracts.updateChannelPasswd, { passwd }, asTeacher());
    expect(await set('ab')).toMatchObject({ code: 400, msg: '观看密码须为 4–20 位，不含空格；留空表示取消密码' });
    expect(await set(malformed(12) as unknown as string)).toMatchObject({ code: 400 });
    expect(ok(await set('abcd')).hasPasswd).toBe(1);
    expect(ok(await set('')).hasPasswd).toBe(0);
  });
});

describe('live lessons in the course model', () => {
  it('refuses lesson times in the past, backwards or overlapping another lesson', async () => {
    const save = (startTime: string, endTime: string) =>
      t.call(
        courseAuthorContracts.savePeriodAudit,
        { chapterId: lesson.chapterId, periodName: '第二课', periodDesc: '', isFree: 0, startTime, endTime },
        asTeacher(),
      );
    const at = (ms: number) => formatDateTime(ms);
    expect(await save(at(Date.now() - HOUR), at(Date.now()))).toMatchObject({
      code: 400,
      msg: '直播开始时间不能早于现在',
    });
    expect(await save(at(begin + 3 * HOUR), at(begin + 2 * HOUR))).toMatchObject({
      code: 400,
      msg: '直播结束时间须晚于开始时间',
    });
    expect(await save(at(begin + HOUR / 2), at(begin + 2 * HOUR))).toMatchObject({ code: 400 });
    expect((await save('2026-13-01 00:00:00', at(begin))).code).toBe(400);
    const later = ok(await save(at(begin + 2 * HOUR), at(begin + 3 * HOUR)));
    expect(later.startTime).toBe(at(begin + 2 * HOUR));
  });
});

describe('entering a live lesson', () => {
  it('refuses a learner who has not bought it, with the school’s words', async () => {
    const res = await t.call(liveContracts.getLiveUrl, { periodId: lesson.periodId }, { as: { token: learner } });
    expect(res).toMatchObject({ code: 403, msg: '请先购买该课程' });
    expect((await t.call(liveContracts.getLiveUrl, { periodId: lesson.periodId })).code).toBe(303);
    expect((await t.call(liveContracts.getLiveUrl, { periodId: 'x' }, { as: { token: learner } })).code).toBe(400);
  });

  it('shows the teacher the lesson not yet started, with no address', async () => {
    const room = ok(await t.call(liveContracts.getLiveUrl, { periodId: lesson.periodId, isPc: 1 }, asTeacher()));
    expect(room).toMatchObject({ liveStatus: 1, hlsUrl: '', isTeacher: 1, needsPassword: 0 });
  });

  it('knows nothing of the lesson at another school', async () => {
    const other = await t.tokenFor(LEARNER, OTHER_SITE_ID);
    const res = await t.call(
      liveContracts.getLiveUrl,
      { periodId: lesson.periodId },
      { as: { token: other }, site: OTHER_SITE_ID },
    );
    expect(res.code).toBe(404);
  });

  it('lists the lesson in the public schedule', async () => {
    const plans = ok(await t.call(liveContracts.listLivePlans, {}));
    expect(plans.map((plan) => plan.periodId)).toContain(lesson.periodId);
    // The demo school's live courses have a lesson tonight at 20:00 and one each following day.
    expect(plans.filter((plan) => plan.courseName === '六级听力满分训练营').length).toBeGreaterThan(0);
    expect(ok(await t.call(liveContracts.listLivePlans, {}, { site: OTHER_SITE_ID }))).toEqual([]);
    expect((await t.call(liveContracts.listLivePlans, { day: '2026-1-1' })).code).toBe(400);
  });

  it('lists one course’s lessons, and the past week’s lessons latest first', async () => {
    const ofCourse = ok(await t.call(liveContracts.listLivePlans, { courseId: lesson.courseId }));
    expect(ofCourse.map((plan) => [plan.periodId, plan.liveStatus])).toEqual([[lesson.periodId, 1]]);
    expect(
      ok(await t.call(liveContracts.listLivePlans, { courseId: lesson.courseId }, { site: OTHER_SITE_ID })),
    ).toEqual([]);
    const past = ok(await t.call(liveContracts.listLivePlans, { past: 1 }));
    expect(past.length).toBeGreaterThan(0);
    expect(past.every((plan) => plan.liveStatus === 3 && plan.endTime <= formatDateTime(Date.now()))).toBe(true);
    expect(past.map((plan) => plan.startTime)).toEqual(
      past
        .map((plan) => plan.startTime)
        .sort()
        .reverse(),
    );
    expect(past.map((plan) => plan.periodId)).not.toContain(lesson.periodId);
    expect((await t.call(liveContracts.listLivePlans, { courseId: 'x1' })).code).toBe(400);
    expect((await t.call(liveContracts.listLivePlans, { past: 2 as 1 })).code).toBe(400);
  });
});

describe('broadcast logs', () => {
  it('opens a broadcast for the teacher’s lesson, ends it and lists it; nobody else sees it', async () => {
    const opened = ok(await t.call(liveContracts.saveLiveLog, { periodId: lesson.periodId }, asTeacher()));
    expect(opened).toMatchObject({ liveStatus: 1, periodId: lesson.periodId });
    const other = await t.tokenFor('13900000101');
    expect((await t.call(liveContracts.viewLiveLog, { id: opened.id }, { as: { token: other } })).code).toBe(404);
    expect((await t.call(liveContracts.saveLiveLog, { id: opened.id, isEnd: 1 }, { as: { token: other } })).code).toBe(
      404,
    );
    expect((await t.call(liveContracts.saveLiveLog, {}, asTeacher())).code).toBe(400);
    const ended = ok(await t.call(liveContracts.saveLiveLog, { id: opened.id, isEnd: 1 }, asTeacher()));
    expect(ended.liveStatus).toBe(3);
    const list = ok(await t.call(liveContracts.listLiveLogs, {}, asTeacher()));
    expect(list.list.map((log) => log.id)).toEqual([opened.id]);
    expect((await t.call(liveContracts.saveLiveLog, { id: opened.id, isEnd: 1 }, asTeacher())).code).toBe(409);
  });

  it('lets the operator list channels and disable one, not another school’s operator', async () => {
    const channels = ok(await t.call(liveContracts.adminListChannels, {}, { as: 'operator' }));
    const teacherId = (
      await t.db.selectFrom('users').select('id').where('mobile', '=', TEACHER).executeTakeFirstOrThrow()
    ).id;
    const id = channels.list.find((channel) => channel.userId === String(teacherId))!.id;
    expect(
      (await t.call(liveContracts.adminDisableChannel, { id, channelStatus: 0 }, { as: 'otherOperator' })).code,
    ).toBe(404);
    expect(
      ok(await t.call(liveContracts.adminDisableChannel, { id, channelStatus: 0 }, { as: 'operator' })).channelStatus,
    ).toBe(0);
    expect(ok(await t.call(liveContracts.viewChannel, undefined, asTeacher())).channelStatus).toBe(0);
  });
});

describe('the channel password', () => {
  it('asks a viewer once per lesson, refuses wrong ones and stops after five a minute', async () => {
    const soon = Date.now() + 5 * HOUR;
    const free = await buildLiveCourse(t, teacher, soon, soon + HOUR, '公开课', { isFree: 1 });
    ok(await t.call(liveContracts.updateChannelPasswd, { passwd: 'open-sesame' }, asTeacher()));
    const room = () => t.call(liveContracts.getLiveUrl, { periodId: free.periodId }, { as: { token: learner } });
    const check = (passwd: string) =>
      t.call(liveContracts.checkChannelPasswd, { periodId: free.periodId, passwd }, { as: { token: learner } });
    expect(ok(await room())).toMatchObject({ needsPassword: 1, liveStatus: 1 });
    expect((await check('')).code).toBe(400);
    expect(await check('wrong')).toMatchObject({ code: 400, msg: '观看密码不正确' });
    expect(ok(await room()).needsPassword).toBe(1);
    expect((await check('open-sesame')).code).toBe(200);
    expect(ok(await room()).needsPassword).toBe(0);

    const other = await t.tokenFor('13900000102');
    const tries = [];
    for (let i = 0; i < 5; i++)
      tries.push(
        (
          await t.call(
            liveContracts.checkChannelPasswd,
            { periodId: free.periodId, passwd: 'x' },
            { as: { token: other } },
          )
        ).code,
      );
    expect(tries).toEqual([400, 400, 400, 400, 400]);
    const sixth = await t.call(
      liveContracts.checkChannelPasswd,
      { periodId: free.periodId, passwd: 'open-sesame' },
      { as: { token: other } },
    );
    expect(sixth.code).toBe(429);
    expect((await t.call(liveContracts.checkChannelPasswd, { periodId: free.periodId, passwd: 'x' })).code).toBe(303);
    ok(await t.call(liveContracts.updateChannelPasswd, { passwd: '' }, asTeacher()));
  });

  it('has no replay before the lesson ends', async () => {
    const res = await t.call(liveContracts.getPlaybackUrl, { periodId: lesson.periodId }, asTeacher());
    expect(res.code).toBe(409);
    expect(
      (await t.call(liveContracts.getPlaybackUrl, { periodId: lesson.periodId }, { as: { token: learner } })).code,
    ).toBe(403);
  });
});
