import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  examContracts,
  gradeContracts,
  gradeExamContracts,
  type GradeExamSave,
  userContracts,
} from '@school/contracts';
import type { Caller } from '../../testing/call.ts';
import { formatDateTime } from '../../core/time.ts';
import { OTHER_SITE_ID } from '../../testing/test-app.ts';
import { createTakingTest, type TakingTest } from '../exam/taking-fixtures.ts';
import { registerUser } from '../user/user-fixtures.ts';
import { registerLearners, saveClass } from './grade-fixtures.ts';
import { newBusinessRow } from '../../db/columns.ts';

const g = gradeContracts;
const e = gradeExamContracts;
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** The right answers of the fixture's problems by type (single, true/false), and an essay. */
const RIGHT: Record<number, string[]> = { 1: ['B'], 3: ['T'], 5: ['<p>An essay.</p>'] };

let x: TakingTest;
/** single 2 + true/false 2 + essay 15; pass 10 */
let paperId: string;
let owner: Caller;
let gradeId: string;
/** Students of the class: [0] the demo learner, [1] and [2] registered, [3] an administrator. */
const students: Caller[] = [];
const studentIds: string[] = [];
let outsider: Caller;

const dbExam = (id: string, patch: Record<string, number>) =>
  x.t.db.updateTable('grade_exam').set(patch).where('id', '=', Number(id)).execute();

const examInput = (fields: Partial<GradeExamSave> = {}): GradeExamSave => ({
  gradeId,
  examId: paperId,
  examName: '第一次月考',
  beginTime: formatDateTime(Date.now() + 60 * MINUTE),
  endTime: formatDateTime(Date.now() + 3 * 60 * MINUTE),
  answerMinutes: 30,
  studentScope: 1,
  scoreShow: 1,
  isRank: 1,
  ...fields,
});

async function saveExam(fields: Partial<GradeExamSave> = {}, as: Caller = owner) {
  const saved = await x.t.call(e.saveGradeExam, examInput(fields), { as });
  expect(saved.code, saved.msg).toBe(200);
  return saved.data.id;
}

/** An exam whose window is open now (it began a minute ago). */
async function openExam(fields: Partial<GradeExamSave> = {}) {
  const id = await saveExam(fields);
  // Whole seconds, as a saved time is.
  await dbExam(id, { begin_time: Math.floor((Date.now() - MINUTE) / 1000) * 1000 });
  return id;
}

/** Begins, answers every problem right (the essay too) and submits; answers the relation id. */
async function takeRight(gradeExamId: string, as: Caller) {
  const begun = await x.t.call(e.beginGradeExam, { gradeExamId }, { as });
  expect(begun.code, begun.msg).toBe(200);
  const relationId = begun.data.relation.id;
  for (const problem of begun.data.titles[0]!.problems) {
    const answer = RIGHT[problem.problemType]!;
    const saved = await x.t.call(e.saveGradeExamAnswer, { relationId, problemId: problem.id, answer }, { as });
    expect(saved.code, saved.msg).toBe(200);
  }
  const submitted = await x.t.call(e.submitGradeExam, { relationId }, { as });
  expect(submitted.code, submitted.msg).toBe(200);
  return { relationId, problems: begun.data.titles[0]!.problems, submitted: submitted.data };
}

beforeAll(async () => {
  x = await createTakingTest();
  paperId = await x.publish([1, 3, 5], { passScore: 10 });
  owner = { token: x.teacher };
  gradeId = await saveClass(x.t, owner, { gradeName: '四级考试班', introduce: '<p>每周一测</p>', capacity: 20 });
  students.push({ token: x.learner });
  for (const learner of await registerLearners(x.t, '1390000200', ['考生0', '考生1', '考生2']))
    students.push(learner.as);
  for (const student of students) {
    expect((await x.t.call(g.joinGrade, { gradeId }, { as: student })).code).toBe(200);
    studentIds.push(String((await x.t.call(userContracts.viewUserExt, undefined, { as: student })).data.id));
  }
  const appointed = await x.t.call(g.updateGradeAdmin, { gradeId, userId: studentIds[3]!, isAdmin: 1 }, { as: owner });
  expect(appointed.code).toBe(200);
  outsider = { token: await registerUser(x.t, '13900002009', '旁听者') };
});
afterAll(() => x.t.close());

