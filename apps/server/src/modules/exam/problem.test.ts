import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examContracts, type ProblemSave, type ProblemType } from '@school/contracts';
import { malformed } from '../../testing/call.ts';
import { OTHER_SITE_ID } from '../../testing/test-app.ts';
import { readyVideo } from '../vod/vod-fixtures.ts';
import { createExamTest, type ExamTest, sampleProblems } from './exam-fixtures.ts';

let x: ExamTest;
let samples: Record<ProblemType, ProblemSave>;
beforeAll(async () => {
  x = await createExamTest();
  samples = sampleProblems(x.audioUrl);
});
afterAll(() => x.t.close());

const SAVE = examContracts.saveProblem;
const UPDATE = examContracts.updateProblem;
const LIST = examContracts.listProblem;
const DELETE = examContracts.deleteProblem;
const view = (id: string, token: string | undefined, site?: number) =>
  x.t.call(examContracts.viewProblem, { id }, { as: token ? { token } : 'visitor', site });

async function countProblems(): Promise<number> {
  const row = await x.t.db
    .selectFrom('exam_problem')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

describe('problems of each type', () => {
  it.each(([1, 2, 3, 4, 5, 6, 7, 8] as const).map((type) => [type]))(
    'type %i saves, reads back with its answer shape and lists',
    async (type) => {
      const saved = await x.saveProblem(samples[type]);
      expect(saved).toMatchObject({ problemType: type, problemKind: samples[type].problemKind, subject: 'cet4' });
      const read = await view(saved.id, x.teacher);
      expect(read.data).toEqual(saved);
      if (type === 1) expect(saved).toMatchObject({ answer: ['B'], labels: ['时态'], problemKindName: '词汇与语法' });
      if (type === 2) expect(saved.answer).toEqual(['A', 'C']);
      if (type === 4) expect(saved).toMatchObject({ blankCount: 2, blanks: [['were', 'was'], ['would']] });
      if (type === 6) {
        expect(saved.children.map((child) => child.problemType)).toEqual([1, 3]);
        expect(saved.score).toBe(4);
      }
      if (type === 7) expect(saved).toMatchObject({ audioUrl: x.audioUrl, playLimit: 2, score: 3 });
      if (type === 8) expect(saved.referenceAnswer).toBe('The weather is fine today.');
      const listed = await x.t.call(LIST, { problemType: type }, { as: { token: x.teacher } });
      expect(listed.data.list.map((item) => item.id)).toContain(saved.id);
      expect(listed.data.list.every((item) => item.problemType === type)).toBe(true);
    },
  );

  it('filters the bank by kind, difficulty, label and text, and pages', async () => {
    const byLabel = await x.t.call(LIST, { label: '时态' }, { as: { token: x.teacher } });
    expect(byLabel.data.list.length).toBeGreaterThan(0);
    expect(byLabel.data.list.every((item) => item.labels.includes('时态'))).toBe(true);
    const byText = await x.t.call(LIST, { keyword: 'hometown' }, { as: { token: x.teacher } });
    expect(byText.data.list.map((item) => item.summary)).toEqual(['Write about your hometown.']);
    const byKind = await x.t.call(LIST, { problemKind: 'reading' }, { as: { token: x.teacher } });
    expect(byKind.data.list.every((item) => item.problemKind === 'reading' && item.childCount === 2)).toBe(true);
    const paged = await x.t.call(LIST, { pageSize: 2, pageCurrent: 2 }, { as: { token: x.teacher } });
    expect(paged.data).toMatchObject({ pageCurrent: 2, pageSize: 2 });
    expect(paged.data.list).toHaveLength(2);
    expect(paged.data.totalCount).toBeGreaterThanOrEqual(8);
  });
});

const option = (key: string, content: string) => ({ key, content });

/** Bad input by type: the call answers 400 with this message and saves nothing. */
const refusals: [name: string, make: (s: Record<ProblemType, ProblemSave>) => unknown, msg: string | RegExp][] = [
  ['single: answer not among the options', (s) => ({ ...s[1], answer: ['D'] }), '答案 D 不在选项中'],
  ['single: two answers', (s) => ({ ...s[1], answer: ['A', 'B'] }), '单选题应有且只有一个答案'],
  ['single: one option', (s) => ({ ...s[1], options: [option('A', 'go')], answer: ['A'] }), '单选题应有 2–8 个选项'],
  [
    'single: options out of order',
    (s) => ({ ...s[1], options: [option('A', 'x'), option('C', 'y')], answer: ['A'] }),
    '选项字母应依次为 A、B、C…',
  ],
  [
    'single: an empty option',
    (s) => ({ ...s[1], options: [option('A', ' '), option('B', 'y')] }),
    '选项 A 的内容不能为空',
  ],
  ['multiple: answer not among the options', (s) => ({ ...s[2], answer: ['A', 'E'] }), '答案 E 不在选项中'],
  ['multiple: only one answer', (s) => ({ ...s[2], answer: ['A'] }), '多选题至少要有两个正确答案'],
  ['multiple: a repeated answer', (s) => ({ ...s[2], answer: ['A', 'A'] }), '答案中有重复的选项'],
  ['judge: an answer other than T/F', (s) => ({ ...s[3], answer: ['Y'] }), '判断题的答案应为 T（正确）或 F（错误）'],
  [
    'judge: with options',
    (s) => ({ ...s[3], options: [option('A', 'x'), option('B', 'y')] }),
    '只有单选题和多选题有选项',
  ],
  ['blank: blank count and answers disagree', (s) => ({ ...s[4], blanks: [['were']] }), '题干有 2 个空，答案有 1 个'],
  [
    'blank: no blank in the stem',
    (s) => ({ ...s[4], content: '<p>No gaps here.</p>', blanks: [['x']] }),
    '填空题的题干中没有空（用三个或更多下划线 ___ 表示一个空）',
  ],
  ['blank: an empty alternative', (s) => ({ ...s[4], blanks: [['were', ' '], ['would']] }), '填空题的答案不能为空'],
  ['essay: an empty stem', (s) => ({ ...s[5], content: '<p> </p>' }), '题干不能为空'],
  ['essay: a score of 0', (s) => ({ ...s[5], score: 0 }), '分值应为 1–100 的整数'],
  ['material: no children', (s) => ({ ...s[6], children: [] }), '材料题至少要有一道小题'],
  ['material: no passage', (s) => ({ ...s[6], content: '' }), '材料题须填写材料原文'],
  [
    'material: a child with a wrong answer',
    (s) => ({ ...s[6], children: [{ ...s[6].children![0]!, answer: ['C'] }] }),
    '第 1 小题：答案 C 不在选项中',
  ],
  ['material: a composite child', (s) => ({ ...s[6], children: [{ ...s[6], score: 2 }] }), /problemType/],
  ['listening: no audio', (s) => ({ ...s[7], audioUrl: '' }), '听力题须上传音频'],
  [
    'listening: audio that is not an uploaded audio file',
    (s) => ({ ...s[7], audioUrl: '/files/upload/11/not-mine.mp3' }),
    '音频须是本站上传的音频文件（mp3、m4a、wav、ogg）',
  ],
  ['dictation: no reference text', (s) => ({ ...s[8], referenceAnswer: '' }), '听写题须填写听到的原文'],
  ['dictation: markup in the text', (s) => ({ ...s[8], referenceAnswer: 'a <b>bold</b> text' }), /纯文本/],
  ['single: audio on a choice problem', (s) => ({ ...s[1], audioUrl: x.audioUrl }), '只有听力题和听写题可以带音频'],
  [
    'single: children on a simple problem',
    (s) => ({ ...s[1], children: s[6].children }),
    '只有材料题和听力题可以有小题',
  ],
  [
    'a script in the stem',
    (s) => ({ ...s[1], content: '<p>Hi<script>alert(1)</script></p>' }),
    '内容中不能包含脚本、事件或嵌入页面',
  ],
  [
    'an event handler in the analysis',
    (s) => ({ ...s[1], analysis: '<img src="/files/a.png" onerror="x()">' }),
    '内容中不能包含脚本、事件或嵌入页面',
  ],
  [
    'a picture from elsewhere',
    (s) => ({ ...s[1], content: '<p>x<img src="https://evil.example/a.png"></p>' }),
    '图片和音频只能使用本站上传的文件',
  ],
  ['an unknown kind', (s) => ({ ...s[1], problemKind: 'nope' }), '题目分类不存在：nope'],
  ['an unknown subject', (s) => ({ ...s[1], subject: 'nope' }), '科目不存在：nope'],
  ['a year out of range', (s) => ({ ...s[1], year: 1800 }), '年份应在 1990–2100 之间'],
  ['a type that does not exist', (s) => ({ ...s[1], problemType: 9 }), /problemType/],
  ['a difficulty of 6', (s) => ({ ...s[1], difficulty: 6 }), /difficulty/],
  ['a label with a comma', (s) => ({ ...s[1], labels: ['a,b'] }), '标签不能含逗号'],
  ['a video that is not the teacher’s', (s) => ({ ...s[1], videoId: '123456789' }), '讲解视频不存在或不是您上传的视频'],
];

describe('bad input', () => {
  it.each(refusals)('%s: 400 with a clear message, nothing saved', async (_name, make, msg) => {
    const before = await countProblems();
    const res = await x.t.call(SAVE, malformed(make(samples)), { as: { token: x.teacher } });
    expect(res.status).toBe(400);
    expect(res.code).toBe(400);
    if (typeof msg === 'string') expect(res.msg).toBe(msg);
    else expect(res.msg).toMatch(msg);
    expect(await countProblems()).toBe(before);
  });

  it('an update with bad input changes nothing', async () => {
    const saved = await x.saveProblem(samples[1]);
    const res = await x.t.call(UPDATE, { ...samples[1], id: saved.id, answer: ['Z'] }, { as: { token: x.teacher } });
    expect(res).toMatchObject({ status: 400, msg: '答案 Z 不在选项中' });
    expect((await view(saved.id, x.teacher)).data).toEqual(saved);
  });

  it('stores sanitised rich text (harmless markup dropped, text kept)', async () => {
    const saved = await x.saveProblem({ ...samples[5], content: '<p style="color:red" class="x">Tell <b>us</b>.</p>' });
    expect(saved.content).toBe('<p>Tell <b>us</b>.</p>');
  });
});

describe('who may do what', () => {
  let id: string;
  beforeAll(async () => {
    id = (await x.saveProblem(samples[6])).id;
  });

  it('a visitor is asked to sign in', async () => {
    expect(await x.t.call(LIST, {})).toMatchObject({ status: 401, code: 303 });
    expect(await x.t.call(SAVE, samples[1])).toMatchObject({ code: 303 });
    expect((await view(id, undefined)).code).toBe(303);
  });

  it('a learner may not author problems', async () => {
    expect(await x.t.call(SAVE, samples[1], { as: { token: x.learner } })).toMatchObject({
      status: 403,
      msg: '只有讲师可以管理题库和试卷',
    });
    expect(await x.t.call(LIST, {}, { as: { token: x.learner } })).toMatchObject({ code: 403 });
    expect((await view(id, x.learner)).code).toBe(403);
  });

  it('another author neither sees nor changes my problems', async () => {
    expect((await view(id, x.otherAuthor)).code).toBe(404);
    expect((await x.t.call(LIST, {}, { as: { token: x.otherAuthor } })).data.list).toEqual([]);
    expect(await x.t.call(UPDATE, { ...samples[6], id }, { as: { token: x.otherAuthor } })).toMatchObject({
      code: 404,
    });
    expect(await x.t.call(DELETE, { id }, { as: { token: x.otherAuthor } })).toMatchObject({ code: 404 });
    expect((await view(id, x.teacher)).data.problemType).toBe(6);
  });

  it('the second school sees nothing of this school', async () => {
    expect((await view(id, x.otherSiteTeacher, OTHER_SITE_ID)).code).toBe(404);
    expect((await x.t.call(LIST, {}, { as: { token: x.otherSiteTeacher }, site: OTHER_SITE_ID })).data.totalCount).toBe(
      0,
    );
    expect(await x.t.call(DELETE, { id }, { as: { token: x.otherSiteTeacher }, site: OTHER_SITE_ID })).toMatchObject({
      code: 404,
    });
    // This school's token does not open the other school.
    expect((await x.t.call(LIST, {}, { as: { token: x.teacher }, site: OTHER_SITE_ID })).status).toBe(401);
    // The other school's kinds are its own dictionary (empty): this school's values are refused there.
    expect(await x.t.call(SAVE, samples[3], { as: { token: x.otherSiteTeacher }, site: OTHER_SITE_ID })).toMatchObject({
      code: 400,
      msg: '题目分类不存在：grammar',
    });
  });

  it('refuses a malformed id', async () => {
    expect((await view('abc', x.teacher)).code).toBe(400);
    expect(await x.t.call(DELETE, { id: '0' }, { as: { token: x.teacher } })).toMatchObject({ code: 400 });
  });
});

/** A problem as a material's child, which has no kind or subject of its own. */
const childOf = ({ problemKind: _kind, subject: _subject, ...child }: ProblemSave) => child;

describe('update and delete', () => {
  it('an update rewrites the problem and keeps the children it names', async () => {
    const saved = await x.saveProblem(samples[6]);
    const [first, second] = saved.children;
    const res = await x.t.call(
      UPDATE,
      {
        ...samples[6],
        id: saved.id,
        content: '<p>A new passage.</p>',
        children: [
          { ...samples[6].children![1]!, id: second!.id, score: 5 },
          { ...childOf(samples[4]), problemType: 4, score: 3 },
        ],
      },
      { as: { token: x.teacher } },
    );
    expect(res.code).toBe(200);
    expect(res.data.content).toBe('<p>A new passage.</p>');
    expect(res.data.children.map((child) => child.id)[0]).toBe(second!.id);
    expect(res.data.children.map((child) => child.id)).not.toContain(first!.id);
    expect(res.data.children.map((child) => child.problemType)).toEqual([3, 4]);
    expect(res.data.score).toBe(8);
    const other = await x.saveProblem(samples[6]);
    expect(
      await x.t.call(
        UPDATE,
        {
          ...samples[6],
          id: saved.id,
          children: [{ ...samples[6].children![0]!, id: other.children[0]!.id }],
        },
        { as: { token: x.teacher } },
      ),
    ).toMatchObject({ code: 400, msg: `小题 ${other.children[0]!.id} 不属于这道题` });
  });

  it('delete removes it from the bank; a second delete is 404', async () => {
    const saved = await x.saveProblem(samples[3]);
    expect(await x.t.call(DELETE, { id: saved.id }, { as: { token: x.teacher } })).toMatchObject({ code: 200 });
    expect((await view(saved.id, x.teacher)).code).toBe(404);
    expect(await x.t.call(DELETE, { id: saved.id }, { as: { token: x.teacher } })).toMatchObject({ code: 404 });
  });
});

describe('explanation video', () => {
  it('links a video of my own library and unlinks it; refuses another teacher’s video', async () => {
    const teacherId = x.teacherId;
    const mine = await readyVideo(x.t, teacherId, '讲解：一般现在时');
    const theirs = await readyVideo(x.t, teacherId + 1, '讲解：一般现在时');
    const problem = await x.saveProblem(samples[1]);
    const linked = await x.t.call(
      examContracts.refVideo,
      {
        problemId: problem.id,
        videoId: String(mine),
      },
      { as: { token: x.teacher } },
    );
    expect(linked.data).toMatchObject({ videoId: String(mine), videoName: '讲解：一般现在时' });
    expect(
      await x.t.call(
        examContracts.refVideo,
        { problemId: problem.id, videoId: String(theirs) },
        { as: { token: x.teacher } },
      ),
    ).toMatchObject({ code: 400, msg: '讲解视频不存在或不是您上传的视频' });
    expect(
      await x.t.call(examContracts.refVideo, { problemId: problem.id, videoId: '' }, { as: { token: x.otherAuthor } }),
    ).toMatchObject({
      code: 404,
    });
    expect(await x.t.call(examContracts.refVideo, { problemId: problem.id, videoId: '' })).toMatchObject({
      code: 303,
    });
    const unlinked = await x.t.call(
      examContracts.refVideo,
      { problemId: problem.id, videoId: '' },
      { as: { token: x.teacher } },
    );
    expect(unlinked.data).toMatchObject({ videoId: '', videoName: '' });
    expect(
      await x.t.call(examContracts.refVideo, { problemId: problem.id, videoId: 'x1' }, { as: { token: x.teacher } }),
    ).toMatchObject({
      code: 400,
    });
  });
});
