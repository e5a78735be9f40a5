import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  examContracts,
  type PaperAudit,
  type PaperSave,
  type Problem,
  type ProblemSave,
  type ProblemType,
  type TitleSave,
  userContracts,
} from '@school/contracts';
import { malformed } from '../../testing/call.ts';
import { OTHER_SITE_ID } from '../../testing/test-app.ts';
import { createExamTest, type ExamTest, examModuleOn, sampleProblems } from './exam-fixtures.ts';
import type { ExamModule } from './index.ts';

let x: ExamTest;
let exam: ExamModule;
let samples: Record<ProblemType, ProblemSave>;
/** The teacher's bank: three single-choice, four true/false, a material and a listening problem. */
const bank: Record<string, Problem[]> = {};
let theirs: Problem;
beforeAll(async () => {
  x = await createExamTest();
  exam = examModuleOn(x.t);
  samples = sampleProblems(x.audioUrl);
  bank.single = [];
  for (const word of ['goes', 'runs', 'plays'])
    bank.single.push(await x.saveProblem({ ...samples[1], content: `<p>She ___ (${word}).</p>` }));
  bank.judge = [];
  for (const n of [1, 2, 3, 4])
    bank.judge.push(await x.saveProblem({ ...samples[3], content: `<p>Statement ${n}.</p>`, difficulty: 1 }));
  bank.material = [await x.saveProblem(samples[6])];
  bank.listening = [await x.saveProblem(samples[7])];
  theirs = await x.saveProblem(samples[1], x.otherAuthor);
});
afterAll(() => x.t.close());

const paper: PaperSave = {
  examName: '四级模拟卷一',
  subject: 'cet4',
  year: 2024,
  description: '<p>全真模拟</p>',
  answerMinutes: 120,
  passScore: 10,
  isFree: 0,
  price: 19.9,
  vipPrice: 9.9,
};

const picked = (problems: Problem[], score = 0): TitleSave => ({
  titleName: '选择题',
  titleType: 1,
  problems: problems.map((problem) => ({ problemId: problem.id, score })),
});
const random = (count: number, score = 2, extra: object = {}): TitleSave => ({
  titleName: '判断题',
  titleType: 2,
  rules: [{ problemType: 3, count, score, ...extra }],
});

async function newDraft(body: Partial<PaperSave> = {}, token = x.teacher): Promise<PaperAudit> {
  const res = await x.t.call(examContracts.savePaperAudit, { ...paper, ...body }, { as: { token } });
  expect(res.msg).toBe('成功');
  return res.data;
}

const saveTitles = (examId: string, titles: TitleSave[], token = x.teacher) =>
  x.t.call(examContracts.savePaperRef, { examId, titles }, { as: { token } });

async function submitted(): Promise<PaperAudit> {
  const draft = await newDraft();
  expect((await saveTitles(draft.id, [picked([bank.single![0]!, bank.material![0]!]), random(2)])).code).toBe(200);
  const res = await x.t.call(examContracts.submitPaperAudit, { id: draft.id }, { as: { token: x.teacher } });
  expect(res.data.auditStatus).toBe(0);
  return res.data;
}

const publicList = async (body: object = {}) => (await x.t.call(examContracts.listPaperInfo, body)).data;