describe('class exams: setting them', () => {
  it('asks a visitor to sign in, and shows anyone the window', async () => {
    expect((await x.t.call(e.saveGradeExam, examInput())).code).toBe(303);
    expect((await x.t.call(e.countGradeExamTips)).code).toBe(303);
    const id = await saveExam();
    const window = await x.t.call(e.checkGradeExamWindow, { gradeExamId: id });
    expect(window.data).toMatchObject({ examName: '第一次月考', examState: 1, totalScore: 19, passScore: 10 });
    expect((await x.t.call(e.checkGradeExamWindow, { gradeExamId: id }, { site: OTHER_SITE_ID })).code).toBe(404);
    expect((await x.t.call(e.deleteGradeExam, { id }, { as: owner })).code).toBe(200);
    expect((await x.t.call(e.checkGradeExamWindow, { gradeExamId: id })).code).toBe(404);
  });

  it('lets the owner and administrators set exams, not students, outsiders or another school', async () => {
    expect((await x.t.call(e.saveGradeExam, examInput(), { as: students[1] })).code).toBe(403);
    expect((await x.t.call(e.saveGradeExam, examInput(), { as: outsider })).code).toBe(403);
    expect((await x.t.call(e.saveGradeExam, examInput(), { as: { token: x.otherAuthor } })).code).toBe(403);
    expect((await x.t.call(e.saveGradeExam, examInput(), { as: 'otherSchoolUser' })).code).toBe(404);
    const id = await saveExam({ examName: '管理员发布的考试' }, students[3]);
    const ids = await x.t.call(e.listGradeExamStudentIds, { id }, { as: owner });
    expect(ids.data.sort()).toEqual(studentIds.slice(0, 3).sort());
    expect((await x.t.call(e.listGradeExamStudentIds, { id }, { as: students[0] })).code).toBe(403);
    const page = await x.t.call(e.pageGradeExams, { gradeId }, { as: students[3] });
    expect(page.data.list.find((row) => row.id === id)).toMatchObject({ studentCount: 3, examState: 1 });
    expect((await x.t.call(e.pageGradeExams, { gradeId }, { as: students[1] })).code).toBe(403);
    expect((await x.t.call(e.deleteGradeExam, { id }, { as: students[3] })).code).toBe(200);
  });

  it('refuses bad input with a Chinese message and sets nothing', async () => {
    const before = (await x.t.call(e.pageGradeExams, { gradeId }, { as: owner })).data.totalCount;
    const now = Date.now();
    const refusals: [Partial<GradeExamSave>, number, string][] = [
      [
        { beginTime: formatDateTime(now + 2 * 60 * MINUTE), endTime: formatDateTime(now + 60 * MINUTE) },
        400,
        '结束时间须晚于开始时间',
      ],
      [{ endTime: formatDateTime(now + 80 * MINUTE) }, 400, '考试时间段不能短于答题时间'],
      [{ studentScope: 2, userIds: [] }, 400, '请选择参加考试的学员'],
      [{ studentScope: 2, userIds: [studentIds[0]!, '12345'] }, 400, '所选学员不都是本班学员'],
      [{ endTime: formatDateTime(now + 60 * DAY) }, 400, '考试须在班级结束前结束'],
      [{ examId: '99999' }, 404, '试卷不存在或未发布'],
    ];
    for (const [fields, code, msg] of refusals) {
      expect(await x.t.call(e.saveGradeExam, examInput(fields), { as: owner })).toMatchObject({ code, msg });
    }
    // A paper of another teacher (the demo teacher's seeded ones) is not the owner's to use.
    const demoPaper = (await x.t.call(examContracts.listPaperInfo, {})).data.list.find(
      (paper) => paper.id !== paperId,
    )!;
    expect(await x.t.call(e.saveGradeExam, examInput({ examId: demoPaper.id }), { as: owner })).toMatchObject({
      code: 999,
      msg: '只能使用班级创建者本人已发布的试卷',
    });
    expect((await x.t.call(e.pageGradeExams, { gradeId }, { as: owner })).data.totalCount).toBe(before);
  });

  it("lists the papers a save accepts: the owner's published ones, to the owner and administrators", async () => {
    const query = { gradeId, pageCurrent: 1, pageSize: 50 };
    expect((await x.t.call(e.pageGradeExamPapers, query)).code).toBe(303);
    for (const as of [owner, students[3]!]) {
      const page = await x.t.call(e.pageGradeExamPapers, query, { as });
      expect(page.code, page.msg).toBe(200);
      expect(page.data.list.map((paper) => paper.id)).toContain(paperId);
      expect(page.data.list.every((paper) => paper.lecturerUserId === page.data.list[0]!.lecturerUserId)).toBe(true);
    }
    const owners = await x.t.call(e.pageGradeExamPapers, query, { as: owner });
    const demoPaperIds = (await x.t.call(examContracts.listPaperInfo, {})).data.list
      .map((paper) => paper.id)
      .filter((id) => id !== paperId);
    expect(demoPaperIds.length).toBeGreaterThan(0);
    expect(owners.data.list.some((paper) => demoPaperIds.includes(paper.id))).toBe(false);
    const named = await x.t.call(e.pageGradeExamPapers, { ...query, examName: '没有这个名字' }, { as: owner });
    expect(named.data.totalCount).toBe(0);
    expect((await x.t.call(e.pageGradeExamPapers, query, { as: students[1] })).code).toBe(403);
    expect((await x.t.call(e.pageGradeExamPapers, query, { as: outsider })).code).toBe(403);
    expect((await x.t.call(e.pageGradeExamPapers, query, { as: 'otherSchoolUser' })).code).toBe(404);
    expect((await x.t.call(e.pageGradeExamPapers, { ...query, gradeId: '99999' }, { as: owner })).code).toBe(404);
    expect((await x.t.call(e.pageGradeExamPapers, { ...query, gradeId: 'abc' }, { as: owner })).code).toBe(400);
  });

  it('changes anything, the takers too, before the window opens', async () => {
    const chosen = (ids: string[]) => examInput({ examName: '指定学员', studentScope: 2, userIds: ids });
    const id = await saveExam(chosen([studentIds[0]!, studentIds[1]!]));
    for (const ids of [
      [studentIds[1]!, studentIds[2]!],
      [studentIds[0]!, studentIds[1]!],
    ]) {
      const edited = await x.t.call(e.editGradeExam, { id, ...chosen(ids) }, { as: owner });
      expect(edited.data.studentCount, edited.msg).toBe(2);
      expect((await x.t.call(e.listGradeExamStudentIds, { id }, { as: owner })).data.sort()).toEqual([...ids].sort());
    }
    expect((await x.t.call(e.editGradeExam, { id, ...chosen([studentIds[0]!]) }, { as: students[1] })).code).toBe(403);
    expect((await x.t.call(e.deleteGradeExam, { id }, { as: owner })).code).toBe(200);
  });

  it('once open, only renames or extends; after a begin, cannot be deleted', async () => {
    const id = await openExam({ examName: '开考后修改' });
    const input = { id, ...examInput({ examName: '开考后修改', answerMinutes: 30 }) };
    const stored = await x.t.db
      .selectFrom('grade_exam')
      .selectAll()
      .where('id', '=', Number(id))
      .executeTakeFirstOrThrow();
    const asStored = { ...input, beginTime: formatDateTime(stored.begin_time) };
    expect(await x.t.call(e.editGradeExam, { ...asStored, answerMinutes: 45 }, { as: owner })).toMatchObject({
      code: 999,
      msg: '考试已开始，只能修改名称或延长结束时间',
    });
    const later = formatDateTime(stored.end_time + 60 * MINUTE);
    const renamed = await x.t.call(e.editGradeExam, { ...asStored, examName: '改名', endTime: later }, { as: owner });
    expect(renamed.data).toMatchObject({ examName: '改名', endTime: later });
    await x.t.call(e.beginGradeExam, { gradeExamId: id }, { as: students[2] });
    expect(await x.t.call(e.deleteGradeExam, { id }, { as: owner })).toMatchObject({
      code: 999,
      msg: '已有学员开始考试，不能删除',
    });
    const relation = (await x.t.call(e.viewMyGradeExam, { gradeExamId: id }, { as: students[2] })).data;
    await x.t.call(e.submitGradeExam, { relationId: relation.id }, { as: students[2] });
  });
});

