import {
  courseAuditContracts,
  courseAuthorContracts,
  courseContracts,
  courseDocumentContracts,
  DocState,
  DOWNLOAD_LIMIT_MESSAGE,
  Limits,
  resourceContracts,
  userContracts,
  vodContracts,
  apiUrl,
} from '@school/contracts';
import { createHash } from 'node:crypto';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, DEMO_PASSWORD, operatorToken } from './support/api.ts';
import { wcagViolations } from './support/axe.ts';
import { open, reload, type School, screenshot, startSchool } from './support/school.ts';

/**
 * Resources and the library (issue 35), as a learner: read a library document's free pages, meet the
 * buy wall, get the document, read it to the end, download it and meet the day's download limit.
 * The document is made through the API as its teacher would (upload, lesson, approval).
 */

const PAGES = 6;
let school: School;
let operator: string;
let learner: { token: string; id: string };
let libraryId: string;
let resourceId: string;

/**
 * A six-page PDF of about 200 KB: each page carries a word list in white under its title, so the file is
 * well above pdf.js's two range chunks and the reader has to ask for ranges, as with a real paper.
 */
async function makePdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.HelveticaBold);
  const words = Array.from(
    { length: 6000 },
    (_, i) => `w${((i * 7919 + 13) % 100003).toString(36)}${(i * 104729) % 997}`,
  ).join(' ');
  for (let n = 1; n <= PAGES; n += 1) {
    const page = pdf.addPage([595, 842]);
    page.drawText(words, { x: 60, y: 700, size: 3, font, color: rgb(1, 1, 1), maxWidth: 480, lineHeight: 3 });
    page.drawText(`Unit ${n}: words and phrases`, { x: 60, y: 760, size: 28, font });
  }
  return Buffer.from(await pdf.save({ useObjectStreams: false }));
}