describe('paper drafts', () => {
  it('a teacher saves a draft, priced in yuan, and sees it in the list as not submitted', async () => {
    const draft = await newDraft();
    expect(draft).toMatchObject({
      examName: '四级模拟卷一',
      subjectName: '大学英语四级',
      price: 19.9,
      vipPrice: 9.9,
      auditStatus: 3,
      isPublished: 0,
      totalScore: 0,
    });
    const list = await x.t.call(examContracts.listPaperAudit, { auditStatus: 3 }, { as: { token: x.teacher } });
    expect(list.data.list.map((item) => item.id)).toContain(draft.id);
    const stored = await x.t.db
      .selectFrom('exam_paper_audit')
      .select(['price', 'vip_price'])
      .where('id', '=', Number(draft.id))
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ price: 1990, vip_price: 990 });
  });

  it.each([
    ['an unknown subject', { subject: 'nope' }, '科目不存在：nope'],
    ['a priced paper without a price', { price: 0 }, '收费试卷须填写大于 0 的售价'],
    ['a VIP price above the price', { vipPrice: 29 }, '会员价不能高于售价'],
    ['a price with three decimals', { price: 1.234 }, /price/],
    [
      'a script in the description',
      { description: '<p>x</p><script>1</script>' },
      '试卷说明中不能包含脚本、事件或嵌入页面',
    ],
    ['no name', { examName: '' }, /examName/],
    ['no answer time', { answerMinutes: 0 }, /answerMinutes/],
    ['a cover that is a script address', { coverUrl: 'javascript:alert(1)' }, /coverUrl/],
    [
      'a cover from another website',
      { coverUrl: 'https://tracker.example/cover.png' },
      '参数错误：coverUrl 只能使用本站上传的图片',
    ],
  ])('refuses %s', async (_name, body, msg) => {
    const before = (await x.t.call(examContracts.listPaperAudit, {}, { as: { token: x.teacher } })).data.totalCount;
    const res = await x.t.call(examContracts.savePaperAudit, { ...paper, ...body }, { as: { token: x.teacher } });
    expect(res.code).toBe(400);
    if (typeof msg === 'string') expect(res.msg).toBe(msg);
    else expect(res.msg).toMatch(msg);
    expect((await x.t.call(examContracts.listPaperAudit, {}, { as: { token: x.teacher } })).data.totalCount).toBe(
      before,
    );
  });

  it('a free paper keeps no price', async () => {
    expect(await newDraft({ isFree: 1, price: 50, vipPrice: 10 })).toMatchObject({ isFree: 1, price: 0, vipPrice: 0 });
  });

  it('saves a picked and a random section; totals are computed; the view shows what the bank holds', async () => {
    const draft = await newDraft();
    const res = await saveTitles(draft.id, [picked([bank.single![0]!, bank.material![0]!], 0), random(3, 2)]);
    expect(res.msg).toBe('成功');
    expect(res.data.paper).toMatchObject({ totalScore: 2 + 4 + 6, problemCount: 5, titleCount: 2, auditStatus: 3 });
    expect(res.data.titles[0]!.problems.map((item) => [item.problemId, item.score])).toEqual([
      [bank.single![0]!.id, 2],
      [bank.material![0]!.id, 4],
    ]);
    expect(res.data.titles[1]!.rules[0]).toMatchObject({ problemType: 3, count: 3, score: 2, available: 4 });
    const viewed = await x.t.call(examContracts.viewPaperAudit, { id: draft.id }, { as: { token: x.teacher } });
    expect(viewed.data).toEqual(res.data);
    // The picker leaves out what the draft already holds.
    const picker = await x.t.call(
      examContracts.listProblem,
      {
        problemType: 1,
        excludeExamId: draft.id,
      },
      { as: { token: x.teacher } },
    );
    expect(picker.data.list.map((item) => item.id)).not.toContain(bank.single![0]!.id);
  });

  it.each<[string, (draftId: string) => TitleSave[], string | RegExp, number?]>([
    ['a section with no problems', () => [picked([])], '第 1 大题还没有选题'],
    ['a random section with no rules', () => [{ titleName: '空', titleType: 2, rules: [] }], '第 1 大题还没有抽题规则'],
    ['another teacher’s problem', () => [picked([theirs])], '不能选用其他讲师的试题', 403],
    ['a problem twice', () => [picked([bank.single![0]!]), picked([bank.single![0]!])], /在试卷中重复出现/],
    [
      'a material score that is not its children’s sum',
      () => [picked([bank.material![0]!], 9)],
      /分值应为各小题分值之和 4 分/,
    ],
    [
      'a rule asking more than the bank holds',
      () => [random(5)],
      '第 1 大题第 1 条规则要抽 5 道判断题，题库中符合条件的只有 4 道',
    ],
    [
      'overlapping rules',
      () => [
        random(1),
        { titleName: '又一个', titleType: 2, rules: [{ problemType: 3, difficulty: 1, count: 1, score: 1 }] },
      ],
      /与第 1 大题第 1 条规则重叠/,
    ],
    [
      'a rule of an unknown kind',
      () => [random(1, 2, { problemKind: 'nope' })],
      '第 1 大题第 1 条规则的题目分类不存在：nope',
    ],
    [
      'a rule drawing material problems',
      () => [{ titleName: 'x', titleType: 2, rules: [{ problemType: 6, count: 1, score: 1 }] } as unknown as TitleSave],
      /problemType/,
    ],
    [
      'a problem that does not exist',
      () => [{ titleName: 'x', titleType: 1, problems: [{ problemId: '999999', score: 1 }] }],
      '第 1 大题第 1 题不存在或已被删除',
    ],
    ['a pass mark above the total', () => [picked([bank.single![1]!])], '及格分 10 不能高于总分 2'],
  ])('refuses %s and keeps the sections', async (_name, titles, msg, status = 400) => {
    const draft = await newDraft();
    await saveTitles(draft.id, [picked([bank.single![2]!], 20)]);
    const res = await saveTitles(draft.id, titles(draft.id));
    expect(res.status).toBe(status);
    if (typeof msg === 'string') expect(res.msg).toBe(msg);
    else expect(res.msg).toMatch(msg);
    const viewed = await x.t.call(examContracts.viewPaperAudit, { id: draft.id }, { as: { token: x.teacher } });
    expect(viewed.data.titles.map((title) => title.problems.map((item) => item.problemId))).toEqual([
      [bank.single![2]!.id],
    ]);
  });

  it('a pass mark above the total is refused when the paper is edited too', async () => {
    const draft = await newDraft({ passScore: 1 });
    await saveTitles(draft.id, [picked([bank.single![0]!])]);
    expect(
      await x.t.call(
        examContracts.updatePaperAudit,
        { ...paper, id: draft.id, passScore: 3 },
        { as: { token: x.teacher } },
      ),
    ).toMatchObject({
      code: 400,
      msg: '及格分 3 不能高于总分 2',
    });
  });

  it('a paper with no problems cannot be submitted', async () => {
    const draft = await newDraft();
    expect(
      await x.t.call(examContracts.submitPaperAudit, { id: draft.id }, { as: { token: x.teacher } }),
    ).toMatchObject({
      code: 400,
      msg: '试卷中还没有试题，请先选题',
    });
  });

  it('a problem picked by a draft cannot be deleted', async () => {
    const draft = await newDraft({ examName: '占用试题的试卷' });
    await saveTitles(draft.id, [picked([bank.single![1]!], 20)]);
    expect(
      await x.t.call(examContracts.deleteProblem, { id: bank.single![1]!.id }, { as: { token: x.teacher } }),
    ).toMatchObject({
      code: 409,
    });
  });

  it('the preview shows the paper as learners will, without answers; random sections are drawn', async () => {
    const draft = await newDraft({ passScore: 5 });
    expect((await saveTitles(draft.id, [picked([bank.listening![0]!]), random(2)])).code).toBe(200);
    const res = await x.t.call(examContracts.previewPaperAudit, { examId: draft.id }, { as: { token: x.teacher } });
    const [first, second] = res.data.titles;
    expect(first!.problems[0]).toMatchObject({ problemType: 7, audioUrl: x.audioUrl, playLimit: 2, score: 3 });
    expect(first!.problems[0]!.children[0]).not.toHaveProperty('answer');
    expect(second!.problems).toHaveLength(2);
    expect(second!.problems.every((item) => item.problemType === 3 && item.score === 2)).toBe(true);
    expect(second!.problems[0]).not.toHaveProperty('answer');
  });
});

