import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXAM_IMPORT_TEMPLATE_PATH, examContracts, examImportTemplatePath, apiUrl } from '@school/contracts';
import { malformed } from '../../testing/call.ts';
import { OTHER_SITE_ID } from '../../testing/test-app.ts';
import { pngBytes } from '../upload/upload-fixtures.ts';
import { createExamTest, type ExamTest, multipartWithFields } from './exam-fixtures.ts';
import { type ExcelRow, excelWorkbook, wordDocument } from './problem-templates.ts';

let x: ExamTest;
beforeAll(async () => {
  x = await createExamTest();
});
afterAll(() => x.t.close());

const PREVIEW = examContracts.previewImportProblem;
const IMPORT = examContracts.importProblem;

async function bankSize(): Promise<number> {
  const row = await x.t.db
    .selectFrom('exam_problem')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('status_id', '=', 1)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** 50 problems: singles, multiples, true/false, blanks, essays and two reading passages with children. */
function fiftyRows(): ExcelRow[] {
  const rows: ExcelRow[] = [];
  for (let n = 1; rows.length < 40; n++) {
    const kind = n % 5;
    if (kind === 0)
      rows.push({ 题型: '单选题', 题干: `Pick word ${n}.`, 选项A: 'yes', 选项B: 'no', 答案: 'A', 分值: 2, 难度: 1 });
    else if (kind === 1)
      rows.push({ 题型: '多选题', 题干: `Pick words ${n}.`, 选项A: 'a', 选项B: 'b', 选项C: 'c', 答案: 'A,C', 分值: 3 });
    else if (kind === 2) rows.push({ 题型: '判断题', 题干: `Statement ${n}.`, 答案: '错', 分值: 2 });
    else if (kind === 3) rows.push({ 题型: '填空题', 题干: `I ___ number ${n}.`, 答案: 'am|was', 分值: 2 });
    else
      rows.push({ 题型: '简答题', 题干: `Translate sentence ${n}.`, 答案: 'Reference.', 分值: 10, 题目分类: '翻译' });
  }
  for (const block of ['M1', 'M2']) {
    rows.push({ 题型: '材料题', 题干: `Passage ${block}.`, 材料编号: block, 题目分类: '阅读理解' });
    for (let n = 1; n <= 4; n++)
      rows.push({
        题型: '单选题',
        题干: `Question ${n}?`,
        选项A: 'x',
        选项B: 'y',
        答案: 'B',
        分值: 2,
        材料编号: block,
      });
  }
  // 40 + 2 passages = 42 problems so far; 8 more true/false make 50.
  for (let n = 0; n < 8; n++) rows.push({ 题型: '判断', 题干: `Extra statement ${n}.`, 答案: '对', 分值: 1 });
  return rows;
}

const defaults = { problemKind: '词汇与语法', subject: '大学英语四级', difficulty: '2' };

describe('Excel import', () => {
  it('previews 50 problems without saving, then imports all of them in one go', async () => {
    const file = await excelWorkbook(fiftyRows());
    const before = await bankSize();
    const preview = await x.t.call(PREVIEW, multipartWithFields('题库.xlsx', file, defaults), {
      as: { token: x.teacher },
    });
    expect(preview.msg).toBe('成功');
    expect(preview.data).toMatchObject({ format: 'xlsx', total: 50, validCount: 50, errorCount: 0, imported: 0 });
    expect(preview.data.rows.find((row) => row.problemType === 6)).toMatchObject({ childCount: 4, errors: [] });
    expect(await bankSize()).toBe(before);

    const done = await x.t.call(IMPORT, multipartWithFields('题库.xlsx', file, defaults), { as: { token: x.teacher } });
    expect(done.data).toMatchObject({ total: 50, imported: 50 });
    expect(await bankSize()).toBe(before + 50 + 8);
    const essays = await x.t.call(examContracts.listProblem, { problemType: 5 }, { as: { token: x.teacher } });
    expect(essays.data.list[0]).toMatchObject({ problemKind: 'translation', subject: 'cet4', difficulty: 2 });
  });

  it('with one bad row: the preview names the row and its mistakes; the import saves nothing', async () => {
    const rows = fiftyRows();
    rows[3] = { 题型: '单选题', 题干: 'Broken.', 选项A: 'a', 选项B: 'b', 答案: 'E', 分值: 2 };
    rows[7] = { 题型: '填空题', 题干: 'One ___ two ___.', 答案: 'x', 分值: 2 };
    rows[9] = { 题型: '排序题', 题干: 'Unknown type.' };
    const file = await excelWorkbook(rows);
    const preview = await x.t.call(PREVIEW, multipartWithFields('bad.xlsx', file, defaults), {
      as: { token: x.teacher },
    });
    expect(preview.data).toMatchObject({ total: 50, errorCount: 3, validCount: 47 });
    const bad = preview.data.rows.filter((row) => row.errors.length > 0);
    expect(bad.map((row) => row.row)).toEqual([5, 9, 11]);
    expect(bad[0]!.errors).toContain('答案 E 不在选项中');
    expect(bad[1]!.errors).toContain('题干有 2 个空，答案有 1 个');
    expect(bad[2]!.errors[0]).toMatch(/^题型“排序题”无法识别/);

    const before = await bankSize();
    const refused = await x.t.call(IMPORT, multipartWithFields('bad.xlsx', file, defaults), {
      as: { token: x.teacher },
    });
    expect(refused).toMatchObject({ status: 400, msg: '有 3 道题有错误，未导入任何试题；请按预览修改后重新导入' });
    expect(refused.data.errorCount).toBe(3);
    expect(await bankSize()).toBe(before);
  });

  it('the downloadable templates import as they are', async () => {
    for (const format of ['xlsx', 'docx'] as const) {
      const res = await x.t.app.inject({ method: 'GET', url: apiUrl(examImportTemplatePath(format)) });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toContain(`exam-import-template.${format}`);
      const preview = await x.t.call(PREVIEW, multipartWithFields(`t.${format}`, res.rawPayload), {
        as: { token: x.teacher },
      });
      expect(preview.data.errorCount).toBe(0);
      expect(preview.data.total).toBe(6);
    }
    const missing = await x.t.app.inject({ method: 'GET', url: apiUrl(`${EXAM_IMPORT_TEMPLATE_PATH}/pdf`) });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 404 });
  });
});