describe('class exams: taking and marking', () => {
  it('answers 999 with the reason before the window, to outsiders, and after it', async () => {
    const id = await saveExam({ examName: '尚未开始' });
    expect(await x.t.call(e.checkMyGradeExam, { gradeExamId: id }, { as: students[0] })).toMatchObject({
      code: 999,
      msg: '考试尚未开始',
    });
    expect((await x.t.call(e.beginGradeExam, { gradeExamId: id }, { as: students[0] })).msg).toBe('考试尚未开始');
    expect(await x.t.call(e.checkMyGradeExam, { gradeExamId: id }, { as: outsider })).toMatchObject({
      code: 999,
      msg: '您不是该班级成员',
    });
    expect((await x.t.call(e.checkMyGradeExam, { gradeExamId: id }, { as: 'otherSchoolUser' })).code).toBe(404);
    expect((await x.t.call(e.countGradeExamTips, undefined, { as: students[1] })).data).toBeGreaterThan(0);
    await dbExam(id, { begin_time: Date.now() - 3 * 60 * MINUTE, end_time: Date.now() - MINUTE });
    expect(await x.t.call(e.checkMyGradeExam, { gradeExamId: id }, { as: students[0] })).toMatchObject({
      code: 999,
      msg: '考试已结束',
    });
    const mine = await x.t.call(e.pageMyGradeExams, { gradeId }, { as: students[0] });
    expect(mine.data.list.find((row) => row.gradeExamId === id)).toMatchObject({ relationStatus: 5 });
  });

  it('takes an exam: answers kept by the server, objective scored on submit, essay marked, scores apart', async () => {
    const id = await openExam({ examName: '完整流程', scoreShow: 1 });
    const checked = await x.t.call(e.checkMyGradeExam, { gradeExamId: id }, { as: students[0] });
    expect(checked.data).toMatchObject({ relationStatus: 1, examState: 2 });
    const begun = await x.t.call(e.beginGradeExam, { gradeExamId: id }, { as: students[0] });
    const relationId = begun.data.relation.id;
    expect(begun.data.relation.relationStatus).toBe(2);
    expect(begun.data.relation.remainingMs).toBeGreaterThan(29 * MINUTE);
    expect(JSON.stringify(begun.data.titles)).not.toMatch(/"answer"|"analysis"/);
    const [single] = begun.data.titles[0]!.problems;
    // Answers outside the relation, on another's relation, or of the wrong shape change nothing.
    expect(
      (await x.t.call(e.saveGradeExamAnswer, { relationId, problemId: '99999', answer: ['A'] }, { as: students[0] }))
        .msg,
    ).toBe('这道题不在您的试卷中');
    expect(
      (await x.t.call(e.saveGradeExamAnswer, { relationId, problemId: single!.id, answer: ['A'] }, { as: students[1] }))
        .code,
    ).toBe(403);
    expect(
      (await x.t.call(e.saveGradeExamAnswer, { relationId, problemId: single!.id, answer: ['Z'] }, { as: students[0] }))
        .code,
    ).toBe(400);
    expect((await x.t.call(e.continueGradeExam, { relationId }, { as: students[0] })).data.answers).toEqual([]);
    // One exam at a time: another class exam waits for this one.
    const other = await openExam({ examName: '同时进行' });
    expect(await x.t.call(e.beginGradeExam, { gradeExamId: other }, { as: students[0] })).toMatchObject({
      code: 409,
      msg: '您正在参加《完整流程》，请先交卷后再开始新的考试',
    });
    await x.t.call(e.submitGradeExam, { relationId }, { as: students[0] });
    await x.t.call(e.deleteGradeExam, { id: other }, { as: owner });

    const taken = await takeRight(id, students[1]!);
    expect(taken.submitted).toMatchObject({ relationStatus: 3, sysScore: 4, teacherScore: 0, scoreShown: 1 });
    expect((await x.t.call(e.submitGradeExam, { relationId: taken.relationId }, { as: students[1] })).code).toBe(409);
    expect((await x.t.call(e.viewGradeExamAnswers, { relationId: taken.relationId }, { as: students[1] })).code).toBe(
      403,
    );
    const sheet = await x.t.call(e.viewGradeExamAnswers, { relationId: taken.relationId }, { as: students[3] });
    const essay = sheet.data.answers.find((answer) => answer.state === 4)!;
    expect(essay).toMatchObject({ maxScore: 15, sysScore: 0 });
    const marking = await x.t.call(e.pageGradeExamRelations, { gradeExamId: id, relationStatus: 3 }, { as: owner });
    expect(marking.data.list.map((row) => row.id)).toContain(taken.relationId);

    expect(
      await x.t.call(
        e.completeGradeExamMarking,
        { relationId: taken.relationId, answers: [{ problemId: essay.problemId, score: 16 }] },
        { as: owner },
      ),
    ).toMatchObject({ code: 400, msg: '得分不能超过本题分值 15 分' });
    expect(
      (await x.t.call(e.completeGradeExamMarking, { relationId: taken.relationId, answers: [] }, { as: owner })).msg,
    ).toBe('还有 1 道主观题没有评分');
    expect(
      (
        await x.t.call(
          e.completeGradeExamMarking,
          { relationId: taken.relationId, answers: [{ problemId: essay.problemId, score: 12 }] },
          { as: students[1] },
        )
      ).code,
    ).toBe(403);
    expect(
      (await x.t.call(e.viewGradeExamScore, { relationId: taken.relationId }, { as: students[1] })).data.relation
        .relationStatus,
    ).toBe(3);

    const done = await x.t.call(
      e.completeGradeExamMarking,
      { relationId: taken.relationId, answers: [{ problemId: essay.problemId, score: 12.5, comment: '论点清楚' }] },
      { as: owner },
    );
    expect(done.data).toMatchObject({
      relationStatus: 4,
      sysScore: 4,
      teacherScore: 12.5,
      score: 16.5,
      isPass: 1,
      rank: 1,
    });
    const score = await x.t.call(e.viewGradeExamScore, { relationId: taken.relationId }, { as: students[1] });
    expect(score.data.relation).toMatchObject({ sysScore: 4, teacherScore: 12.5, score: 16.5, rank: 1 });
    expect(score.data.answers.find((answer) => answer.problemId === essay.problemId)).toMatchObject({
      teacherScore: 12.5,
      sysScore: 0,
      comment: '论点清楚',
      state: 5,
    });
    expect((await x.t.call(e.viewGradeExamScore, { relationId: taken.relationId }, { as: students[0] })).code).toBe(
      403,
    );
    const messages = await x.t.call(userContracts.listMessages, {}, { as: students[1] });
    expect(messages.data.list.map((row) => row.title)).toContain('班级考试已批阅');
    const ranking = await x.t.call(e.listGradeExamRelations, { gradeExamId: id }, { as: owner });
    expect(ranking.data[0]).toMatchObject({ id: taken.relationId, rank: 1 });

    // A key fix: the system score is run again, the teacher's stays.
    await x.t.db
      .updateTable('grade_exam_answer')
      .set({ sys_tenths: 0, state: 3 })
      .where('relation_id', '=', Number(taken.relationId))
      .where('teacher_tenths', '=', 0)
      .execute();
    await x.t.db
      .updateTable('grade_exam_relation')
      .set({ sys_tenths: 0 })
      .where('id', '=', Number(taken.relationId))
      .execute();
    const rescored = await x.t.call(e.rescoreGradeExamAnswers, { relationId: taken.relationId }, { as: students[3] });
    expect(rescored.data).toMatchObject({ sysScore: 4, teacherScore: 12.5 });
    expect(
      (await x.t.call(e.rescoreGradeExamAnswers, { relationId: taken.relationId }, { as: students[1] })).code,
    ).toBe(403);
  });

  it('holds the score back until marking when the exam says so, and hides reminders', async () => {
    const id = await openExam({ examName: '批阅后公布', scoreShow: 2, isRank: 0 });
    const taken = await takeRight(id, students[2]!);
    expect(taken.submitted).toMatchObject({ relationStatus: 3, scoreShown: 0, sysScore: 0 });
    expect(await x.t.call(e.viewGradeExamScore, { relationId: taken.relationId }, { as: students[2] })).toMatchObject({
      code: 999,
      msg: '成绩将在老师批阅完成后公布，请稍后查看',
    });
    const afterWindow = await openExam({ examName: '结束后公布', scoreShow: 3, isRank: 0 });
    const late = await takeRight(afterWindow, students[2]!);
    expect(await x.t.call(e.viewGradeExamScore, { relationId: late.relationId }, { as: students[2] })).toMatchObject({
      code: 999,
      msg: expect.stringMatching(/^成绩将在考试结束后公布，公布时间：\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
    });
    const relation = (await x.t.call(e.viewMyGradeExam, { gradeExamId: id }, { as: students[1] })).data;
    const before = (await x.t.call(e.countGradeExamTips, undefined, { as: students[1] })).data;
    expect((await x.t.call(e.ignoreGradeExam, { relationId: relation.id }, { as: students[1] })).code).toBe(200);
    expect((await x.t.call(e.countGradeExamTips, undefined, { as: students[1] })).data).toBe(before - 1);
    expect((await x.t.call(e.ignoreGradeExam, { relationId: relation.id }, { as: students[2] })).code).toBe(403);
  });

  it('keeps the deadline at the window’s end and submits overdue relations by itself', async () => {
    const id = await saveExam({
      examName: '到点交卷',
      beginTime: formatDateTime(Date.now() - 29 * MINUTE),
      endTime: formatDateTime(Date.now() + 5 * MINUTE),
    });
    const begun = await x.t.call(e.beginGradeExam, { gradeExamId: id }, { as: students[1] });
    const relationId = begun.data.relation.id;
    expect(begun.data.relation.remainingMs).toBeLessThanOrEqual(5 * MINUTE);
    const [single] = begun.data.titles[0]!.problems;
    await x.t.call(e.saveGradeExamAnswer, { relationId, problemId: single!.id, answer: ['B'] }, { as: students[1] });
    const job = await x.t.db
      .selectFrom('job')
      .selectAll()
      .where('kind', '=', 'grade.submit-relation')
      .where('payload', '=', JSON.stringify({ relationId: Number(relationId) }))
      .executeTakeFirstOrThrow();
    expect(job.run_after).toBeLessThanOrEqual(Date.now() + 5 * MINUTE + 3000);
    const past = Date.now() - 10_000;
    await x.t.db
      .updateTable('grade_exam_relation')
      .set({ deadline: past })
      .where('id', '=', Number(relationId))
      .execute();
    await x.t.db.updateTable('job').set({ run_after: past }).where('id', '=', job.id).execute();
    let state = '';
    for (let tries = 0; tries < 50 && state !== 'done'; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      state = (await x.t.db.selectFrom('job').select('state').where('id', '=', job.id).executeTakeFirstOrThrow()).state;
    }
    expect(state).toBe('done');
    const row = await x.t.db
      .selectFrom('grade_exam_relation')
      .selectAll()
      .where('id', '=', Number(relationId))
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ relation_status: 4, submit_way: 2, sys_tenths: 20 });
    expect(
      await x.t.call(e.saveGradeExamAnswer, { relationId, problemId: single!.id, answer: ['A'] }, { as: students[1] }),
    ).toMatchObject({ code: 409, msg: '试卷已交卷，作答不能再修改' });
  });

  it('gives the missed (and, if chosen, the failed) one more attempt in a make-up window', async () => {
    const id = await openExam({ examName: '补考', studentScope: 2, userIds: [studentIds[0]!, studentIds[1]!] });
    const failed = await x.t.call(e.beginGradeExam, { gradeExamId: id }, { as: students[1] });
    await x.t.call(e.submitGradeExam, { relationId: failed.data.relation.id }, { as: students[1] });
    const end = Date.now() - 2 * MINUTE;
    await dbExam(id, { begin_time: end - 60 * MINUTE, end_time: end });
    expect((await x.t.call(e.checkMyGradeExam, { gradeExamId: id }, { as: students[0] })).msg).toBe('考试已结束');
    expect((await x.t.call(e.checkMyGradeExam, { gradeExamId: id }, { as: students[2] })).msg).toBe(
      '您不在本次考试的考生名单中',
    );
    const window = {
      id,
      compensateBeginTime: formatDateTime(end + MINUTE),
      compensateEndTime: formatDateTime(Date.now() + 60 * MINUTE),
    };
    expect(
      await x.t.call(
        e.setGradeExamCompensate,
        { ...window, compensateBeginTime: formatDateTime(end - MINUTE), compensateFailed: 0 },
        { as: owner },
      ),
    ).toMatchObject({ code: 400, msg: '补考须在考试结束之后开始' });
    expect(
      (await x.t.call(e.setGradeExamCompensate, { ...window, compensateFailed: 0 }, { as: students[0] })).code,
    ).toBe(403);
    expect((await x.t.call(e.setGradeExamCompensate, { ...window, compensateFailed: 0 }, { as: owner })).code).toBe(
      200,
    );
    expect((await x.t.call(e.checkMyGradeExam, { gradeExamId: id }, { as: students[1] })).msg).toBe(
      '您已参加过本次考试',
    );
    const makeUp = await x.t.call(e.beginGradeExam, { gradeExamId: id }, { as: students[0] });
    expect(makeUp.data.relation).toMatchObject({ relationStatus: 2, isCompensate: 0 });
    await x.t.call(e.submitGradeExam, { relationId: makeUp.data.relation.id }, { as: students[0] });
    expect((await x.t.call(e.setGradeExamCompensate, { ...window, compensateFailed: 1 }, { as: owner })).code).toBe(
      200,
    );
    const again = await x.t.call(e.beginGradeExam, { gradeExamId: id }, { as: students[1] });
    expect(again.data.relation).toMatchObject({ relationStatus: 2, isCompensate: 1 });
    await x.t.call(e.submitGradeExam, { relationId: again.data.relation.id }, { as: students[1] });
    expect((await x.t.call(e.beginGradeExam, { gradeExamId: id }, { as: students[1] })).msg).toBe('您已参加过本次考试');
  });

  it('lets a late joiner claim a place in an all-students exam', async () => {
    const id = await openExam({ examName: '后加入' });
    const late: Caller = { token: await registerUser(x.t, '13900002008', '插班生') };
    expect((await x.t.call(g.joinGrade, { gradeId }, { as: late })).code).toBe(200);
    expect(await x.t.call(e.checkMyGradeExam, { gradeExamId: id }, { as: late })).toMatchObject({
      code: 999,
      msg: '您是考试发布后加入班级的，请先领取本次考试',
    });
    expect((await x.t.call(e.claimGradeExam, { gradeExamId: id }, { as: outsider })).msg).toBe('您不是该班级成员');
    expect((await x.t.call(e.claimGradeExam, { gradeExamId: id }, { as: late })).data.relationStatus).toBe(1);
    expect((await x.t.call(e.checkMyGradeExam, { gradeExamId: id }, { as: late })).code).toBe(200);
  });

  it('cancels the exams not yet begun when the class is disbanded', async () => {
    const otherId = await saveClass(x.t, owner, { gradeName: '将解散的班级', capacity: 5, isPublic: 0 });
    const future = await saveExam({ gradeId: otherId, examName: '未开始' });
    expect((await x.t.call(g.disbandGrade, { id: otherId }, { as: owner })).code).toBe(200);
    const row = await x.t.db
      .selectFrom('grade_exam')
      .select('status_id')
      .where('id', '=', Number(future))
      .executeTakeFirstOrThrow();
    expect(row.status_id).toBe(0);
  });

  it('lets the organisation run its own class’s exams, and no other', async () => {
    const cet4 = (await x.t.call(g.pagePublicGrades, {})).data.list.find((row) =>
      row.gradeName.startsWith('四级冲刺班'),
    )!;
    const org: Caller = { token: x.otherAuthor };
    // The CET-4 class's administrator is nobody in this class.
    const otherClassAdmin: Caller = { user: '13800000004' };
    const ours = await saveExam({ examName: '本班考试' });
    expect((await x.t.call(e.pageGradeExams, { gradeId }, { as: otherClassAdmin })).code).toBe(403);
    expect((await x.t.call(e.listGradeExamRelations, { gradeExamId: ours }, { as: otherClassAdmin })).code).toBe(403);
    expect((await x.t.call(e.checkMyGradeExam, { gradeExamId: ours }, { as: otherClassAdmin })).msg).toBe(
      '您不是该班级成员',
    );
    expect((await x.t.call(e.listGradeExamRelations, { gradeExamId: ours }, { as: org })).code).toBe(403);
    expect((await x.t.call(e.pageGradeExams, { gradeId: cet4.id }, { as: org })).code).toBe(200);
    expect((await x.t.call(e.pageGradeExams, { gradeId }, { as: org })).code).toBe(403);
    expect(await x.t.call(e.saveGradeExam, examInput({ gradeId: cet4.id }), { as: org })).toMatchObject({
      code: 999,
      msg: '只能使用班级创建者本人已发布的试卷',
    });
  });
});