describe('一键组卷 (auto/save/exam/ref)', () => {
  const auto = (examId: string, titles: TitleSave[]) =>
    x.t.call(examContracts.autoSavePaperRef, { examId, titles }, { as: { token: x.teacher } });

  it('draws the random sections now and saves them as picked sections; picked ones stay', async () => {
    const draft = await newDraft();
    const res = await auto(draft.id, [picked([bank.judge![0]!], 4), random(3, 2)]);
    expect(res.msg).toBe('成功');
    const [first, second] = res.data.titles;
    expect(first).toMatchObject({ titleType: 1, score: 4, problems: [{ problemId: bank.judge![0]!.id, score: 4 }] });
    expect(second).toMatchObject({ titleType: 1, score: 6, rules: [] });
    const drawn = second!.problems.map((item) => item.problemId);
    expect(drawn).toHaveLength(3);
    expect(new Set(drawn).size).toBe(3);
    expect(drawn).not.toContain(bank.judge![0]!.id);
    expect(bank.judge!.map((problem) => problem.id)).toEqual(expect.arrayContaining(drawn));
    expect(res.data.paper).toMatchObject({ totalScore: 10, problemCount: 4 });
    const stored = await x.t.call(examContracts.viewPaperAudit, { id: draft.id }, { as: { token: x.teacher } });
    expect(stored.data.titles.map((title) => title.titleType)).toEqual([1, 1]);
  });

  it('refuses a rule the bank cannot fill, and changes nothing', async () => {
    const draft = await newDraft();
    expect((await saveTitles(draft.id, [picked([bank.single![0]!], 10)])).code).toBe(200);
    const res = await auto(draft.id, [random(5, 2)]);
    expect([res.code, res.msg]).toEqual([400, '第 1 大题第 1 条规则要抽 5 道判断题，题库中符合条件的只有 4 道']);
    const stored = await x.t.call(examContracts.viewPaperAudit, { id: draft.id }, { as: { token: x.teacher } });
    expect(stored.data.titles.map((title) => title.problems.map((item) => item.problemId))).toEqual([
      [bank.single![0]!.id],
    ]);
  });
});