describe('Word import', () => {
  const lines = (count: number) => {
    const out = ['题目分类：词汇与语法', '科目：大学英语四级'];
    for (let n = 1; n <= count; n++) {
      if (n % 3 === 0) out.push(`${n}. [判断题] Statement ${n}.`, '答案：对', '分值：1');
      else if (n % 3 === 1)
        out.push(`${n}. Choose ${n}.`, 'A. one', 'B. two', 'C. three', '答案：C', '解析：because', '分值：2');
      else out.push(`${n}. I ___ here.`, '答案：am|was', '分值：2');
    }
    return out;
  };

  it('imports 50 problems from a .docx, a reading passage with its children among them', async () => {
    const doc = await wordDocument([
      ...lines(49),
      '【材料】',
      'The passage text.',
      '1. What is it about?',
      'A. cats',
      'B. dogs',
      '答案：A',
      '分值：2',
      '2. It is long.',
      '答案：错',
      '分值：2',
      '【材料结束】',
    ]);
    const before = await bankSize();
    const preview = await x.t.call(PREVIEW, multipartWithFields('bank.docx', doc), { as: { token: x.teacher } });
    expect(preview.data).toMatchObject({ format: 'docx', total: 50, errorCount: 0 });
    expect(preview.data.rows.map((row) => row.problemType).slice(0, 3)).toEqual([1, 4, 3]);
    expect(preview.data.rows[49]).toMatchObject({ problemType: 6, childCount: 2, summary: 'The passage text.' });
    const done = await x.t.call(IMPORT, multipartWithFields('bank.docx', doc), { as: { token: x.teacher } });
    expect(done.data.imported).toBe(50);
    expect(await bankSize()).toBe(before + 52);
  });

  it('reports every mistake by its paragraph and saves nothing', async () => {
    const doc = await wordDocument([
      '科目：大学英语四级',
      '题目分类：词汇与语法',
      '1. Choose.',
      'A. x',
      'B. y',
      '答案：Q',
    ]);
    const preview = await x.t.call(PREVIEW, multipartWithFields('bad.docx', doc), { as: { token: x.teacher } });
    expect(preview.data.rows[0]).toMatchObject({
      row: 3,
      errors: ['答案 Q 不在选项中', '分值应为 1–100 的整数'],
    });
    const before = await bankSize();
    expect((await x.t.call(IMPORT, multipartWithFields('bad.docx', doc), { as: { token: x.teacher } })).status).toBe(
      400,
    );
    expect(await bankSize()).toBe(before);
  });
});

