import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXAM_EXPORT_PATH, examContracts, apiUrl } from '@school/contracts';
import { OTHER_SITE_ID } from '../../testing/test-app.ts';
import { EXAM_RUNNING_MSG } from './answer-access.ts';
import { answerLikePathsIn } from './answer-fixtures.ts';
import { readyVideo } from '../vod/vod-fixtures.ts';
import { createTakingTest, type TakingTest } from './taking-fixtures.ts';

/**
 * When a learner sees an answer (decision 0048): answers, analysis and explanation videos only for a paper the
 * learner may take, after they met the problem, and never while an exam of theirs on the paper runs.
 */

let x: TakingTest;
/** A free paper (single, true/false, material) whose problems have an explanation video, and a paid paper. */
let paperId: string;
let paidPaperId: string;
let stranger: string;
let single: string;
let judge: string;
let material: string;
let practiceId: string;
let errorId: string;
let examRecordId: string;

const MISSING = { code: 404, msg: '试题不存在或已从试卷中移除' };
const UNMET = { code: 403, msg: '作答并交卷（或在练习中做过这道题）后才能观看讲解视频' };
const RUNNING = { code: 409, msg: EXAM_RUNNING_MSG };

beforeAll(async () => {
  x = await createTakingTest();
  const videoId = await readyVideo(x.t, x.teacherId, '讲解视频');
  paperId = await x.publish([1, 3, 6], { examName: '答案规则卷', passScore: 1 }, { videoId: String(videoId) });
  paidPaperId = await x.publish([1], { examName: '答案收费卷', passScore: 1, isFree: 0, price: 9.9, vipPrice: 5 });
  stranger = await x.t.tokenFor('13800000004');
  const preview = await x.t.call(examContracts.previewPaperAudit, { examId: paperId }, { as: { token: x.teacher } });
  [single, judge, material] = preview.data.titles[0]!.problems.map((problem) => problem.id) as [string, string, string];
});
afterAll(() => x.t.close());

const collect = (token: string, examId: string, problemId: string, site?: number) =>
  x.t.call(
    examContracts.collectProblem,
    { collectionId: problemId, collectionType: 4, examId },
    { as: { token }, site },
  );
const collection = async (token: string, site?: number) =>
  (await x.t.call(examContracts.listProblemCollection, { pageSize: 50 }, { as: { token }, site })).data.list;
const signVideo = (token: string, examId: string, problemId: string, site?: number) =>
  x.t.call(examContracts.signProblemVideo, { examId, problemId }, { as: { token }, site });
const exportWithAnswers = async (token: string, examId: string) => {
  const res = await x.t.app.inject({
    method: 'POST',
    url: apiUrl(EXAM_EXPORT_PATH),
    headers: { 'site-id': '11', token },
    payload: { examId, withAnswers: 1 },
  });
  return String(res.headers['content-type']).includes('json') ? JSON.parse(res.body) : { code: 200, msg: 'file' };
};
const savedAnswers = async (recordId: string) =>
  (await x.t.db.selectFrom('exam_record_answer').selectAll().where('record_id', '=', Number(recordId)).execute())
    .length;
const pick = (res: { code: number; msg: string }) => ({ code: res.code, msg: res.msg });

