import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examContracts, examReaderContracts, type TitleSave } from '@school/contracts';
import { malformed } from '../../testing/call.ts';
import { OTHER_SITE_ID } from '../../testing/test-app.ts';
import { sampleProblems } from './exam-fixtures.ts';
import { createTakingTest, type TakingTest } from './taking-fixtures.ts';

/**
 * A paper page's one personal call (decision 0089), and the public list of a course's exercises the
 * course page reads with its document.
 */
let x: TakingTest;
let freePaper: string;
let paidPaper: string;
let otherLearner: string;

beforeAll(async () => {
  x = await createTakingTest();
  freePaper = await x.publish([1], { examName: '四级短卷', passScore: 1 });
  paidPaper = await x.publish([1], { examName: '四级收费卷', passScore: 1, isFree: 0, price: 9.9, vipPrice: 9.9 });
  otherLearner = await x.t.tokenFor('13800000004');
});
afterAll(() => x.t.close());

const state = (id: string, token: string) => x.t.call(examReaderContracts.viewPaperReader, { id }, { as: { token } });
/** The reader's state as the spec's signed-in view of the paper gives it. */
async function specState(id: string, token: string) {
  const { isBuy, runningRecordId, lastRecord } = (
    await x.t.call(examContracts.viewPaperForUser, { id }, { as: { token } })
  ).data;
  return { examId: id, isBuy, runningRecordId, ...(lastRecord ? { lastRecord } : {}) };
}

describe('the reader on a paper page', () => {
  it('refuses a visitor, bad ids, unknown papers and another school’s reader', async () => {
    expect((await x.t.call(examReaderContracts.viewPaperReader, { id: freePaper })).code).toBe(303);
    const bad = await x.t.call(examReaderContracts.viewPaperReader, malformed({ id: '1x' }), {
      as: { token: x.learner },
    });
    expect(bad.code).toBe(400);
    expect((await state('999999999', x.learner)).code).toBe(404);
    const elsewhere = await x.t.call(
      examReaderContracts.viewPaperReader,
      { id: freePaper },
      { as: { token: await x.t.tokenFor('13800000001', OTHER_SITE_ID), siteId: OTHER_SITE_ID } },
    );
    expect([elsewhere.code, elsewhere.msg]).toEqual([404, '试卷不存在或已下架']);
  });

  it('says whether the reader may take the paper, as the spec’s view does', async () => {
    const paid = await state(paidPaper, x.learner);
    expect(paid.data).toEqual({ examId: paidPaper, isBuy: 0, runningRecordId: '' });
    expect(paid.data).toEqual(await specState(paidPaper, x.learner));
    // The paper's teacher takes it without buying.
    expect((await state(paidPaper, x.teacher)).data.isBuy).toBe(1);
    expect((await state(freePaper, x.learner)).data.isBuy).toBe(1);
  });

  it('shows the reader’s own record in progress and last result, and nothing of them to another reader', async () => {
    const started = await x.t.call(examContracts.checkExamRecord, { examId: freePaper }, { as: { token: x.learner } });
    expect(started.code).toBe(200);
    const recordId = started.data.record.id;
    expect((await state(freePaper, x.learner)).data).toEqual({
      examId: freePaper,
      isBuy: 1,
      runningRecordId: recordId,
    });
    expect((await state(freePaper, otherLearner)).data).toEqual({ examId: freePaper, isBuy: 1, runningRecordId: '' });

    const finished = await x.t.call(examContracts.finishExam, { recordId }, { as: { token: x.learner } });
    expect(finished.code).toBe(200);
    const after = (await state(freePaper, x.learner)).data;
    expect(after).toMatchObject({ runningRecordId: '', lastRecord: { id: recordId } });
    expect(after).toEqual(await specState(freePaper, x.learner));
    expect((await state(freePaper, otherLearner)).data.lastRecord).toBeUndefined();
  });
});

describe('a course’s exercises for everyone', () => {
  let courseId: string;
  let paperId: string;

  beforeAll(async () => {
    // The demo teacher links a paper of theirs to one of their demo courses.
    const owner = await x.t.tokenFor('13800000002');
    const teacher = await x.t.db
      .selectFrom('users')
      .select('id')
      .where('site_id', '=', 11)
      .where('mobile', '=', '13800000002')
      .executeTakeFirstOrThrow();
    const course = await x.t.db
      .selectFrom('course')
      .select('id')
      .where('site_id', '=', 11)
      .where('lecturer_user_id', '=', teacher.id)
      .executeTakeFirstOrThrow();
    courseId = String(course.id);
    const problem = await x.saveProblem(sampleProblems(x.audioUrl)[1], owner);
    const draft = await x.t.call(
      examContracts.savePaperAudit,
      { examName: '课后练习', subject: 'cet4', answerMinutes: 20, passScore: 1, isFree: 1 },
      { as: { token: owner } },
    );
    paperId = draft.data.id;
    const titles: TitleSave[] = [{ titleName: '练习', titleType: 1, problems: [{ problemId: problem.id }] }];
    await x.t.call(examContracts.savePaperRef, { examId: paperId, titles }, { as: { token: owner } });
    await x.t.call(examContracts.submitPaperAudit, { id: paperId }, { as: { token: owner } });
    expect((await x.t.call(examContracts.adminApprovePaper, { id: paperId }, { as: 'operator' })).code).toBe(200);
    const linked = await x.t.call(
      examContracts.saveCourseExamRef,
      { courseId, examId: paperId },
      { as: { token: owner } },
    );
    expect(linked.code).toBe(200);
  });

  it('lists them to a visitor as the signed-in list does', async () => {
    const listed = await x.t.call(examReaderContracts.listCourseExercise, { courseId, pageCurrent: 1, pageSize: 20 });
    expect(listed.data.list.map((paper) => paper.id)).toContain(paperId);
    const signedIn = await x.t.call(
      examContracts.listExercise,
      { courseId, pageCurrent: 1, pageSize: 20 },
      { as: { token: x.learner } },
    );
    expect(listed.data).toEqual(signedIn.data);
  });

  it('shows another school nothing, and refuses a bad course id', async () => {
    const elsewhere = await x.t.call(
      examReaderContracts.listCourseExercise,
      { courseId, pageCurrent: 1, pageSize: 20 },
      { site: OTHER_SITE_ID },
    );
    expect(elsewhere.data).toMatchObject({ list: [], totalCount: 0 });
    const bad = await x.t.call(examReaderContracts.listCourseExercise, malformed({ courseId: 'abc' }));
    expect(bad.code).toBe(400);
  });
});