describe('class exams beside ordinary exams', () => {
  it('runs one exam at a time and keeps the paper’s answers back until the class exam’s score shows', async () => {
    const id = await openExam({ examName: '与普通考试同一份试卷', scoreShow: 2 });
    const waiting = students[2]!;
    const practice = await x.t.call(examContracts.signPractice, { examId: paperId }, { as: waiting });
    const practised = {
      recordId: practice.data.record.id,
      problemId: practice.data.titles[0]!.problems[0]!.id,
      answer: ['B'],
    };
    expect(await x.t.call(examContracts.savePracticeAnswer, practised, { as: waiting })).toMatchObject({
      code: 409,
      msg: '成绩公布后才能查看答案和解析',
    });
    const begun = await x.t.call(e.beginGradeExam, { gradeExamId: id }, { as: waiting });
    expect(await x.t.call(examContracts.checkExamRecord, { examId: paperId }, { as: waiting })).toMatchObject({
      code: 409,
      msg: '您正在参加《与普通考试同一份试卷》，请先交卷后再开始新的考试',
    });
    await x.t.call(e.submitGradeExam, { relationId: begun.data.relation.id }, { as: waiting });
    const ordinary = await x.t.call(examContracts.checkExamRecord, { examId: paperId }, { as: waiting });
    expect(ordinary.code).toBe(200);
    const other = await openExam({ examName: '普通考试进行中' });
    expect(await x.t.call(e.beginGradeExam, { gradeExamId: other }, { as: waiting })).toMatchObject({
      code: 409,
      msg: `您正在参加《${ordinary.data.record.examName}》，请先交卷后再开始新的考试`,
    });
    await x.t.call(examContracts.finishExam, { recordId: ordinary.data.record.id }, { as: waiting });
    expect((await x.t.call(e.beginGradeExam, { gradeExamId: other }, { as: waiting })).code).toBe(200);
  });
});

