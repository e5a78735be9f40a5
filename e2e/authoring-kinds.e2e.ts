import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { courseAuditContracts, courseContracts, courseDocumentContracts } from '@school/contracts';
import { strToU8, zipSync } from 'fflate';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solidPng } from './support/accounts.ts';
import { api, learnerToken, operatorToken } from './support/api.ts';
import { settled, signInToConsole, toast } from './support/console.ts';
import { open, type School, screenshot, startSchool } from './support/school.ts';

/**
 * The teacher's authoring pages of resources and the library (issue 35): a library document made of a
 * PDF and a .docx and a resource pack of an MP3 and a ZIP, each file uploaded in the browser through the
 * resumable upload, processed by the document job and submitted to the operator's audit queue, where the
 * operator approves the library document on the console's audit page.
 */

let school: School;
let teacher: string;
let operator: string;
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'school-authoring-kinds-'));
const file = (name: string) => path.join(work, name);

async function writeFiles() {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let n = 1; n <= 5; n += 1)
    pdf.addPage([595, 842]).drawText(`CET-6 paper, page ${n}`, { x: 60, y: 760, size: 24, font });
  fs.writeFileSync(file('六级真题.pdf'), await pdf.save());
  const xml = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>';
  fs.writeFileSync(
    file('词汇讲义.docx'),
    zipSync({
      '[Content_Types].xml': strToU8(
        `${xml}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`,
      ),
      '_rels/.rels': strToU8(
        `${xml}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`,
      ),
      'word/document.xml': strToU8(
        `${xml}<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>abandon, ability, abroad</w:t></w:r></w:p></w:body></w:document>`,
      ),
    }),
  );
  // An ID3 tag and MPEG frame headers: enough for the job to know an MP3 by its bytes.
  fs.writeFileSync(
    file('听力第一套.mp3'),
    Buffer.concat([Buffer.from('ID3'), Buffer.from([4, 0, 0, 0, 0, 0, 0]), Buffer.alloc(4000, 0xaa)]),
  );
  fs.writeFileSync(file('听力原文.zip'), zipSync({ 'script.txt': strToU8('Section A, conversation one.\n') }));
  fs.writeFileSync(file('cover.png'), solidPng([40, 140, 90], 320));
}

/** The resources and library tree needs one category; the demo school may have none. */
async function ensureInformationCategory() {
  const call = api(school).call;
  if ((await call(courseDocumentContracts.listInformationCategory, {})).length > 0) return;
  await call(
    courseContracts.saveCourseCategory,
    { parentId: '0', categoryName: '英语六级', sort: 1, statusId: 1, remark: '', categoryType: 2 },
    { token: operator },
  );
}

beforeAll(async () => {
  await writeFiles();
  school = await startSchool();
  teacher = await learnerToken(school, '13800000002');
  operator = await operatorToken(school);
  await ensureInformationCategory();
}, 120_000);

afterAll(async () => {
  await school?.stop();
  fs.rmSync(work, { recursive: true, force: true });
});

/** Fills the details form of a new item of this kind and lands on its chapters page. */
async function createItem(page: Page, base: string, noun: string, name: string): Promise<string> {
  await open(page, `${base}/add`);
  await page.getByLabel(`${noun}名称`).fill(name);
  await page.getByLabel(`${noun}分类`).click();
  // Down the first branch to a leaf: a category with children opens the next column.
  const columns = page.locator('.ant-cascader-dropdown:not(.ant-cascader-dropdown-hidden) .ant-cascader-menu');
  for (let level = 0; level < 3; level++) {
    const item = columns.nth(level).locator('.ant-cascader-menu-item').first();
    const isBranch = (await item.getAttribute('class'))?.includes('ant-cascader-menu-item-expand');
    await item.click();
    if (!isBranch) break;
  }
  await page.locator('.image-upload input[type=file]').setInputFiles(file('cover.png'));
  await page.locator('.image-upload img').waitFor();
  await page.getByRole('radio', { name: '免费' }).check();
  await page.getByLabel(`${noun}介绍`).fill('历年真题与听力材料，按年份整理。');
  await page.getByRole('button', { name: `创建${noun}` }).click();
  await page.waitForURL(new RegExp(`${base}/period\\?courseId=\\d+`)).catch(async (error: unknown) => {
    await screenshot(page, 'authoring-kinds-failed');
    throw error;
  });
  return new URL(page.url()).searchParams.get('courseId')!;
}

/** Adds a lesson named after the file and uploads the file to it; waits for the document job's verdict. */
async function addFile(page: Page, lessonNoun: string, fileName: string, state: RegExp) {
  await page.getByRole('button', { name: `添加${lessonNoun}` }).click();
  await settled(page.getByRole('dialog').last());
  await page.getByLabel(`${lessonNoun}名称`).fill(fileName.replace(/\.\w+$/, ''));
  await page.getByRole('button', { name: '保存' }).click();
  const row = page.locator('.vod-lesson', { hasText: fileName.replace(/\.\w+$/, '') });
  await row.getByText('未上传文件').waitFor();
  await row.getByRole('button', { name: '上传文件' }).click();
  await page.locator('.ant-modal .video-upload input[type=file]').setInputFiles(file(fileName));
  await page.locator('.ant-modal').waitFor({ state: 'detached' });
  // The page asks again every few seconds while the file waits or converts.
  await row.locator('.ant-tag', { hasText: state }).waitFor({ timeout: 60_000 });
}