describe('who may touch a draft', () => {
  let draft: PaperAudit;
  beforeAll(async () => {
    draft = await newDraft();
    await saveTitles(draft.id, [picked([bank.single![0]!], 20)]);
  });

  it.each([
    [examContracts.viewPaperAudit, () => ({ id: draft.id })],
    [examContracts.updatePaperAudit, () => ({ ...paper, id: draft.id })],
    [examContracts.savePaperRef, () => ({ examId: draft.id, titles: [] })],
    [examContracts.autoSavePaperRef, () => ({ examId: draft.id, titles: [] })],
    [examContracts.previewPaperAudit, () => ({ examId: draft.id })],
    [examContracts.submitPaperAudit, () => ({ id: draft.id })],
    [examContracts.putAwayPaperAudit, () => ({ id: draft.id, isPutAway: 0 })],
  ])('%s: visitor 303, learner 403, another author 403, the other school 404', async (url, body) => {
    expect((await x.t.call(url, body())).code).toBe(303);
    expect((await x.t.call(url, body(), { as: { token: x.learner } })).code).toBe(403);
    expect(await x.t.call(url, body(), { as: { token: x.otherAuthor } })).toMatchObject({
      code: 403,
      msg: '不能操作其他讲师的试卷',
    });
    expect((await x.t.call(url, body(), { as: { token: x.otherSiteTeacher }, site: OTHER_SITE_ID })).code).toBe(404);
  });

  it('lists show only my own papers, and nothing of another school', async () => {
    expect((await x.t.call(examContracts.listPaperAudit, {}, { as: { token: x.otherAuthor } })).data.totalCount).toBe(
      0,
    );
    expect(
      (await x.t.call(examContracts.listPaperAudit, {}, { as: { token: x.otherSiteTeacher }, site: OTHER_SITE_ID }))
        .data.totalCount,
    ).toBe(0);
    expect((await x.t.call(examContracts.listMyPaper, {}, { as: { token: x.learner } })).code).toBe(403);
    expect((await x.t.call(examContracts.listMyPaper, {})).code).toBe(303);
  });
});