describe('a learner who practised, then starts an exam on the same paper', () => {
  it('sees the answer of a practised problem only, before the exam', async () => {
    const sign = await x.t.call(examContracts.signPractice, { examId: paperId }, { as: { token: x.learner } });
    practiceId = sign.data.record.id;
    expect(answerLikePathsIn(sign.data)).toEqual([]);
    const wrong = await x.t.call(
      examContracts.savePracticeAnswer,
      {
        recordId: practiceId,
        problemId: single,
        answer: ['A'],
      },
      { as: { token: x.learner } },
    );
    expect(wrong.data.problem.answer).toEqual(['B']);
    expect(pick(await collect(x.learner, paperId, single))).toEqual({ code: 200, msg: '成功' });
    expect(pick(await collect(x.learner, paperId, judge))).toEqual({ code: 200, msg: '成功' });
    const shown = new Map((await collection(x.learner)).map((item) => [item.problemId, item.problem]));
    expect(shown.get(single)!.answer).toEqual(['B']);
    expect(answerLikePathsIn(shown.get(judge))).toEqual([]);
    expect((await signVideo(x.learner, paperId, single)).code).toBe(200);
    expect(pick(await signVideo(x.learner, paperId, judge))).toEqual(UNMET);
    const errors = await x.t.call(examContracts.pageErrorProblem, {}, { as: { token: x.learner } });
    errorId = errors.data.list.find((item) => item.problemId === single)!.id;
  });

  it('gets no answer, analysis, video or judgement anywhere while the exam runs', async () => {
    const started = await x.t.call(examContracts.checkExamRecord, { examId: paperId }, { as: { token: x.learner } });
    examRecordId = started.data.record.id;
    expect(answerLikePathsIn(started.data)).toEqual([]);
    expect(pick(await collect(x.learner, paperId, material))).toEqual({ code: 200, msg: '成功' });
    expect(answerLikePathsIn(await collection(x.learner))).toEqual([]);

    const answersBefore = await savedAnswers(practiceId);
    expect(pick(await x.t.call(examContracts.signPractice, { examId: paperId }, { as: { token: x.learner } }))).toEqual(
      RUNNING,
    );
    const practised = await x.t.call(
      examContracts.savePracticeAnswer,
      {
        recordId: practiceId,
        problemId: judge,
        answer: ['T'],
      },
      { as: { token: x.learner } },
    );
    expect(pick(practised)).toEqual(RUNNING);
    expect(await savedAnswers(practiceId)).toBe(answersBefore);
    expect(
      pick(await x.t.call(examContracts.viewPractice, { recordId: practiceId }, { as: { token: x.learner } })),
    ).toEqual(RUNNING);

    expect(pick(await signVideo(x.learner, paperId, single))).toEqual(RUNNING);
    expect(pick(await signVideo(x.learner, paperId, '123456789'))).toEqual(RUNNING);
    expect(pick(await exportWithAnswers(x.learner, paperId))).toEqual(RUNNING);

    const view = await x.t.call(examContracts.viewErrorProblem, { id: errorId }, { as: { token: x.learner } });
    expect(answerLikePathsIn(view.data)).toEqual([]);
    const retried = await x.t.call(
      examContracts.saveErrorAnswer,
      {
        id: errorId,
        answers: [{ problemId: single, answer: ['B'] }],
      },
      { as: { token: x.learner } },
    );
    expect(pick(retried)).toEqual(RUNNING);
    const after = await x.t.call(examContracts.viewErrorProblem, { id: errorId }, { as: { token: x.learner } });
    expect(after.data.item.correctDays).toBe(0);
  });

  it('sees every problem of the submitted exam afterwards, until it starts the paper again', async () => {
    const done = await x.t.call(examContracts.finishExam, { recordId: examRecordId }, { as: { token: x.learner } });
    expect(done.msg).toBe('成功');
    const result = await x.t.call(
      examContracts.viewExamAnswer,
      { recordId: examRecordId },
      { as: { token: x.learner } },
    );
    expect(result.data.titles[0]!.problems.map((problem) => problem.analysis !== undefined)).toEqual([
      true,
      true,
      true,
    ]);
    expect((await collection(x.learner)).every((item) => item.problem.answer !== undefined)).toBe(true);
    expect((await signVideo(x.learner, paperId, judge)).code).toBe(200);
    expect((await exportWithAnswers(x.learner, paperId)).code).toBe(200);

    const again = await x.t.call(examContracts.checkExamRecord, { examId: paperId }, { as: { token: x.learner } });
    expect(again.data.record.id).not.toBe(examRecordId);
    expect(
      pick(await x.t.call(examContracts.viewExamAnswer, { recordId: examRecordId }, { as: { token: x.learner } })),
    ).toEqual(RUNNING);
    expect(answerLikePathsIn(await collection(x.learner))).toEqual([]);
    expect(pick(await signVideo(x.learner, paperId, judge))).toEqual(RUNNING);
    await x.t.call(examContracts.finishExam, { recordId: again.data.record.id }, { as: { token: x.learner } });
    expect((await signVideo(x.learner, paperId, judge)).code).toBe(200);
  });
});

