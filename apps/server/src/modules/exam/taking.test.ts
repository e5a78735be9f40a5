import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EXAM_EXPORT_PATH,
  examContracts,
  type ExamSession,
  searchContracts,
  userContracts,
  apiUrl,
} from '@school/contracts';
import { systemClock } from '../../core/time.ts';
import { malformed } from '../../testing/call.ts';
import { OTHER_SITE_ID } from '../../testing/test-app.ts';
import { createOrderRepo, createOrderService } from '../order/index.ts';
import { readyVideo } from '../vod/vod-fixtures.ts';
import { createTakingTest, type TakingTest } from './taking-fixtures.ts';

let x: TakingTest;
/** A free paper of all eight types, a second free paper, and a paid one. */
let paperId: string;
let otherPaperId: string;
let paidPaperId: string;
let otherLearner: string;
beforeAll(async () => {
  x = await createTakingTest();
  paperId = await x.publish([1, 2, 3, 4, 5, 6, 7, 8]);
  otherPaperId = await x.publish([1, 3], { examName: '四级短卷', passScore: 2 });
  paidPaperId = await x.publish([1], { examName: '四级收费卷', passScore: 1, isFree: 0, price: 9.9, vipPrice: 5 });
  otherLearner = await x.t.tokenFor('13800000004');
});
afterAll(() => x.t.close());