describe('audit and publication', () => {
  it('submit → the operator’s queue → preview with answers → approve → the public list and index.ts', async () => {
    const draft = await submitted();
    expect(
      await x.t.call(examContracts.submitPaperAudit, { id: draft.id }, { as: { token: x.teacher } }),
    ).toMatchObject({
      code: 409,
      msg: '试卷已提交，正在等待审核',
    });
    const queue = await x.t.call(examContracts.adminListPaperAudit, {}, { as: 'operator' });
    const queued = queue.data.list.find((item) => item.id === draft.id);
    expect(queued).toMatchObject({ auditStatus: 0, lecturerName: '赵老师' });
    const preview = await x.t.call(examContracts.adminPreviewPaperAudit, { examId: draft.id }, { as: 'operator' });
    expect(preview.data.titles[0]!.problems[0]).toMatchObject({ answer: ['B'] });
    expect(preview.data.titles[0]!.problems[1]!.children[0]).toMatchObject({ answer: ['A'] });

    const approved = await x.t.call(
      examContracts.adminApprovePaper,
      {
        id: draft.id,
        auditOpinion: '题目质量很好',
      },
      { as: 'operator' },
    );
    expect(approved.data).toMatchObject({ auditStatus: 1, isPublished: 1, isPutAway: 1 });
    const listed = await publicList({ examName: '四级模拟卷一' });
    expect(listed.list.map((item) => item.id)).toContain(draft.id);
    expect(listed.list.find((item) => item.id === draft.id)).toMatchObject({ totalScore: 10, price: 19.9 });
    const mine = await x.t.call(examContracts.listMyPaper, {}, { as: { token: x.teacher } });
    expect(mine.data.list.map((item) => item.id)).toContain(draft.id);

    const messages = await x.t.call(userContracts.listMessages, {}, { as: { token: x.teacher } });
    expect(messages.data.list[0]).toMatchObject({ title: '试卷审核通过', msgType: 2 });

    // What the exam-taking module reads through index.ts.
    const published = await exam.papers.findPublished(11, Number(draft.id));
    expect(published).toMatchObject({ id: draft.id, version: 1, isPutAway: 1 });
    const a = await exam.papers.drawPaper(11, Number(draft.id), 'learner-1');
    const again = await exam.papers.drawPaper(11, Number(draft.id), 'learner-1', 1);
    expect(again.titles.map((title) => title.problemIds)).toEqual(a.titles.map((title) => title.problemIds));
    expect(a.titles[0]!.problemIds).toEqual([Number(bank.single![0]!.id), Number(bank.material![0]!.id)]);
    expect(a.titles[1]!.problemIds).toHaveLength(2);
    expect(a.titles[1]!.problems[0]).not.toHaveProperty('answer');
    const seeds = await Promise.all(
      Array.from({ length: 12 }, (_, n) => exam.papers.drawPaper(11, Number(draft.id), `learner-${n}`)),
    );
    expect(new Set(seeds.map((drawn) => drawn.titles[1]!.problemIds.join(','))).size).toBeGreaterThan(1);
    const keys = await exam.papers.answerKeys(11, Number(draft.id), 1, [
      Number(bank.single![0]!.id),
      Number(bank.material![0]!.id),
    ]);
    expect(keys.get(Number(bank.single![0]!.id))).toMatchObject({ problemType: 1, answer: ['B'], score: 2 });
    const child = bank.material![0]!.children[0]!;
    expect(keys.get(Number(child.id))).toMatchObject({ parentId: Number(bank.material![0]!.id), answer: ['A'] });
    // The other school reads nothing of it.
    expect(await exam.papers.findPublished(OTHER_SITE_ID, Number(draft.id))).toBeUndefined();
    expect((await x.t.call(examContracts.listPaperInfo, {}, { site: OTHER_SITE_ID })).data.totalCount).toBe(0);
  });

  it('a published paper keeps its copy when the bank problem changes, and editing makes a new draft', async () => {
    const draft = await submitted();
    await x.t.call(examContracts.adminApprovePaper, { id: draft.id }, { as: 'operator' });
    const single = bank.single![0]!;
    const changed = await x.t.call(
      examContracts.updateProblem,
      {
        ...samples[1],
        id: single.id,
        content: '<p>Changed after publishing.</p>',
      },
      { as: { token: x.teacher } },
    );
    expect(changed.code).toBe(200);
    const drawn = await exam.papers.drawPaper(11, Number(draft.id), 's');
    expect(drawn.titles[0]!.problems[0]!.content).toBe(single.content);

    const edited = await x.t.call(
      examContracts.updatePaperAudit,
      {
        ...paper,
        id: draft.id,
        examName: '四级模拟卷一（修订）',
      },
      { as: { token: x.teacher } },
    );
    expect(edited.data).toMatchObject({ auditStatus: 3, isPublished: 1 });
    expect((await publicList()).list.find((item) => item.id === draft.id)?.examName).toBe('四级模拟卷一');
    await x.t.call(examContracts.submitPaperAudit, { id: draft.id }, { as: { token: x.teacher } });
    await x.t.call(examContracts.adminApprovePaper, { id: draft.id }, { as: 'operator' });
    expect((await publicList()).list.find((item) => item.id === draft.id)?.examName).toBe('四级模拟卷一（修订）');
    expect((await exam.papers.findPublished(11, Number(draft.id)))?.version).toBe(2);
    // Version 1 can still be rebuilt for records taken on it, with its own copy.
    const old = await exam.papers.drawPaper(11, Number(draft.id), 's', 1);
    expect(old.titles[0]!.problems[0]!.content).toBe(single.content);
    const now = await exam.papers.drawPaper(11, Number(draft.id), 's', 2);
    expect(now.titles[0]!.problems[0]!.content).toBe('<p>Changed after publishing.</p>');
  });

  it('reject needs an opinion, tells the teacher, and the teacher may submit again', async () => {
    const draft = await submitted();
    expect(
      await x.t.call(examContracts.adminRejectPaper, { id: draft.id, auditOpinion: ' ' }, { as: 'operator' }),
    ).toMatchObject({
      code: 400,
      msg: '请填写驳回意见',
    });
    const rejected = await x.t.call(
      examContracts.adminRejectPaper,
      {
        id: draft.id,
        auditOpinion: '第二大题太简单',
      },
      { as: 'operator' },
    );
    expect(rejected.data).toMatchObject({ auditStatus: 2, auditOpinion: '第二大题太简单', isPublished: 0 });
    const messages = await x.t.call(userContracts.listMessages, {}, { as: { token: x.teacher } });
    expect(messages.data.list[0]).toMatchObject({ title: '试卷审核未通过' });
    expect(messages.data.list[0]!.content).toContain('第二大题太简单');
    expect(await x.t.call(examContracts.adminApprovePaper, { id: draft.id }, { as: 'operator' })).toMatchObject({
      code: 409,
    });
    expect((await publicList()).list.map((item) => item.id)).not.toContain(draft.id);
    const again = await x.t.call(examContracts.submitPaperAudit, { id: draft.id }, { as: { token: x.teacher } });
    expect(again.data.auditStatus).toBe(0);
  });

  it('the operator calls refuse visitors, users and the other school’s operator', async () => {
    const draft = await submitted();
    for (const [url, body] of [
      [examContracts.adminListPaperAudit, {}],
      [examContracts.adminPreviewPaperAudit, { examId: draft.id }],
      [examContracts.adminApprovePaper, { id: draft.id }],
      [examContracts.adminRejectPaper, { id: draft.id, auditOpinion: 'x' }],
      [examContracts.adminListPaper, {}],
      [examContracts.adminPutAwayPaper, { id: draft.id, isPutAway: 0 }],
    ] as const) {
      expect((await x.t.call(url, body)).status).toBe(401);
      expect((await x.t.call(url, body, { as: { token: x.teacher } })).status).toBe(401);
    }
    expect(
      await x.t.call(examContracts.adminPreviewPaperAudit, { examId: draft.id }, { as: 'otherOperator' }),
    ).toMatchObject({ code: 404 });
    expect(await x.t.call(examContracts.adminApprovePaper, { id: draft.id }, { as: 'otherOperator' })).toMatchObject({
      code: 404,
    });
    expect((await x.t.call(examContracts.adminListPaperAudit, {}, { as: 'otherOperator' })).data.totalCount).toBe(0);
    expect(await x.t.call(examContracts.adminApprovePaper, { id: '123' }, { as: 'operator' })).toMatchObject({
      code: 404,
    });
  });

  it('two operators deciding at once: one wins, one version is published', async () => {
    const draft = await submitted();
    const results = await Promise.all([
      x.t.call(examContracts.adminApprovePaper, { id: draft.id }, { as: 'operator' }),
      x.t.call(examContracts.adminApprovePaper, { id: draft.id }, { as: 'operator' }),
      x.t.call(examContracts.adminRejectPaper, { id: draft.id, auditOpinion: '不行' }, { as: 'operator' }),
    ]);
    expect(results.filter((res) => res.code === 200)).toHaveLength(1);
    expect(results.filter((res) => res.code === 409)).toHaveLength(2);
    const titles = await x.t.db
      .selectFrom('exam_title')
      .select('version')
      .where('paper_id', '=', Number(draft.id))
      .execute();
    expect(new Set(titles.map((row) => row.version)).size).toBeLessThanOrEqual(1);
  });

  it('on and off the shelf, by the teacher and by the operator', async () => {
    const draft = await submitted();
    expect(
      await x.t.call(examContracts.putAwayPaperAudit, { id: draft.id, isPutAway: 0 }, { as: { token: x.teacher } }),
    ).toMatchObject({
      code: 404,
      msg: '试卷尚未发布，审核通过后才能上下架',
    });
    await x.t.call(examContracts.adminApprovePaper, { id: draft.id }, { as: 'operator' });
    const off = await x.t.call(
      examContracts.putAwayPaperAudit,
      { id: draft.id, isPutAway: 0 },
      { as: { token: x.teacher } },
    );
    expect(off.data.isPutAway).toBe(0);
    expect((await publicList()).list.map((item) => item.id)).not.toContain(draft.id);
    const all = await x.t.call(examContracts.adminListPaper, {}, { as: 'operator' });
    expect(all.data.list.find((item) => item.id === draft.id)?.isPutAway).toBe(0);
    const on = await x.t.call(examContracts.adminPutAwayPaper, { id: draft.id, isPutAway: 1 }, { as: 'operator' });
    expect(on.data.isPutAway).toBe(1);
    expect((await publicList()).list.map((item) => item.id)).toContain(draft.id);
    expect(
      await x.t.call(examContracts.adminPutAwayPaper, { id: draft.id, isPutAway: 0 }, { as: 'otherOperator' }),
    ).toMatchObject({
      code: 404,
    });
    expect(
      await x.t.call(examContracts.adminPutAwayPaper, malformed({ id: draft.id, isPutAway: 2 }), { as: 'operator' }),
    ).toMatchObject({ code: 400 });
  });
});
