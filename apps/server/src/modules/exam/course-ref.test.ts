import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examContracts, type ProblemSave, type TitleSave } from '@school/contracts';
import { malformed } from '../../testing/call.ts';
import { OTHER_SITE_ID } from '../../testing/test-app.ts';
import { createExamTest, type ExamTest, sampleProblems } from './exam-fixtures.ts';

let x: ExamTest;
/** The demo teacher, who teaches some of the demo courses. */
let owner: string;
let myCourse: string;
let otherCourse: string;
let myPaper: string;
let draftOnly: string;
let theirPaper: string;

const SAVE = examContracts.saveCourseExamRef;
const DELETE = examContracts.deleteCourseExamRef;
const LIST = examContracts.listCourseExamRef;

/** A paper of one picked problem, approved by the operator unless `publish` is false. */
async function paperOf(token: string, problem: ProblemSave, publish = true): Promise<string> {
  const saved = await x.saveProblem(problem, token);
  const draft = await x.t.call(
    examContracts.savePaperAudit,
    {
      examName: '课后练习',
      subject: 'cet4',
      answerMinutes: 20,
      passScore: 1,
      isFree: 1,
    },
    { as: { token } },
  );
  const titles: TitleSave[] = [{ titleName: '练习', titleType: 1, problems: [{ problemId: saved.id }] }];
  await x.t.call(examContracts.savePaperRef, { examId: draft.data.id, titles }, { as: { token } });
  if (publish) {
    await x.t.call(examContracts.submitPaperAudit, { id: draft.data.id }, { as: { token } });
    const approved = await x.t.call(examContracts.adminApprovePaper, { id: draft.data.id }, { as: 'operator' });
    expect(approved.code).toBe(200);
  }
  return draft.data.id;
}

beforeAll(async () => {
  x = await createExamTest();
  owner = await x.t.tokenFor('13800000002');
  const samples = sampleProblems(x.audioUrl);
  const teacherId = (
    await x.t.db
      .selectFrom('users')
      .select('id')
      .where('site_id', '=', 11)
      .where('mobile', '=', '13800000002')
      .executeTakeFirstOrThrow()
  ).id;
  const courses = await x.t.db
    .selectFrom('course')
    .select(['id', 'lecturer_user_id'])
    .where('site_id', '=', 11)
    .execute();
  myCourse = String(courses.find((course) => course.lecturer_user_id === teacherId)!.id);
  otherCourse = String(courses.find((course) => course.lecturer_user_id !== teacherId)!.id);
  myPaper = await paperOf(owner, samples[1]);
  draftOnly = await paperOf(owner, samples[3], false);
  theirPaper = await paperOf(x.otherAuthor, samples[1]);
});
afterAll(() => x.t.close());

describe('course–paper links', () => {
  it('links my published paper to my course, lists it, refuses the same link twice, and removes it', async () => {
    const saved = await x.t.call(SAVE, { courseId: myCourse, examId: myPaper, sort: 2 }, { as: { token: owner } });
    expect(saved.data).toMatchObject({
      courseId: myCourse,
      examId: myPaper,
      examName: '课后练习',
      periodId: '',
      sort: 2,
    });
    expect(await x.t.call(SAVE, { courseId: myCourse, examId: myPaper }, { as: { token: owner } })).toMatchObject({
      code: 409,
      msg: '这份试卷已关联到该课程',
    });
    const listed = await x.t.call(LIST, { courseId: myCourse }, { as: { token: owner } });
    expect(listed.data.map((ref) => ref.id)).toEqual([saved.data.id]);
    expect(await x.t.call(DELETE, { id: saved.data.id }, { as: { token: owner } })).toMatchObject({ code: 200 });
    expect((await x.t.call(LIST, { courseId: myCourse }, { as: { token: owner } })).data).toEqual([]);
    expect(await x.t.call(DELETE, { id: saved.data.id }, { as: { token: owner } })).toMatchObject({ code: 404 });
  });

  it.each<[string, () => object, number, string]>([
    ['another lecturer’s course', () => ({ courseId: otherCourse, examId: myPaper }), 403, '只能为自己的课程关联试卷'],
    ['a course that does not exist', () => ({ courseId: '123', examId: myPaper }), 404, '课程不存在或已被删除'],
    ['a paper not yet published', () => ({ courseId: myCourse, examId: draftOnly }), 404, '试卷不存在或尚未发布'],
    ['another author’s paper', () => ({ courseId: myCourse, examId: theirPaper }), 403, '只能关联自己的试卷'],
    [
      'a lesson',
      () => ({ courseId: myCourse, examId: myPaper, periodId: '55' }),
      400,
      '暂不支持关联到课时，请关联到整门课程',
    ],
    ['a malformed id', () => ({ courseId: 'x', examId: myPaper }), 400, ''],
  ])('refuses %s', async (_name, body, code, msg) => {
    const res = await x.t.call(SAVE, malformed(body()), { as: { token: owner } });
    expect(res.code).toBe(code);
    if (msg) expect(res.msg).toBe(msg);
    expect((await x.t.call(LIST, { courseId: myCourse }, { as: { token: owner } })).data).toEqual([]);
  });

  it('visitors, learners, other authors and the other school are kept out', async () => {
    const saved = await x.t.call(SAVE, { courseId: myCourse, examId: myPaper }, { as: { token: owner } });
    expect((await x.t.call(SAVE, { courseId: myCourse, examId: myPaper })).code).toBe(303);
    expect((await x.t.call(SAVE, { courseId: myCourse, examId: myPaper }, { as: { token: x.learner } })).code).toBe(
      403,
    );
    expect((await x.t.call(LIST, { courseId: myCourse }, { as: { token: x.learner } })).code).toBe(403);
    expect((await x.t.call(LIST, { courseId: myCourse }, { as: { token: x.otherAuthor } })).code).toBe(403);
    expect(await x.t.call(DELETE, { id: saved.data.id }, { as: { token: x.otherAuthor } })).toMatchObject({
      code: 403,
    });
    expect(
      (await x.t.call(DELETE, { id: saved.data.id }, { as: { token: x.otherSiteTeacher }, site: OTHER_SITE_ID })).code,
    ).toBe(404);
    expect(
      (await x.t.call(LIST, { courseId: myCourse }, { as: { token: x.otherSiteTeacher }, site: OTHER_SITE_ID })).code,
    ).toBe(404);
    expect((await x.t.call(LIST, { courseId: myCourse }, { as: { token: owner } })).data).toHaveLength(1);
  });
});
