import { afterAll, beforeAll, expect, it } from 'vitest';
import { examContracts } from '@school/contracts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { createTakingTest, type TakingTest } from './taking-fixtures.ts';

/**
 * The two promises of the server's clock: an app closed mid-exam loses no answer (a new app on the same
 * database continues the record), and a deadline passing with nobody connected submits and scores it.
 */

let x: TakingTest;
let paperId: string;
beforeAll(async () => {
  x = await createTakingTest();
  // single 2 + true/false 2 + essay 15
  paperId = await x.publish([1, 3, 5], { passScore: 2 });
});
afterAll(() => x.t.close());

it('loses no answer when the app closes mid-exam and a new one takes over', async () => {
  const started = await x.t.call(examContracts.checkExamRecord, { examId: paperId }, { as: { token: x.learner } });
  const recordId = started.data.record.id;
  const [single, judge] = started.data.titles[0]!.problems.map((problem) => problem.id) as [string, string];
  for (const [problemId, answer] of [
    [single, ['B']],
    [judge, ['T']],
  ] as const) {
    const saved = await x.t.call(
      examContracts.saveExamAnswer,
      { recordId, problemId, answer: [...answer], position: 1 },
      { as: { token: x.learner } },
    );
    expect(saved.msg).toBe('成功');
  }
  await x.t.app.close();

  let second: TestApp | undefined;
  try {
    second = await createTestApp({ database: x.t });
    const token = await second.tokenFor('13800000001');
    const resumed = await second.call(examContracts.continueExamRecord, { recordId }, { as: { token } });
    expect(resumed.msg).toBe('成功');
    expect(resumed.data.record.position).toBe(1);
    expect(resumed.data.answers).toEqual(
      expect.arrayContaining([
        { problemId: single, answer: ['B'] },
        { problemId: judge, answer: ['T'] },
      ]),
    );
    expect(resumed.data.record.remainingMs).toBeGreaterThan(0);
    const finished = await second.call(examContracts.finishExam, { recordId }, { as: { token } });
    expect(finished.data).toMatchObject({ recordStatus: 3, score: 4 });
  } finally {
    await second?.close();
  }
});

it('submits and scores the record by itself when the deadline passes with nobody connected', async () => {
  const app = await createTestApp({ database: x.t });
  try {
    const token = await app.tokenFor('13800000001');
    const started = await app.call(examContracts.checkExamRecord, { examId: paperId }, { as: { token } });
    const recordId = started.data.record.id;
    const [single, judge, essay] = started.data.titles[0]!.problems.map((problem) => problem.id) as [
      string,
      string,
      string,
    ];
    for (const [problemId, answer] of [
      [single, ['B']],
      [judge, ['F']],
      [essay, ['<p>An answer.</p>']],
    ] as const)
      await app.call(examContracts.saveExamAnswer, { recordId, problemId, answer: [...answer] }, { as: { token } });
    const job = await app.db
      .selectFrom('job')
      .selectAll()
      .where('kind', '=', 'exam.submit-record')
      .where('payload', '=', JSON.stringify({ recordId: Number(recordId) }))
      .executeTakeFirstOrThrow();
    expect(job.run_after).toBeGreaterThan(Date.now() + 29 * 60_000);
    // Time passes: the answer time ran out a while ago, and the job is due.
    const past = Date.now() - 10_000;
    await app.db.updateTable('exam_record').set({ deadline: past }).where('id', '=', Number(recordId)).execute();
    await app.db.updateTable('job').set({ run_after: past }).where('id', '=', job.id).execute();

    let state = '';
    for (let tries = 0; tries < 50 && state !== 'done'; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      state = (await app.db.selectFrom('job').select('state').where('id', '=', job.id).executeTakeFirstOrThrow()).state;
    }
    expect(state).toBe('done');
    const row = await app.db
      .selectFrom('exam_record')
      .selectAll()
      .where('id', '=', Number(recordId))
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ record_status: 2, submit_way: 2, objective_tenths: 20, awaiting_count: 1 });
    const late = await app.call(
      examContracts.saveExamAnswer,
      { recordId, problemId: single, answer: ['A'] },
      { as: { token } },
    );
    expect(late.code).toBe(409);
    const result = await app.call(examContracts.viewExamAnswer, { recordId }, { as: { token } });
    expect(result.data.record).toMatchObject({ submitWay: 2, recordStatusName: '待批阅', score: 2 });
    expect(result.data.answers.find((answer) => answer.problemId === single)).toMatchObject({
      state: 1,
      answer: ['B'],
    });
  } finally {
    await app.close();
  }
});

it('refuses answers after the deadline even before the job has run', async () => {
  const app = await createTestApp({ database: x.t, config: { runJobs: false } });
  try {
    const token = await app.tokenFor('13800000001');
    const started = await app.call(examContracts.checkExamRecord, { examId: paperId }, { as: { token } });
    const recordId = started.data.record.id;
    const single = started.data.titles[0]!.problems[0]!.id;
    await app.db
      .updateTable('exam_record')
      .set({ deadline: Date.now() - 10_000 })
      .where('id', '=', Number(recordId))
      .execute();
    const late = await app.call(
      examContracts.saveExamAnswer,
      { recordId, problemId: single, answer: ['B'] },
      { as: { token } },
    );
    expect([late.code, late.msg]).toEqual([409, '考试时间已到，试卷已自动交卷，这次作答未能保存']);
    const record = await app.db
      .selectFrom('exam_record')
      .selectAll()
      .where('id', '=', Number(recordId))
      .executeTakeFirstOrThrow();
    expect(record).toMatchObject({ record_status: 3, submit_way: 2, objective_tenths: 0 });
  } finally {
    await app.close();
  }
});