describe('an exam from start to marking', () => {
  let session: ExamSession;
  const ids = () => session.titles[0]!.problems.map((problem) => problem.id);
  const childIds = (index: number) => session.titles[0]!.problems[index]!.children.map((child) => child.id);
  const save = (problemId: string, answer: string[], position = 0, token = x.learner, recordId = session.record.id) =>
    x.t.call(examContracts.saveExamAnswer, { recordId, problemId, answer, position }, { as: { token } });

  it('starts with the server deadline, no answers in the paper, and resumes the same record', async () => {
    const res = await x.t.call(examContracts.checkExamRecord, { examId: paperId }, { as: { token: x.learner } });
    expect(res.msg).toBe('成功');
    session = res.data;
    expect(session.record.recordStatus).toBe(1);
    expect(session.record.totalScore).toBe(39);
    expect(session.record.problemCount).toBe(9);
    expect(session.record.remainingMs).toBeGreaterThan(29 * 60_000);
    expect(session.record.remainingMs).toBeLessThanOrEqual(30 * 60_000);
    const first = session.titles[0]!.problems[0]!;
    expect(first.answer).toBeUndefined();
    expect(first.analysis).toBeUndefined();
    const again = await x.t.call(examContracts.checkExamRecord, { examId: paperId }, { as: { token: x.learner } });
    expect(again.data.record.id).toBe(session.record.id);
  });

  it('refuses a second exam while one runs, and someone else’s record', async () => {
    const second = await x.t.call(
      examContracts.checkExamRecord,
      { examId: otherPaperId },
      { as: { token: x.learner } },
    );
    expect([second.code, second.status]).toEqual([409, 409]);
    expect(second.msg).toContain('请先交卷');
    const theirs = await save(ids()[0]!, ['B'], 0, otherLearner);
    expect(theirs.code).toBe(403);
    expect(theirs.msg).toBe('不能查看或修改他人的考试记录');
    const view = await x.t.call(
      examContracts.continueExamRecord,
      { recordId: session.record.id },
      { as: { token: otherLearner } },
    );
    expect(view.code).toBe(403);
  });

  it('saves answers as given and refuses malformed ones without changing anything', async () => {
    const [single, multiple, judge, blank, essay, material, , dictation] = ids();
    const [materialSingle, materialJudge] = childIds(5);
    for (const [problemId, answer] of [
      [single, ['A']],
      [single, ['B']],
      [multiple, ['A']],
      [judge, ['F']],
      [blank, [' ＷＡＳ ', 'will']],
      [essay, ['<p>My hometown is small.</p>']],
      [materialSingle, ['A']],
      [materialJudge, ['T']],
      [dictation, ['the weather is fine today']],
    ] as const) {
      const res = await save(problemId!, [...answer], 3);
      expect(res.msg).toBe('成功');
      expect(res.data.remainingMs).toBeGreaterThan(0);
    }
    for (const [problemId, answer, message] of [
      [single, ['A', 'B'], '单选题'],
      [single, ['Z'], '单选题'],
      [judge, ['yes'], '判断题'],
      [blank, ['a', 'b', 'c'], '2 个空'],
      [material, ['A'], '材料题'],
      ['123456789', ['A'], '不在您的试卷中'],
    ] as const) {
      const res = await save(problemId!, [...answer]);
      expect(res.code).toBe(400);
      expect(res.msg).toContain(message);
    }
    const notAList = await x.t.call(
      examContracts.saveExamAnswer,
      malformed({ recordId: session.record.id, problemId: single, answer: 'B' }),
      { as: { token: x.learner } },
    );
    expect(notAList.code).toBe(400);
  });

  it('continues with every answer and the position, and the heartbeat gives the server’s time', async () => {
    const res = await x.t.call(
      examContracts.continueExamRecord,
      { recordId: session.record.id },
      { as: { token: x.learner } },
    );
    const answers = new Map(res.data.answers.map((item) => [item.problemId, item.answer]));
    expect(answers.size).toBe(8);
    expect(answers.get(ids()[0]!)).toEqual(['B']);
    expect(answers.get(ids()[3]!)).toEqual([' ＷＡＳ ', 'will']);
    expect(res.data.record.position).toBe(3);
    const beat = await x.t.call(
      examContracts.examOnline,
      {
        recordId: session.record.id,
        position: 5,
      },
      { as: { token: x.learner } },
    );
    expect(beat.data.recordStatus).toBe(1);
    expect(beat.data.remainingMs).toBeGreaterThan(29 * 60_000);
    const result = await x.t.call(
      examContracts.viewExamAnswer,
      { recordId: session.record.id },
      { as: { token: x.learner } },
    );
    expect(result.code).toBe(409);
  });

  it('submits: objective parts scored by the table, the essay awaiting marking, answers frozen', async () => {
    const res = await x.t.call(
      examContracts.finishExam,
      {
        recordId: session.record.id,
      },
      { as: { token: x.learner } },
    );
    expect(res.msg).toBe('成功');
    // single 2 + multiple half 2 + judge 0 + blank 2 + material 2 + listening 0 + dictation 5
    expect(res.data).toMatchObject({ recordStatus: 2, objectiveScore: 13, score: 13, awaitingCount: 1, submitWay: 1 });
    const late = await save(ids()[0]!, ['A']);
    expect([late.code, late.msg]).toEqual([409, '试卷已交卷，作答不能再修改']);
    expect(
      (await x.t.call(examContracts.finishExam, { recordId: session.record.id }, { as: { token: x.learner } })).code,
    ).toBe(409);
    const result = await x.t.call(
      examContracts.viewExamAnswer,
      { recordId: session.record.id },
      { as: { token: x.learner } },
    );
    const states = new Map(result.data.answers.map((item) => [item.problemId, item]));
    expect(states.get(ids()[1]!)).toMatchObject({ state: 2, score: 2, maxScore: 4 });
    expect(states.get(ids()[4]!)).toMatchObject({ state: 4, score: 0 });
    expect(states.get(childIds(6)[0]!)).toMatchObject({ state: 0, answer: [] });
    expect(result.data.titles[0]!.gained).toBe(13);
    expect(result.data.titles[0]!.problems[0]!.answer).toEqual(['B']);
    const mine = await x.t.call(examContracts.listMyExam, {}, { as: { token: x.learner } });
    expect(mine.data.list.map((record) => record.id)).toContain(session.record.id);
    const ofPaper = await x.t.call(
      examContracts.listExamRecordOfPaper,
      { examId: paperId },
      { as: { token: x.learner } },
    );
    expect(ofPaper.data).toHaveLength(1);
  });

  it('lets the teacher mark the essay, then tells the learner the final score', async () => {
    const list = await x.t.call(examContracts.listMarkRecord, {}, { as: { token: x.teacher } });
    expect(list.data.list.map((record) => record.id)).toEqual([session.record.id]);
    expect((await x.t.call(examContracts.listMarkRecord, {}, { as: { token: x.learner } })).code).toBe(403);
    expect(
      (await x.t.call(examContracts.viewMarkRecord, { recordId: session.record.id }, { as: { token: x.otherAuthor } }))
        .code,
    ).toBe(403);
    const view = await x.t.call(
      examContracts.viewMarkRecord,
      { recordId: session.record.id },
      { as: { token: x.teacher } },
    );
    expect(view.data.record.learnerName).not.toBe('');
    const essay = ids()[4]!;
    const early = await x.t.call(
      examContracts.completeMark,
      { recordId: session.record.id },
      { as: { token: x.teacher } },
    );
    expect([early.code, early.msg]).toEqual([400, '还有 1 道主观题没有评分']);
    const tooMuch = await x.t.call(
      examContracts.saveMark,
      {
        recordId: session.record.id,
        problemId: essay,
        score: 16,
      },
      { as: { token: x.teacher } },
    );
    expect(tooMuch.code).toBe(400);
    const objective = await x.t.call(
      examContracts.saveMark,
      {
        recordId: session.record.id,
        problemId: ids()[0]!,
        score: 1,
      },
      { as: { token: x.teacher } },
    );
    expect(objective.code).toBe(400);
    const marked = await x.t.call(
      examContracts.saveMark,
      {
        recordId: session.record.id,
        problemId: essay,
        score: 12.5,
        comment: '结构清楚',
      },
      { as: { token: x.teacher } },
    );
    expect(marked.data).toMatchObject({ state: 5, score: 12.5, comment: '结构清楚' });
    const done = await x.t.call(
      examContracts.completeMark,
      {
        recordId: session.record.id,
      },
      { as: { token: x.teacher } },
    );
    expect(done.data).toMatchObject({ recordStatus: 3, score: 25.5, subjectiveScore: 12.5, isPass: 1 });
    const messages = await x.t.call(userContracts.listMessages, {}, { as: { token: x.learner } });
    expect(messages.data.list[0]!.content).toContain('总分 25.5 分');
    const again = await x.t.call(
      examContracts.saveMark,
      {
        recordId: session.record.id,
        problemId: essay,
        score: 1,
      },
      { as: { token: x.teacher } },
    );
    expect(again.code).toBe(409);
    const result = await x.t.call(
      examContracts.viewExamAnswer,
      { recordId: session.record.id },
      { as: { token: x.learner } },
    );
    expect(result.data.record.score).toBe(25.5);
  });

  it('puts the wrong problems in the notebook by kind, and retires one after three right days', async () => {
    const kinds = await x.t.call(examContracts.listErrorKind, undefined, { as: { token: x.learner } });
    const byKind = Object.fromEntries(kinds.data.map((kind) => [kind.problemKind, [kind.count, kind.dueCount]]));
    expect(byKind).toEqual({ grammar: [3, 3], reading: [1, 1] });
    const due = await x.t.call(examContracts.pageErrorProblem, { dueOnly: 1 }, { as: { token: x.learner } });
    expect(due.data.totalCount).toBe(4);
    const judgeItem = due.data.list.find((item) => item.problemId === ids()[2]!)!;
    const view = await x.t.call(examContracts.viewErrorProblem, { id: judgeItem.id }, { as: { token: x.learner } });
    expect(view.data.problem.answer).toBeUndefined();
    expect(view.data.lastAnswers).toEqual([{ problemId: ids()[2]!, answer: ['F'] }]);
    const answerIt = (answer: string[]) =>
      x.t.call(
        examContracts.saveErrorAnswer,
        {
          id: judgeItem.id,
          answers: [{ problemId: ids()[2]!, answer }],
        },
        { as: { token: x.learner } },
      );
    const right = await answerIt(['T']);
    expect(right.data).toMatchObject({ isRight: 1, retired: 0, item: { correctDays: 1, isDue: 0 } });
    expect(right.data.problem.answer).toEqual(['T']);
    expect((await answerIt(['T'])).data.item.correctDays).toBe(1);
    expect((await answerIt(['maybe'])).code).toBe(400);
    for (const day of ['2020-01-01', '2020-01-02']) {
      await x.t.db
        .updateTable('exam_error_problem')
        .set({ last_correct_day: day })
        .where('id', '=', Number(judgeItem.id))
        .execute();
      const res = await answerIt(['T']);
      expect(res.msg).toBe('成功');
      if (day === '2020-01-02') expect(res.data).toMatchObject({ retired: 1, item: { correctDays: 3 } });
    }
    const after = await x.t.call(examContracts.pageErrorProblem, {}, { as: { token: x.learner } });
    expect(after.data.totalCount).toBe(3);
    const wrongAgain = await x.t.call(
      examContracts.saveErrorAnswer,
      {
        id: after.data.list[0]!.id,
        answers: [{ problemId: after.data.list[0]!.problemId, answer: [] }],
      },
      { as: { token: x.learner } },
    );
    expect(wrongAgain.data.isRight).toBe(0);
    expect(wrongAgain.data.item.dueDate > wrongAgain.data.item.lastWrongTime.slice(0, 10)).toBe(true);
    const theirs = await x.t.call(
      examContracts.viewErrorProblem,
      { id: after.data.list[0]!.id },
      { as: { token: otherLearner } },
    );
    expect(theirs.code).toBe(404);
    const removed = await x.t.call(
      examContracts.deleteErrorProblem,
      { id: after.data.list[0]!.id },
      { as: { token: x.learner } },
    );
    expect(removed.code).toBe(200);
    expect((await x.t.call(examContracts.pageErrorProblem, {}, { as: { token: x.learner } })).data.totalCount).toBe(2);
    await x.t.call(examContracts.deleteAllErrorProblem, undefined, { as: { token: x.learner } });
    expect((await x.t.call(examContracts.pageErrorProblem, {}, { as: { token: x.learner } })).data.totalCount).toBe(0);
  });

  it('collects problems (type 4) with their answers', async () => {
    const collect = await x.t.call(
      examContracts.collectProblem,
      {
        collectionId: ids()[5]!,
        collectionType: 4,
        examId: paperId,
      },
      { as: { token: x.learner } },
    );
    expect(collect.msg).toBe('成功');
    const wrongType = await x.t.call(
      examContracts.collectProblem,
      malformed({ collectionId: ids()[5]!, collectionType: 1, examId: paperId }),
      { as: { token: x.learner } },
    );
    expect(wrongType.code).toBe(400);
    const list = await x.t.call(examContracts.listProblemCollection, {}, { as: { token: x.learner } });
    expect(list.data.list[0]!.problem.children.map((child) => child.answer)).toEqual([['A'], ['F']]);
    const explained = await x.t.call(
      examContracts.viewExamAnswer,
      {
        recordId: session.record.id,
      },
      { as: { token: x.learner } },
    );
    expect(explained.data.collectedIds).toEqual([ids()[5]!]);
    await x.t.call(
      examContracts.deleteProblemCollection,
      { collectionId: ids()[5]!, collectionType: 4 },
      { as: { token: x.learner } },
    );
    expect(
      (await x.t.call(examContracts.listProblemCollection, {}, { as: { token: x.learner } })).data.totalCount,
    ).toBe(0);
    const after = await x.t.call(
      examContracts.viewExamAnswer,
      { recordId: session.record.id },
      { as: { token: x.learner } },
    );
    expect(after.data.collectedIds).toEqual([]);
  });

  it('exports the paper as .docx, with answers only for the teacher or after a submission', async () => {
    const download = (token: string, body: object) =>
      x.t.app.inject({
        method: 'POST',
        url: apiUrl(EXAM_EXPORT_PATH),
        headers: { 'site-id': '11', token },
        payload: body,
      });
    const teacher = await download(x.teacher, { examId: paperId, withAnswers: 1 });
    expect(teacher.headers['content-type']).toContain('wordprocessingml');
    expect(teacher.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const learner = await download(x.learner, { examId: paperId, withAnswers: 1 });
    expect(learner.statusCode).toBe(200);
    const stranger = await download(otherLearner, { examId: paperId, withAnswers: 1 });
    expect(JSON.parse(stranger.body).code).toBe(403);
    expect((await download(otherLearner, { examId: paperId })).statusCode).toBe(200);
    expect(JSON.parse((await download(otherLearner, { examId: paidPaperId })).body).code).toBe(403);
  });
});

describe('the paper’s rules', () => {
  it('gives half marks only when the paper says so, and two starts at once make one record', async () => {
    const strict = await x.publish([2], { examName: '多选不给半分', passScore: 1, multipleHalfScore: 0 });
    const taker = await x.t.tokenFor('13800000002');
    const [first, second] = await Promise.all([
      x.t.call(examContracts.checkExamRecord, { examId: strict }, { as: { token: taker } }),
      x.t.call(examContracts.checkExamRecord, { examId: strict }, { as: { token: taker } }),
    ]);
    expect([first.msg, second.msg]).toEqual(['成功', '成功']);
    expect(second.data.record.id).toBe(first.data.record.id);
    const recordId = first.data.record.id;
    const problemId = first.data.titles[0]!.problems[0]!.id;
    await x.t.call(examContracts.saveExamAnswer, { recordId, problemId, answer: ['A'] }, { as: { token: taker } });
    const done = await x.t.call(examContracts.finishExam, { recordId }, { as: { token: taker } });
    expect(done.data).toMatchObject({ recordStatus: 3, score: 0, isPass: 0 });
  });
});

describe('practice', () => {
  it('judges each answer at once, keeps answers, and can start over', async () => {
    const sign = await x.t.call(examContracts.signPractice, { examId: otherPaperId }, { as: { token: x.learner } });
    expect(sign.data.record).toMatchObject({ recordType: 2, deadline: '', remainingMs: 0 });
    const [single, judge] = sign.data.titles[0]!.problems.map((problem) => problem.id) as [string, string];
    const recordId = sign.data.record.id;
    const right = await x.t.call(
      examContracts.savePracticeAnswer,
      {
        recordId,
        problemId: single,
        answer: ['B'],
      },
      { as: { token: x.learner } },
    );
    expect(right.data.result).toMatchObject({ state: 1, score: 2 });
    expect(right.data.problem.answer).toEqual(['B']);
    const wrong = await x.t.call(
      examContracts.savePracticeAnswer,
      {
        recordId,
        problemId: judge,
        answer: ['F'],
      },
      { as: { token: x.learner } },
    );
    expect(wrong.data.result.state).toBe(3);
    const view = await x.t.call(examContracts.viewPractice, { recordId }, { as: { token: x.learner } });
    expect(view.data.answers.filter((answer) => answer.state !== 0)).toHaveLength(2);
    const notebook = await x.t.call(examContracts.pageErrorProblem, {}, { as: { token: x.learner } });
    expect(notebook.data.list.map((item) => item.problemId)).toContain(judge);
    const cleared = await x.t.call(
      examContracts.deletePracticeAnswer,
      { recordId, problemId: judge },
      { as: { token: x.learner } },
    );
    expect(cleared.code).toBe(200);
    const resumed = await x.t.call(examContracts.signPractice, { examId: otherPaperId }, { as: { token: x.learner } });
    expect(resumed.data.record.id).toBe(recordId);
    expect(resumed.data.answers).toEqual([{ problemId: single, answer: ['B'] }]);
    expect((await x.t.call(examContracts.viewPractice, { recordId }, { as: { token: otherLearner } })).code).toBe(403);
    expect((await x.t.call(examContracts.deletePractice, { recordId }, { as: { token: x.learner } })).code).toBe(200);
    expect((await x.t.call(examContracts.viewPractice, { recordId }, { as: { token: x.learner } })).code).toBe(404);
  });
});

describe('papers to take', () => {
  it('needs a purchase or a grant for a paid paper', async () => {
    const refused = await x.t.call(
      examContracts.checkExamRecord,
      { examId: paidPaperId },
      { as: { token: otherLearner } },
    );
    expect([refused.code, refused.msg]).toEqual([403, '这是收费试卷，请先购买后再作答']);
    const before = await x.t.call(examContracts.viewPaperForUser, { id: paidPaperId }, { as: { token: otherLearner } });
    expect(before.data.isBuy).toBe(0);
    const orders = createOrderService({
      transact: x.t.database.transaction,
      orderRepo: createOrderRepo(x.t.db),
      clock: systemClock,
      newId: x.t.newId,
    });
    const user = await x.t.db
      .selectFrom('users')
      .select('id')
      .where('site_id', '=', 11)
      .where('mobile', '=', '13800000004')
      .executeTakeFirstOrThrow();
    await orders.grant(11, user.id, 5, Number(paidPaperId), 1, { name: '四级收费卷', listPrice: 990, remark: '赠送' });
    const started = await x.t.call(
      examContracts.checkExamRecord,
      { examId: paidPaperId },
      { as: { token: otherLearner } },
    );
    expect(started.msg).toBe('成功');
    const after = await x.t.call(examContracts.viewPaperForUser, { id: paidPaperId }, { as: { token: otherLearner } });
    expect(after.data).toMatchObject({ isBuy: 1, runningRecordId: started.data.record.id });
  });

  it('lists the papers a learner owns, to them alone and on their own site', async () => {
    const owned = await x.t.call(examContracts.listOwnedPaper, { pageCurrent: 1 }, { as: { token: otherLearner } });
    expect(owned.msg).toBe('成功');
    expect(owned.data.list).toHaveLength(1);
    expect(owned.data.list[0]).toMatchObject({ examId: paidPaperId, examName: '四级收费卷', isGranted: 1 });
    expect(owned.data.list[0]!.paper).toMatchObject({ id: paidPaperId, isFree: 0 });
    const mine = await x.t.call(examContracts.listOwnedPaper, { pageCurrent: 1 }, { as: { token: x.learner } });
    expect(mine.data).toMatchObject({ list: [], totalCount: 0 });
    const visitor = await x.t.call(examContracts.listOwnedPaper, { pageCurrent: 1 });
    expect(visitor.code).toBe(303);
    const foreignToken = await x.t.call(
      examContracts.listOwnedPaper,
      { pageCurrent: 1 },
      { as: { token: otherLearner }, site: OTHER_SITE_ID },
    );
    expect(foreignToken.code).toBe(302);
    const otherSite = await x.t.call(
      examContracts.listOwnedPaper,
      { pageCurrent: 1 },
      { as: { token: x.otherSiteTeacher }, site: OTHER_SITE_ID },
    );
    expect(otherSite.data.list).toEqual([]);
    const bad = await x.t.call(examContracts.listOwnedPaper, { pageCurrent: 0 }, { as: { token: otherLearner } });
    expect(bad.code).toBe(400);
  });

  it('shows the detail, search, recommendations and the site search’s exam tab', async () => {
    const detail = await x.t.call(examContracts.viewPaperInfo, { id: paperId });
    expect(detail.data).toMatchObject({ takerCount: 1, lecturerName: '赵老师', isBuy: 0 });
    expect(detail.data.titles).toEqual([{ titleName: '全部题型', description: '', score: 39, problemCount: 8 }]);
    const search = await x.t.call(examContracts.searchPaperInfo, { keyword: '短卷' });
    expect(search.data.list.map((paper) => paper.id)).toEqual([otherPaperId]);
    const recommended = await x.t.call(examContracts.recommendPaper, {
      examId: paperId,
      count: 20,
    });
    expect(recommended.data.map((paper) => paper.id)).toContain(otherPaperId);
    expect(recommended.data.map((paper) => paper.id)).not.toContain(paperId);
    const hits = await x.t.call(searchContracts.search, { keyword: '作答测试', type: 5 });
    expect(hits.data.list[0]).toMatchObject({ id: paperId, url: `/exam/view/${paperId}`, type: 5 });
    const types = await x.t.call(searchContracts.listSearchTypes);
    expect(types.data.types).toContain(5);
  });

  it('plays the explanation video once the learner has answered the problem in practice, to them only', async () => {
    const videoId = await readyVideo(x.t, x.teacherId, '讲解：单选题');
    const videoPaper = await x.publish([1], { examName: '讲解视频卷', passScore: 1 }, { videoId: String(videoId) });
    const detail = await x.t.call(examContracts.viewPaperInfo, { id: videoPaper });
    const sign = (token: string, problemId: string, site?: number) =>
      x.t.call(examContracts.signProblemVideo, { examId: videoPaper, problemId }, { as: { token }, site });
    const practice = await x.t.call(
      examContracts.signPractice,
      { examId: videoPaper },
      { as: { token: otherLearner } },
    );
    const problemId = practice.data.titles[0]!.problems[0]!.id;
    expect(detail.code).toBe(200);

    const before = await sign(otherLearner, problemId);
    expect([before.code, before.msg]).toEqual([403, '作答并交卷（或在练习中做过这道题）后才能观看讲解视频']);
    // A guessed id gets the same answer as a forbidden one.
    expect(await sign(otherLearner, '123')).toMatchObject({ code: before.code, msg: before.msg });
    expect((await x.t.call(examContracts.signProblemVideo, { examId: videoPaper, problemId })).code).toBe(303);
    expect((await sign(x.otherSiteTeacher, problemId, OTHER_SITE_ID)).code).toBe(404);

    await x.t.call(
      examContracts.savePracticeAnswer,
      { recordId: practice.data.record.id, problemId, answer: ['B'] },
      { as: { token: otherLearner } },
    );
    const played = await sign(otherLearner, problemId);
    expect(played.data.videoName).toBe('讲解：单选题');
    expect(played.data.videoId).toBe(String(videoId));
    expect(played.data.playUrl).toMatch(/^\/apis\/vod\/api\/hls\//);
    expect((await sign(x.learner, problemId)).code).toBe(403);
  });
});
