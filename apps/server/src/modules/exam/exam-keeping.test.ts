import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examContracts, examReaderContracts } from '@school/contracts';
import { createFakeClock, createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testRedisReachable, testRedisUrl } from '../../testing/test-redis.ts';
import { createTakingTest, type TakingTest } from './taking-fixtures.ts';

/**
 * The paper page's reader call reads the published paper and the reader's exam records from memory
 * (decision 0095), kept by the exam module under versions its own writes move. Each is proved kept (a
 * row changed behind the school's back is not seen), then a start, a submission and a shelf change made
 * through the school are seen on the very next call, and by a second instance sharing Redis.
 */
const SETTLED_MS = 10_000;
const clock = createFakeClock();
let x: TakingTest;
let paperId: string;

beforeAll(async () => {
  x = await createTakingTest({ clock });
  paperId = await x.publish([1], { examName: '保留测试卷', passScore: 1 });
});
afterAll(() => x.t.close());

const state = async (t: TestApp = x.t, id = paperId, token = x.learner) =>
  t.call(examReaderContracts.viewPaperReader, { id }, { as: { token } });
/** Reads, lets the versions settle, reads again: from then on the answers are kept. */
async function settled(read: () => Promise<unknown>) {
  await read();
  clock.advance(SETTLED_MS);
  await read();
}

describe('the paper page’s kept reader state', () => {
  it('sees a start and a submission on the very next call, and keeps the records in between', async () => {
    await settled(() => state());
    expect((await state()).data).toEqual({ examId: paperId, isBuy: 1, runningRecordId: '' });
    const started = await x.t.call(examContracts.checkExamRecord, { examId: paperId }, { as: { token: x.learner } });
    expect(started.code).toBe(200);
    const recordId = started.data.record.id;
    expect((await state()).data.runningRecordId).toBe(recordId);

    clock.advance(SETTLED_MS);
    await settled(() => state());
    const finished = await x.t.call(examContracts.finishExam, { recordId }, { as: { token: x.learner } });
    expect(finished.code).toBe(200);
    const after = (await state()).data;
    expect(after).toMatchObject({ runningRecordId: '', lastRecord: { id: recordId } });

    // Kept: a record changed behind the school's back is not seen.
    clock.advance(SETTLED_MS);
    await settled(() => state());
    await x.t.db.updateTable('exam_record').set({ status_id: 0 }).where('id', '=', Number(recordId)).execute();
    expect((await state()).data).toEqual(after);
    await x.t.db.updateTable('exam_record').set({ status_id: 1 }).where('id', '=', Number(recordId)).execute();
  });

  it('refuses a paper taken off the shelf on the very next call, and serves it again once back', async () => {
    clock.advance(SETTLED_MS);
    await settled(() => state());
    // Kept: the paper's row changed behind the school's back is not seen.
    await x.t.db.updateTable('exam_paper').set({ is_put_away: 0 }).where('id', '=', Number(paperId)).execute();
    expect((await state()).code).toBe(200);
    await x.t.db.updateTable('exam_paper').set({ is_put_away: 1 }).where('id', '=', Number(paperId)).execute();

    const off = await x.t.call(
      examContracts.putAwayPaperAudit,
      { id: paperId, isPutAway: 0 },
      { as: { token: x.teacher } },
    );
    expect(off.code).toBe(200);
    expect([(await state()).code, (await state()).msg]).toEqual([404, '试卷不存在或已下架']);
    await x.t.call(examContracts.putAwayPaperAudit, { id: paperId, isPutAway: 1 }, { as: { token: x.teacher } });
    expect((await state()).code).toBe(200);
  });
});

const redisReachable = await testRedisReachable('the two-instance exam-keeping test is');

describe.runIf(redisReachable)('two instances sharing Redis', () => {
  const shared = createFakeClock();
  let first: TakingTest;
  let second: TestApp;
  let sharedPaper: string;
  beforeAll(async () => {
    first = await createTakingTest({ clock: shared, config: { redisUrl: testRedisUrl } });
    second = await createTestApp({ clock: shared, database: first.t, config: { redisUrl: testRedisUrl } });
    sharedPaper = await first.publish([1], { examName: '两实例卷', passScore: 1 });
  });
  afterAll(async () => {
    await second?.close();
    await first?.t.close();
  });

  it('sees a submission made on the other instance on its very next call', async () => {
    const onSecond = () => state(second, sharedPaper, first.learner);
    await onSecond();
    shared.advance(SETTLED_MS);
    expect((await onSecond()).data.runningRecordId).toBe('');
    const started = await first.t.call(
      examContracts.checkExamRecord,
      { examId: sharedPaper },
      { as: { token: first.learner } },
    );
    const recordId = started.data.record.id;
    expect((await onSecond()).data.runningRecordId).toBe(recordId);

    shared.advance(SETTLED_MS);
    await onSecond();
    expect((await first.t.call(examContracts.finishExam, { recordId }, { as: { token: first.learner } })).code).toBe(
      200,
    );
    expect((await onSecond()).data).toMatchObject({ runningRecordId: '', lastRecord: { id: recordId } });
  });
});