describe('files that are not what they claim, and who may import', () => {
  it.each([
    [
      'a picture named .xlsx',
      'a.xlsx',
      () => Promise.resolve(pngBytes()),
      '文件内容不是 Excel（.xlsx） 文件，请检查后重新上传',
    ],
    [
      'a Word file named .xlsx',
      'a.xlsx',
      () => wordDocument(['1. x']),
      '文件内容不是 Excel（.xlsx） 文件，请检查后重新上传',
    ],
    [
      'an Excel file named .docx',
      'a.docx',
      () => excelWorkbook([]),
      '文件内容不是 Word（.docx） 文件，请检查后重新上传',
    ],
    [
      'a text file',
      'a.txt',
      () => Promise.resolve(Buffer.from('1. x')),
      '请上传 .xlsx（Excel 模板）或 .docx（Word）文件',
    ],
    ['an old .xls', 'a.xls', () => Promise.resolve(Buffer.from('x')), '不支持旧版 .xls 文件，请另存为 .xlsx 后再导入'],
    ['an empty file', 'a.xlsx', () => Promise.resolve(Buffer.alloc(0)), '文件为空'],
    ['a workbook without the template header', 'a.xlsx', () => excelWorkbook([], false), null],
  ])('%s: 400, nothing saved', async (_name, filename, bytes, msg) => {
    const before = await bankSize();
    const res = await x.t.call(PREVIEW, multipartWithFields(filename, await bytes()), { as: { token: x.teacher } });
    expect(res.status).toBe(400);
    if (msg) expect(res.msg).toBe(msg);
    expect(
      (await x.t.call(IMPORT, multipartWithFields(filename, await bytes()), { as: { token: x.teacher } })).status,
    ).toBe(400);
    expect(await bankSize()).toBe(before);
  });

  it('a JSON body instead of a file is refused', async () => {
    expect(await x.t.call(PREVIEW, malformed({}), { as: { token: x.teacher } })).toMatchObject({
      code: 400,
      msg: '请使用 multipart/form-data 上传文件',
    });
  });

  it('visitors are asked to sign in, learners refused; the other school checks against its own lists', async () => {
    const file = await excelWorkbook(fiftyRows().slice(0, 3));
    expect((await x.t.call(PREVIEW, multipartWithFields('a.xlsx', file))).code).toBe(303);
    expect(
      (await x.t.call(IMPORT, multipartWithFields('a.xlsx', file, defaults), { as: { token: x.learner } })).code,
    ).toBe(403);
    const there = await x.t.call(PREVIEW, multipartWithFields('a.xlsx', file, defaults), {
      as: { token: x.otherSiteTeacher },
      site: OTHER_SITE_ID,
    });
    const result = there.data;
    expect(result.errorCount).toBe(3);
    expect(result.rows[0]!.errors).toContain('题目分类不存在：词汇与语法');
  });
});