async function inAuditQueue(courseId: string) {
  const queue = await api(school).call(
    courseAuditContracts.adminListCourseAudit,
    { auditStatus: 0, pageSize: 50 },
    { token: operator },
  );
  return queue.list.find((item) => item.id === courseId);
}

describe('a teacher makes resources and library documents in Chromium', () => {
  it('makes a library document of a PDF and a .docx, and a resource pack of an MP3 and a ZIP', async () => {
    const { context, page } = await school.newPage({ token: teacher });

    const libraryId = await createItem(page, '/account/library', '文档', '六级真题与词汇');
    await page.getByRole('button', { name: '添加章节' }).click();
    await settled(page.getByRole('dialog').last());
    await page.getByLabel('章节名称').fill('2024 年六月');
    await page.getByRole('button', { name: '保存' }).click();
    await addFile(page, '文档', '六级真题.pdf', /可在线阅读/);
    await addFile(page, '文档', '词汇讲义.docx', /可在线阅读|仅可下载/);
    const pdfRow = page.locator('.vod-lesson', { hasText: '六级真题' });
    await pdfRow.getByText('5 页').waitFor();
    // The library takes documents only: an MP3 is refused before anything is sent.
    await pdfRow.getByRole('button', { name: '更换文件' }).click();
    await page.locator('.ant-modal .video-upload input[type=file]').setInputFiles(file('听力第一套.mp3'));
    await page
      .locator('.ant-modal')
      .getByText(/不支持这种文件/)
      .waitFor();
    await page.locator('.ant-modal-close').click();
    // Two free pages, downloadable.
    await pdfRow.getByRole('button', { name: '阅读与下载' }).click();
    await settled(page.getByRole('dialog').last());
    await page.getByLabel(/未购买者可试读的页数/).fill('2');
    await page.getByRole('radio', { name: '可下载' }).check();
    await page.getByRole('button', { name: '保存' }).click();
    await pdfRow.getByText('免费 2 页').waitFor();
    await pdfRow.getByText('可下载').waitFor();
    await screenshot(page, 'teacher-library-period-1200');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'teacher-library-period-390');
    await page.setViewportSize({ width: 1200, height: 900 });

    const resourceId = await createItem(page, '/account/resource', '资源', '六级听力资料包');
    await page.getByRole('button', { name: '添加章节' }).click();
    await settled(page.getByRole('dialog').last());
    await page.getByLabel('章节名称').fill('听力');
    await page.getByRole('button', { name: '保存' }).click();
    await addFile(page, '文件', '听力第一套.mp3', /可在线播放|仅可下载/);
    await addFile(page, '文件', '听力原文.zip', /仅可下载/);
    await page.locator('.vod-lesson', { hasText: '听力原文' }).getByText('可下载').waitFor();
    await screenshot(page, 'teacher-resource-period-1200');

    await open(page, '/account/resource');
    await page.getByText('六级听力资料包').waitFor();
    await page.getByText('待审核').first().waitFor();
    await screenshot(page, 'teacher-resource-list-1200');
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, '/account/library');
    await page.getByText('六级真题与词汇').waitFor();
    await screenshot(page, 'teacher-library-list-390');
    await context.close();

    // Saved drafts wait in the operator's audit queue, each of its kind.
    expect(await inAuditQueue(libraryId)).toMatchObject({ courseCategory: 4, chapterCount: 1, periodCount: 2 });
    expect(await inAuditQueue(resourceId)).toMatchObject({ courseCategory: 3, chapterCount: 1, periodCount: 2 });

    // The operator approves the library document on the console's audit page, its kind chosen.
    const operatorSide = await signInToConsole(school, '/admin/course/audit', '课程审核');
    const audit = operatorSide.page;
    const rowOf = (name: string) => audit.locator('tr.ant-table-row').filter({ hasText: name });
    await audit.locator('.ant-segmented-item', { hasText: '文库' }).click();
    await rowOf('六级听力资料包').waitFor({ state: 'detached' });
    await rowOf('六级真题与词汇')
      .getByRole('button', { name: /通\s*过/ })
      .click();
    const dialog = audit
      .locator('.ant-modal')
      .filter({ has: audit.locator('.ant-modal-title', { hasText: '通过并发布《六级真题与词汇》' }) });
    await settled(dialog);
    await dialog.getByRole('button', { name: /^通\s*过$/ }).click();
    await toast(audit, '已通过，课程已发布').waitFor();
    await rowOf('六级真题与词汇').waitFor({ state: 'detached' });
    await operatorSide.context.close();
    expect(await inAuditQueue(libraryId)).toBeUndefined();
    expect(await inAuditQueue(resourceId)).toBeDefined();
  }, 180_000);
});
