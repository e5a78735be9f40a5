import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminBroadcastScope, liveContracts } from '@school/contracts';
import { malformed } from '../../testing/call.ts';
import { createTestApp, DEMO_SITE_ID, type TestApp } from '../../testing/test-app.ts';
import { LEARNER, TEACHER } from '../course/course-fixtures.ts';
import { BroadcastState } from './live.repo.ts';
import { buildLiveCourse, ok } from './live-fixtures.ts';

/** The operator's console for live lessons: channels, broadcasts, recordings and chat mutes. */
let t: TestApp;
let teacher: string;
let learner: string;
let channelId: string;
let periodId: string;
const HOUR = 3_600_000;

beforeAll(async () => {
  t = await createTestApp();
  teacher = await t.tokenFor(TEACHER);
  learner = await t.tokenFor(LEARNER);
  const begin = Date.now() + 10 * 60_000;
  ({ periodId } = await buildLiveCourse(t, teacher, begin, begin + HOUR, '运营后台直播'));
  ok(await t.call(liveContracts.viewChannel, undefined, { as: { token: teacher } }));
  const channels = ok(await t.call(liveContracts.adminListChannels, {}, { as: 'operator' }));
  channelId = channels.list[0]!.id;
});
afterAll(() => t.close());

const asOperator = { as: 'operator' as const };
const asLearner = () => ({ as: { token: learner } });

/** Marks a broadcast as pushed, as the ingest does on an accepted push (no RTMP in these tests). */
async function markPushing(id: string) {
  await t.db
    .updateTable('live_broadcast')
    .set({ live_state: BroadcastState.pushing, begin_time: Date.now() - 60_000 })
    .where('id', '=', Number(id))
    .execute();
}

describe('the console’s live calls refuse', () => {
  it('a visitor, a learner and a teacher', async () => {
    const calls = [
      () => t.call(liveContracts.adminCutChannel, { id: channelId }, asLearner()),
      () => t.call(liveContracts.adminResetChannelToken, { id: channelId }, { as: { token: teacher } }),
      () => t.call(liveContracts.adminListBroadcasts, { scope: 1 }, asLearner()),
      () => t.call(liveContracts.adminPreviewBroadcast, { id: '1' }, asLearner()),
      () => t.call(liveContracts.adminSaveReplay, { id: '1', keepReplay: 0 }, asLearner()),
      () => t.call(liveContracts.adminListMutes, {}, asLearner()),
      () => t.call(liveContracts.adminDeleteMute, { periodId, userId: '1' }, asLearner()),
      () => t.call(liveContracts.adminListMutes, {}),
    ];
    for (const call of calls) {
      const res = await call();
      expect(res.code, res.msg).toBeGreaterThanOrEqual(300);
      expect(res.code).toBeLessThan(500);
    }
  });

  it('bad input with a Chinese message', async () => {
    const bad = [
      await t.call(liveContracts.adminListBroadcasts, { scope: malformed(3) }, asOperator),
      await t.call(liveContracts.adminCutChannel, { id: 'x' }, asOperator),
      await t.call(liveContracts.adminSaveReplay, { id: '1', keepReplay: malformed(2) }, asOperator),
      await t.call(liveContracts.adminDeleteMute, { periodId: 'x', userId: '1' }, asOperator),
    ];
    for (const res of bad) {
      expect(res.code).toBe(400);
      expect(res.msg).toMatch(/[\u4e00-\u9fa5]/);
    }
    expect(await t.call(liveContracts.adminCutChannel, { id: '999999' }, asOperator)).toMatchObject({
      code: 404,
      msg: '频道不存在',
    });
  });
});

describe('channels', () => {
  it('lists the teacher by name; another school’s operator cannot cut or reset the channel', async () => {
    const listed = ok(await t.call(liveContracts.adminListChannels, {}, asOperator)).list[0]!;
    expect(listed.lecturerName).not.toBe('');
    expect(listed).toMatchObject({ id: channelId, isPushing: 0, viewers: 0 });
    expect((await t.call(liveContracts.adminCutChannel, { id: channelId }, { as: 'otherOperator' })).code).toBe(404);
    expect((await t.call(liveContracts.adminResetChannelToken, { id: channelId }, { as: 'otherOperator' })).code).toBe(
      404,
    );
    expect(ok(await t.call(liveContracts.adminListChannels, {}, { as: 'otherOperator' })).list).toEqual([]);
  });

  it('resets the key, which the teacher then sees masked with a new tail and the operator never sees', async () => {
    const before = ok(await t.call(liveContracts.viewChannel, undefined, { as: { token: teacher } })).streamKey;
    const reset = ok(await t.call(liveContracts.adminResetChannelToken, { id: channelId }, asOperator));
    expect(JSON.stringify(reset)).not.toMatch(/streamKey/);
    const after = ok(await t.call(liveContracts.viewChannel, undefined, { as: { token: teacher } }));
    expect(after.keyShownInFull).toBe(0);
    expect(after.streamKey).not.toBe(before);
    expect(ok(await t.call(liveContracts.adminCutChannel, { id: channelId }, asOperator)).id).toBe(channelId);
  });
});