describe('a learner who has not bought a paid paper', () => {
  it('cannot collect its problems, and a real id answers like a guessed one', async () => {
    const preview = await x.t.call(
      examContracts.previewPaperAudit,
      { examId: paidPaperId },
      { as: { token: x.teacher } },
    );
    const paidProblem = preview.data.titles[0]!.problems[0]!.id;
    expect(pick(await collect(stranger, paidPaperId, paidProblem))).toEqual(MISSING);
    expect(pick(await collect(stranger, paidPaperId, '123456789'))).toEqual(MISSING);
    expect(await collection(stranger)).toEqual([]);
    const video = await signVideo(stranger, paidPaperId, paidProblem);
    expect(video.code).toBe(403);
    expect(pick(await signVideo(stranger, paidPaperId, '123456789'))).toEqual(pick(video));
    expect(
      (await x.t.call(examContracts.signPractice, { examId: paidPaperId }, { as: { token: stranger } })).code,
    ).toBe(403);
    expect((await exportWithAnswers(stranger, paidPaperId)).code).toBe(403);
  });

  it('collects a free paper’s problem it never met without its answer', async () => {
    expect(pick(await collect(stranger, paperId, material))).toEqual({ code: 200, msg: '成功' });
    const list = await collection(stranger);
    expect(list.map((item) => item.problemId)).toEqual([material]);
    expect(answerLikePathsIn(list)).toEqual([]);
    expect(pick(await signVideo(stranger, paperId, material))).toEqual(UNMET);
    expect(pick(await signVideo(stranger, paperId, '123456789'))).toEqual(UNMET);
    expect(pick(await exportWithAnswers(stranger, paperId))).toEqual({
      code: 403,
      msg: '交卷后才能下载带答案的试卷',
    });
  });
});

describe('another school’s user', () => {
  it('reaches nothing of this school’s papers, records or notebook', async () => {
    const site = OTHER_SITE_ID;
    const foreign = x.otherSiteTeacher;
    expect(pick(await collect(foreign, paperId, single, site))).toEqual(MISSING);
    expect(pick(await collect(foreign, paperId, '123456789', site))).toEqual(MISSING);
    expect(pick(await signVideo(foreign, paperId, single, site))).toEqual(
      pick(await signVideo(foreign, '123456789', single, site)),
    );
    expect((await signVideo(foreign, paperId, single, site)).code).toBe(404);
    const asForeign = { as: { token: foreign }, site };
    const calls = [
      () => x.t.call(examContracts.signPractice, { examId: paperId }, asForeign),
      () =>
        x.t.call(
          examContracts.savePracticeAnswer,
          { recordId: practiceId, problemId: single, answer: ['B'] },
          asForeign,
        ),
      () => x.t.call(examContracts.viewPractice, { recordId: practiceId }, asForeign),
      () => x.t.call(examContracts.viewExamAnswer, { recordId: examRecordId }, asForeign),
      () =>
        x.t.call(
          examContracts.saveErrorAnswer,
          { id: errorId, answers: [{ problemId: single, answer: ['B'] }] },
          asForeign,
        ),
    ];
    for (const [i, send] of calls.entries()) {
      const res = await send();
      expect(res.code, `call ${i}`).toBe(404);
      expect(answerLikePathsIn(res.data), `call ${i}`).toEqual([]);
    }
    expect(await collection(foreign, site)).toEqual([]);
  });
});