describe('class exams: a large class', () => {
  it('sets an exam for every one of 2 000 students and lists them for marking', async () => {
    const bigId = await saveClass(x.t, owner, { gradeName: '两千人大班', capacity: 3000, isPublic: 0 });
    // Joining 2 000 accounts through the API would take minutes; the members are what an exam reads.
    const now = Date.now();
    const members = Array.from({ length: 2000 }, (_, i) => ({
      ...newBusinessRow(9_000_000 + i, 11, now),
      grade_id: Number(bigId),
      user_id: 8_000_000 + i,
      role: 3,
      remark: '',
    }));
    for (let start = 0; start < members.length; start += 200) {
      await x.t.db
        .insertInto('grade_student')
        .values(members.slice(start, start + 200))
        .execute();
    }
    const id = await saveExam({ gradeId: bigId, examName: '大班考试' });
    expect((await x.t.call(e.listGradeExamStudentIds, { id }, { as: owner })).data).toHaveLength(2000);
    const page = await x.t.call(e.pageGradeExamRelations, { gradeExamId: id }, { as: owner });
    expect(page.data.totalCount).toBe(2000);
    expect((await x.t.call(e.listGradeExamRelations, { gradeExamId: id }, { as: owner })).data).toHaveLength(2000);
  });
});

describe('class exams: the demo school', () => {
  it('has an open exam on the demo lecturer’s IELTS class, on one of his published papers', async () => {
    const ielts = (await x.t.call(g.pagePublicGrades, {})).data.list.find(
      (row) => row.gradeName === '雅思 7 分精品班',
    )!;
    const page = await x.t.call(e.pageGradeExams, { gradeId: ielts.id }, { as: 'teacher' });
    expect(page.data.list).toEqual([
      expect.objectContaining({ examName: '雅思写作第一次测验', paperName: '四级翻译与写作专项', examState: 2 }),
    ]);
    const window = await x.t.call(e.checkGradeExamWindow, { gradeExamId: page.data.list[0]!.id });
    expect(window.data.examState).toBe(2);
  });
});