describe('broadcasts and recordings', () => {
  it('lists a live broadcast, previews it without counting a viewer, and lists its recording once ended', async () => {
    const opened = ok(await t.call(liveContracts.saveLiveLog, { periodId }, { as: { token: teacher } }));
    const live = ok(await t.call(liveContracts.adminListBroadcasts, { scope: AdminBroadcastScope.live }, asOperator));
    expect(live.list.map((row) => row.id)).toEqual([opened.id]);
    expect(live.list[0]).toMatchObject({ channelId, liveStatus: 1, isPushing: 0 });
    expect(await t.call(liveContracts.adminPreviewBroadcast, { id: opened.id }, asOperator)).toMatchObject({
      code: 409,
      msg: '这次直播还没有开始或已经结束，无法预览',
    });
    expect((await t.call(liveContracts.adminPreviewBroadcast, { id: opened.id }, { as: 'otherOperator' })).code).toBe(
      404,
    );
    expect(
      ok(await t.call(liveContracts.adminListBroadcasts, { scope: AdminBroadcastScope.live }, { as: 'otherOperator' }))
        .list,
    ).toEqual([]);

    await markPushing(opened.id);
    const preview = ok(await t.call(liveContracts.adminPreviewBroadcast, { id: opened.id }, asOperator));
    expect(preview.hlsUrl).toMatch(/^\/apis\/course\/api\/live\/hls\/.+\/index\.m3u8$/);
    // The token is good (the playlist is simply not written, with no push): not refused, and nobody counted.
    const playlist = await t.app.inject({ method: 'GET', url: preview.hlsUrl });
    expect(playlist.statusCode).toBe(404);
    expect(ok(await t.call(liveContracts.viewChannel, undefined, { as: { token: teacher } })).viewers).toBe(0);

    // Discarded while live: ending it leaves a recording that is kept 7 days and listed.
    const discarded = ok(await t.call(liveContracts.adminSaveReplay, { id: opened.id, keepReplay: 0 }, asOperator));
    expect(discarded).toMatchObject({ keepReplay: 0, replayStatus: 0 });
    ok(await t.call(liveContracts.saveLiveLog, { id: opened.id, isEnd: 1 }, { as: { token: teacher } }));
    const recordings = ok(
      await t.call(liveContracts.adminListBroadcasts, { scope: AdminBroadcastScope.recordings }, asOperator),
    );
    expect(recordings.list[0]).toMatchObject({ id: opened.id, liveStatus: 3, keepReplay: 0, replayStatus: 4 });
    expect(
      ok(await t.call(liveContracts.adminListBroadcasts, { scope: AdminBroadcastScope.live }, asOperator)).list,
    ).toEqual([]);
    expect((await t.call(liveContracts.adminPreviewBroadcast, { id: opened.id }, asOperator)).code).toBe(409);
  });
});

describe('chat mutes', () => {
  it('lists a mute with names, lifts it for this school’s operator only, and says when there is none', async () => {
    const learnerId = (
      await t.db
        .selectFrom('users')
        .select('id')
        .where('mobile', '=', LEARNER)
        .where('site_id', '=', DEMO_SITE_ID)
        .executeTakeFirstOrThrow()
    ).id;
    // A mute as the teacher's chat frame leaves it (the chat's own tests send the frame).
    await t.db
      .insertInto('live_chat_mute')
      .values({
        id: t.newId(),
        site_id: DEMO_SITE_ID,
        gmt_create: Date.now(),
        period_id: Number(periodId),
        user_id: learnerId,
        muted_by: 0,
      })
      .execute();
    const mutes = ok(await t.call(liveContracts.adminListMutes, {}, asOperator));
    expect(mutes.list).toEqual([
      expect.objectContaining({
        periodId,
        periodName: '听力技巧',
        courseName: '运营后台直播',
        userId: String(learnerId),
      }),
    ]);
    expect(mutes.list[0]!.nickname).not.toBe('');
    expect(ok(await t.call(liveContracts.adminListMutes, {}, { as: 'otherOperator' })).list).toEqual([]);
    const key = { periodId, userId: String(learnerId) };
    expect((await t.call(liveContracts.adminDeleteMute, key, { as: 'otherOperator' })).code).toBe(404);
    expect((await t.call(liveContracts.adminDeleteMute, key, asOperator)).code).toBe(200);
    expect(ok(await t.call(liveContracts.adminListMutes, {}, asOperator)).list).toEqual([]);
    expect(await t.call(liveContracts.adminDeleteMute, key, asOperator)).toMatchObject({
      code: 404,
      msg: '该学员在这节课没有被禁言',
    });
  });
});