/** The teacher uploads a document (one chunk) and waits for the document job to make it ready. */
async function uploadDocument(teacher: string, bytes: Buffer, filename: string): Promise<string> {
  const form = (extra: Record<string, string>) => {
    const body = new FormData();
    const fields = {
      identifier: createHash('md5').update(bytes).digest('hex'),
      filename,
      totalSize: String(bytes.length),
      totalChunks: '1',
      chunkSize: String(Limits.uploadChunkBytes),
      isDoc: '1',
      ...extra,
    };
    for (const [name, value] of Object.entries(fields)) body.append(name, value);
    return body;
  };
  const check = await api(school).call(vodContracts.uploadVideo, form({}), { token: teacher });
  let documentId = check.documentId;
  if (!documentId) {
    const body = form({ chunkNumber: '1', uploadStatusId: check.uploadStatusId! });
    body.append('file', new Blob([new Uint8Array(bytes)]), filename);
    documentId = (await api(school).call(vodContracts.uploadVideo, body, { token: teacher })).documentId!;
  }
  for (;;) {
    const doc = await api(school).call(resourceContracts.viewDocument, { id: documentId }, { token: teacher });
    if (doc.docState === DocState.ready) return documentId;
    if (doc.docState > DocState.ready) throw new Error(`document not ready: ${doc.failReason}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A priced item of `kind` with one chapter and one paid lesson holding the document, approved. */
async function publishItem(teacher: string, kind: 3 | 4, name: string, documentId: string): Promise<string> {
  const call = api(school).call;
  let tree = await call(courseDocumentContracts.listInformationCategory, {});
  if (tree.length === 0) {
    await call(
      courseContracts.saveCourseCategory,
      { parentId: '0', categoryName: '英语四级', sort: 1, statusId: 1, remark: '', categoryType: 2 },
      { token: operator },
    );
    tree = await call(courseDocumentContracts.listInformationCategory, {});
  }
  const cover = (await call(courseContracts.listCourse, { pageSize: 1 })).list[0]!.courseLogo;
  const course = await call(
    courseAuthorContracts.saveCourseAudit,
    {
      courseName: name,
      courseCategory: kind,
      categoryId: tree[0]!.id,
      courseLogo: cover,
      introduce: '<p>四级高频词汇，按单元整理。</p>',
      coursePrice: 9.9,
      rulingPrice: 19.9,
      isFree: 0,
    },
    { token: teacher },
  );
  const chapter = await call(
    courseAuthorContracts.saveChapterAudit,
    { courseId: course.id, chapterName: '高频词汇', chapterDesc: '', isFree: 0 },
    { token: teacher },
  );
  const lesson = await call(
    courseAuthorContracts.savePeriodAudit,
    { chapterId: chapter.id, periodName: '第一至六单元', periodDesc: '', isFree: 0 },
    { token: teacher },
  );
  await call(
    courseDocumentContracts.savePeriodDoc,
    { periodId: lesson.id, documentId, freePages: 3, isDownload: 1 },
    { token: teacher },
  );
  await call(
    courseAuditContracts.adminAuditCourse,
    { id: course.id, auditStatus: 1, auditOpinion: '' },
    { token: operator },
  );
  return course.id;
}

beforeAll(async () => {
  school = await startSchool();
  operator = await operatorToken(school);
  const teacher = (
    await api(school).call(userContracts.loginByPassword, { mobile: '13800000002', password: DEMO_PASSWORD })
  ).token;
  const signedIn = await api(school).call(userContracts.loginByPassword, {
    mobile: '13800000001',
    password: DEMO_PASSWORD,
  });
  learner = { token: signedIn.token, id: signedIn.userInfo.id };
  const documentId = await uploadDocument(teacher, await makePdf(), '四级词汇.pdf');
  libraryId = await publishItem(teacher, 4, '四级高频词汇精读', documentId);
  resourceId = await publishItem(teacher, 3, '四级词汇资料包', documentId);
}, 300_000);

afterAll(() => school?.stop());

const downloadsShown = async (page: Page) => Number(await page.getByTestId('item-downloads').textContent());

describe('a learner and a library document in Chromium', () => {
  it('reads the free pages, meets the buy wall, gets the document, reads to the end and downloads', async () => {
    const { context, page } = await school.newPage({ token: learner.token });
    await open(page, '/library');
    await page.getByRole('link', { name: /四级高频词汇精读/ }).click();
    await page.waitForURL(`**/library/view/${libraryId}`);
    for (const n of [1, 2, 3]) {
      await page.locator(`.pdf-reader__page[data-page="${n}"]`).waitFor();
      if (n === 1) await screenshot(page, 'library-reader-1200');
      await page.getByRole('button', { name: '下一页' }).click();
    }
    await page.getByText('试读结束').waitFor();
    await screenshot(page, 'library-wall-1200');

    await api(school).call(
      courseAuditContracts.adminGrantCourse,
      { courseId: libraryId, userId: learner.id, remark: '' },
      { token: operator },
    );
    const ranges: string[] = [];
    page.on('request', (request) => {
      const range = request.headers().range;
      if (request.url().includes('/resource/api/document/file/') && range) ranges.push(range);
    });
    await reload(page);
    await page.locator('.pdf-reader__page[data-page="1"]').waitFor();
    await page.getByLabel('页码').fill(String(PAGES));
    await page.getByLabel('页码').press('Enter');
    await page.locator(`.pdf-reader__page[data-page="${PAGES}"]`).waitFor();
    await expect(page.getByRole('button', { name: '下一页' }).isDisabled()).resolves.toBe(true);
    // The whole document came page by page over byte ranges, not in one piece.
    expect(ranges.length).toBeGreaterThan(1);

    expect(await downloadsShown(page)).toBe(0);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: '下载' }).click();
    // The browser's own download of the signed address (not a copy held in the page's memory).
    expect((await download).url()).toContain(apiUrl('/resource/api/document/file/'));
    expect((await download).suggestedFilename()).toBe('四级词汇.pdf');
    await page.waitForFunction(() => document.querySelector('[data-testid=item-downloads]')?.textContent === '1');

    // The operator lowers the day's limit to the one download already started: the next is refused in place.
    await api(school).call(resourceContracts.adminSaveDownloadSetting, { dailyDownloadLimit: 1 }, { token: operator });
    await page.getByRole('button', { name: '下载' }).click();
    await page.getByRole('alert').filter({ hasText: DOWNLOAD_LIMIT_MESSAGE }).waitFor();
    await screenshot(page, 'library-download-limit-1200');
    await context.close();
  }, 120_000);

  it('the lists, a resource and the reader fit a phone', async () => {
    const { context, page } = await school.newPage({ token: learner.token, phone: true });
    // The phone guard scans the lists (decision 0080); the pages of an item need an item, made here.
    for (const [address, name, scan] of [
      ['/library', 'library-list-390', false],
      ['/resource', 'resource-list-390', false],
      [`/resource/detail/${resourceId}`, 'resource-detail-390', true],
      [`/library/view/${libraryId}`, 'library-reader-390', true],
    ] as const) {
      await open(page, address);
      if (name === 'library-reader-390') await page.locator('.pdf-reader__page[data-page="1"]').waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), address).toBeLessThanOrEqual(390);
      if (scan) expect(await wcagViolations(page), address).toEqual([]);
      await screenshot(page, name);
    }
    const canvas = await page.locator('.pdf-reader__page canvas').boundingBox();
    expect(canvas!.width).toBeGreaterThan(300);
    expect(canvas!.x + canvas!.width).toBeLessThanOrEqual(390);
    await context.close();
  }, 90_000);
});
