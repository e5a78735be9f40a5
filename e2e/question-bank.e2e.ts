import { examContracts } from '@school/contracts';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, learnerToken } from './support/api.ts';
import { consoleScreenshot, settled, signInToConsole, toast } from './support/console.ts';
import { open, ready, type School, screenshot, startSchool } from './support/school.ts';

/**
 * Issue 11: the demo teacher builds a question bank (one problem of each type, 50 imported from the
 * Excel template) and a paper (one picked and one random section), previews and submits it; the
 * operator approves it in the console and it shows in the public paper list.
 */

let school: School;
beforeAll(async () => {
  school = await startSchool();
});
afterAll(async () => {
  await school?.stop();
});

const TEACHER = '13800000002';
const PAPER_NAME = '四级词汇小测（浏览器）';

/** Half a second of a 440 Hz tone, 8 kHz mono 16-bit: a real WAV file the server accepts as audio. */
function toneWav(): Buffer {
  const rate = 8000;
  const samples = rate / 2;
  const data = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i++)
    data.writeInt16LE(Math.round(8000 * Math.sin((2 * Math.PI * 440 * i) / rate)), i * 2);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8);
  header.write('fmt ', 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

/** 50 single-choice rows in the import template's columns (kind and subject by their names). */
async function importWorkbook(): Promise<Buffer> {
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.Workbook();
  const sheet = workbook.addWorksheet('试题');
  const headers = [
    '题型',
    '题干',
    '选项A',
    '选项B',
    '选项C',
    '选项D',
    '答案',
    '解析',
    '分值',
    '难度',
    '题目分类',
    '科目',
  ];
  sheet.addRow(headers);
  for (let n = 1; n <= 50; n++) {
    sheet.addRow([
      '单选题',
      `Imported word ${n}: choose the noun.`,
      'quickly',
      `noun${n}`,
      'green',
      'run',
      'B',
      '名词',
      2,
      2,
      '词汇与语法',
      '大学英语四级',
    ]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Picks `option` in the antd Select of the form item labelled `label` (inside `scope`). */
async function choose(page: Page, scope: Locator | Page, label: string, option: string) {
  await scope.getByLabel(label, { exact: true }).click();
  await page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true }).click();
}

/** Ticks the radio or checkbox whose label reads exactly `text`. */
const tick = (scope: Locator | Page, text: string) =>
  scope
    .locator('label.ant-radio-wrapper, label.ant-checkbox-wrapper')
    .filter({ hasText: new RegExp(`^${text}$`) })
    .click();

/** Starts a new problem of `type` (the editor's ?type=) with kind and subject chosen. */
async function newProblem(page: Page, type: number, kind = '词汇与语法') {
  await open(page, `/account/subject/add?type=${type}`);
  await choose(page, page, '题目分类', kind);
  await choose(page, page, '科目', '大学英语四级');
}

async function saveProblem(page: Page) {
  await page.getByRole('button', { name: '保存试题' }).click();
  await settled(toast(page, '试题已保存'));
  await page.waitForURL(/\/account\/subject(\/comprehend)?$/);
}

async function fillOptions(scope: Locator | Page, options: string[]) {
  for (const [index, text] of options.entries()) {
    await scope.getByLabel(`选项 ${'ABCD'[index]}`, { exact: true }).fill(text);
  }
}

async function uploadAudio(page: Page) {
  await page
    .locator('input[aria-label="选择音频文件"]')
    .setInputFiles({ name: 'listening.wav', mimeType: 'audio/wav', buffer: toneWav() });
  await settled(toast(page, '音频已上传'));
}

/** Screenshots of the page at desktop (1200) and phone (390) widths. */
async function bothWidths(page: Page, name: string) {
  await page.setViewportSize({ width: 1200, height: 900 });
  await page.waitForTimeout(300);
  await screenshot(page, `${name}-1200`);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForTimeout(300);
  await screenshot(page, `${name}-390`);
  await page.setViewportSize({ width: 1280, height: 900 });
}

describe('the question bank and paper building in Chromium', { timeout: 600_000 }, () => {
  it('the teacher authors, imports, builds and submits a paper; the operator approves it', async () => {
    const token = await learnerToken(school, TEACHER);
    const { context, page } = await school.newPage({ token });

    // One problem of each type.
    await newProblem(page, 1);
    await page.getByLabel('题干', { exact: true }).fill('She ___ to school every day.');
    await fillOptions(page, ['go', 'goes', 'going', 'gone']);
    await tick(page, 'B');
    await bothWidths(page, 'subject-add-single');
    await saveProblem(page);

    await newProblem(page, 2);
    await page.getByLabel('题干', { exact: true }).fill('Which of these are nouns?');
    await fillOptions(page, ['happiness', 'quickly', 'decision', 'green']);
    await tick(page, 'A');
    await tick(page, 'C');
    await saveProblem(page);

    await newProblem(page, 3);
    await page.getByLabel('题干', { exact: true }).fill('"Effect" is usually a noun.');
    await tick(page, '正确');
    await saveProblem(page);

    await newProblem(page, 4);
    await page.getByLabel('题干', { exact: true }).fill('If I ___ you, I ___ go.');
    await page.getByLabel('第 1 空答案', { exact: true }).fill('were');
    await page.keyboard.press('Enter');
    await page.getByLabel('第 1 空答案', { exact: true }).fill('was');
    await page.keyboard.press('Enter');
    await page.getByLabel('第 2 空答案', { exact: true }).fill('would');
    await page.keyboard.press('Enter');
    await saveProblem(page);

    await newProblem(page, 5, '写作');
    await page.getByLabel('题干', { exact: true }).fill('Write about your hometown in 120 words.');
    await page.getByLabel('参考答案', { exact: true }).fill('My hometown is a small city by the sea.');
    await saveProblem(page);

    await newProblem(page, 6, '阅读理解');
    await page
      .getByLabel('材料原文', { exact: true })
      .fill('Sleep helps the brain store what we learn during the day.');
    const readingChild = page.locator('.ant-card').filter({ hasText: '第 1 小题' });
    await readingChild.getByLabel('题干', { exact: true }).fill('What does sleep help?');
    await fillOptions(readingChild, ['memory', 'appetite', 'height', 'speed']);
    await tick(readingChild, 'A');
    await saveProblem(page);

    await newProblem(page, 7, '听力理解');
    await uploadAudio(page);
    await page.getByLabel('听力说明', { exact: true }).fill('Listen to the dialogue and answer.');
    const listeningChild = page.locator('.ant-card').filter({ hasText: '第 1 小题' });
    await listeningChild.getByLabel('题干', { exact: true }).fill('Where is the man going?');
    await fillOptions(listeningChild, ['To the bank', 'To the park', 'To the zoo', 'Home']);
    await tick(listeningChild, 'B');
    await bothWidths(page, 'subject-add-listening');
    await saveProblem(page);
    await bothWidths(page, 'subject-comprehend');

    await newProblem(page, 8, '听写');
    await uploadAudio(page);
    await page.getByLabel('录音原文', { exact: true }).fill('The weather is fine today.');
    await saveProblem(page);

    // Import 50 problems from an Excel file in the template's columns: preview, then all at once.
    await open(page, '/account/subject');
    await page.getByRole('button', { name: '批量导入' }).click();
    const importer = page.locator('.ant-modal').filter({ hasText: '批量导入试题' });
    await settled(importer);
    await importer.locator('input[aria-label="选择导入文件"]').setInputFiles({
      name: 'problems.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: await importWorkbook(),
    });
    await importer.getByText('共 50 题，全部可以导入').waitFor();
    await bothWidths(page, 'subject-import-preview');
    await importer.getByRole('button', { name: /全部导入（50 题）/ }).click();
    await settled(toast(page, '已导入 50 道试题'));
    await page.getByText('Imported word 50').first().waitFor();
    await bothWidths(page, 'subject-list');

    // The bank holds every type now.
    const mine = await api(school).call(
      examContracts.listProblem,
      { keyword: 'Imported word', pageSize: 100 },
      { token },
    );
    expect(mine.list).toHaveLength(50);

    // A paper: settings, one picked section and one random section.
    await open(page, '/account/exams/add');
    await page.getByLabel('试卷名称', { exact: true }).fill(PAPER_NAME);
    await choose(page, page, '科目', '大学英语四级');
    await page.getByLabel('及格分', { exact: true }).fill('6');
    await page.getByRole('button', { name: '保存并设置大题' }).click();
    await page.waitForURL(/\/account\/exams\/selectIssue\?id=/);
    await ready(page);

    await page.getByRole('button', { name: '添加大题（从题库选题）' }).click();
    await page
      .locator('.ant-card')
      .getByRole('button', { name: /从题库选题/ })
      .click();
    const picker = page.locator('.ant-modal').filter({ hasText: '从题库选题' });
    await settled(picker);
    await picker.getByPlaceholder('题干文字').fill('Imported word');
    await picker.getByRole('button', { name: '筛选' }).click();
    await picker
      .getByRole('checkbox', { name: /选择：Imported word/ })
      .first()
      .waitFor();
    const boxes = picker.getByRole('checkbox', { name: /选择：Imported word/ });
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    await picker.getByRole('button', { name: '加入 2 题' }).click();
    await page.getByRole('button', { name: '添加大题（随机抽题）' }).click();
    await page.getByRole('button', { name: '保存大题' }).click();
    await settled(toast(page, '大题已保存'));
    await page.getByText('题库中符合条件的有').waitFor();
    await bothWidths(page, 'exams-select-issue');

    await page.getByRole('button', { name: '预览试卷' }).click();
    await page.waitForURL(/\/account\/exams\/preview\?id=/);
    await page.getByText('以下为一次示例抽题').waitFor();
    await bothWidths(page, 'exams-preview');
    await page.getByRole('button', { name: '提交审核' }).click();
    await settled(toast(page, '已提交审核'));

    await open(page, '/account/exams');
    await page.getByText(PAPER_NAME).waitFor();
    await bothWidths(page, 'exams-list');
    await context.close();

    // The operator previews it with answers and approves it.
    const operator = await signInToConsole(school, '/admin/exam/audit', '试卷审核');
    const row = operator.page.locator('tr.ant-table-row').filter({ hasText: PAPER_NAME });
    await row.getByRole('button', { name: /预\s*览/ }).click();
    const drawer = operator.page.locator('.ant-drawer-content-wrapper').filter({ hasText: PAPER_NAME });
    await settled(drawer);
    await drawer.getByText('答案：B').first().waitFor();
    await consoleScreenshot(operator.page, 'console-paper-audit-preview');
    await drawer.getByRole('button', { name: /通\s*过/ }).click();
    const decision = operator.page.locator('.ant-modal').filter({ hasText: '通过试卷' });
    await settled(decision);
    await decision.getByRole('button', { name: '确认通过' }).click();
    await settled(toast(operator.page, '已通过，试卷已发布'));
    await operator.context.close();

    // The published paper is in the public list.
    const published = await api(school).call(examContracts.listPaperInfo, {
      examName: PAPER_NAME,
      pageCurrent: 1,
      pageSize: 20,
    });
    expect(published.list.map((paper) => paper.examName)).toEqual([PAPER_NAME]);
    expect(published.list[0]!.totalScore).toBe(14);
  });
});
