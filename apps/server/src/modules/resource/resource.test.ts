import { unzipSync } from 'fflate';
import { PDFDict, PDFDocument, PDFName } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  courseAuditContracts,
  courseAuthorContracts,
  courseContracts,
  courseDocumentContracts,
  courseStudyContracts,
  DocState,
  DOWNLOAD_LIMIT_MESSAGE,
  DOWNLOAD_ONLY_MESSAGE,
  Limits,
  resourceContracts,
  searchContracts,
  apiUrl,
} from '@school/contracts';
import { malformed } from '../../testing/call.ts';
import { createFakeClock, createTestApp, OTHER_SITE_ID, type TestApp } from '../../testing/test-app.ts';
import { readyVideo } from '../vod/vod-fixtures.ts';
import { userIdOf } from '../user/user-fixtures.ts';
import {
  documentOf,
  makeDocx,
  makeEmptyPdf,
  makeEncryptedPdf,
  makeMp3,
  makePdf,
  makeXlsx,
  makeZip,
  uploadDocument,
} from './resource-fixtures.ts';
import { DEMO_DOCUMENTS } from './seed/demo-documents.ts';

const TEACHER = '13800000002';
const LEARNER = '13800000001';
const NON_BUYER = '13800000004';

// Ten in the morning at the school (Asia/Shanghai): the test's hours stay within one day.
const clock = createFakeClock(Date.UTC(2026, 10, 28, 2, 0));
let t: TestApp;
let teacher: string;
let learner: string;
let nonBuyer: string;

beforeAll(async () => {
  // No LibreOffice here: Office files are offered for download only (document-conversion.test.ts converts).
  t = await createTestApp({ clock, config: { sofficePath: 'none' } });
  teacher = await t.tokenFor(TEACHER);
  learner = await t.tokenFor(LEARNER);
  nonBuyer = await t.tokenFor(NON_BUYER);
});
afterAll(() => t.close());

const ok = <T>(result: { code: number; msg: string; data: T }): T => {
  if (result.code !== 200) throw new Error(`${result.code} ${result.msg}`);
  return result.data;
};

/** GET of a signed address, as pdf.js or the browser asks for it. */
const fetchFile = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: apiUrl(url), headers });

const pagesOf = async (bytes: Buffer) => (await PDFDocument.load(bytes)).getPageCount();

/** How many images each page of a PDF draws (the download stamp is one picture per page). */
async function imagesPerPage(bytes: Buffer): Promise<number[]> {
  const pdf = await PDFDocument.load(bytes);
  return pdf.getPages().map((page) => {
    const images = page.node.Resources()?.lookupMaybe(PDFName.of('XObject'), PDFDict);
    return images ? images.keys().length : 0;
  });
}

describe('documents', () => {
  it('reads each type from the bytes and settles it ready, download-only or failed with the reason', async () => {
    expect(await documentOf(t, teacher, await makePdf(5), '真题.pdf')).toMatchObject({
      docType: 'pdf',
      pageCount: 5,
      docState: DocState.ready,
    });
    expect(await documentOf(t, teacher, makeDocx(['apple', 'banana']), '单词.docx')).toMatchObject({
      docType: 'docx',
      docState: DocState.downloadOnly,
    });
    expect(await documentOf(t, teacher, makeXlsx(), '词表.xlsx')).toMatchObject({
      docType: 'xlsx',
      docState: DocState.downloadOnly,
    });
    expect(await documentOf(t, teacher, makeMp3(), '听力.mp3')).toMatchObject({
      docType: 'mp3',
      docState: DocState.ready,
    });
    expect(await documentOf(t, teacher, makeZip(), '资料包.zip')).toMatchObject({
      docType: 'zip',
      docState: DocState.downloadOnly,
    });
    expect(await documentOf(t, teacher, await makePdf(2), '伪装.docx')).toMatchObject({
      docState: DocState.failed,
      failReason: '文件内容与文件名不符：文件名是Word（.docx），内容却是PDF',
    });
    expect(await documentOf(t, teacher, await makeEncryptedPdf(), '加密.pdf')).toMatchObject({
      docState: DocState.failed,
      failReason: 'PDF 文件设有密码（已加密），无法处理，请上传未加密的文件',
    });
    expect(await documentOf(t, teacher, makeEmptyPdf(), '空白.pdf')).toMatchObject({
      docState: DocState.failed,
      failReason: 'PDF 文件没有任何页面',
    });
  });

  it('refuses an unsupported name, a learner and a visitor before taking any byte', async () => {
    const pdf = await makePdf(1);
    expect(await uploadDocument(t, teacher, pdf, '程序.exe')).toMatchObject({ code: 400 });
    expect((await uploadDocument(t, learner, pdf, '真题.pdf')).code).toBe(403);
    expect((await t.call(resourceContracts.viewDocument, { id: '1' })).code).toBe(303);
    expect((await t.call(resourceContracts.listDocument, {}, { as: { token: learner } })).data.totalCount).toBe(0);
  });

  it('shows a teacher only their own documents, and none at another school', async () => {
    const mine = ok(await t.call(resourceContracts.listDocument, { pageSize: 50 }, { as: { token: teacher } }));
    // The demo teacher also owns the demo school's documents (seed/demo-documents.ts).
    const uploaded = mine.list.filter((doc) => !DEMO_DOCUMENTS.some((demo) => demo.name === doc.docName));
    expect(uploaded.map((doc) => doc.docName).sort()).toEqual(
      ['真题.pdf', '单词.docx', '词表.xlsx', '听力.mp3', '资料包.zip', '伪装.docx', '加密.pdf', '空白.pdf'].sort(),
    );
    const id = uploaded[0]!.id;
    expect((await t.call(resourceContracts.viewDocument, { id }, { as: { token: nonBuyer } })).code).toBe(404);
    expect((await t.call(resourceContracts.viewDocument, { id }, { as: 'otherSchoolUser' })).code).toBe(404);
    expect((await t.call(resourceContracts.viewDocument, { id: 'x' }, { as: { token: teacher } })).code).toBe(400);
  });

  it('lets the operator list the jobs and prepare a download-only document again, and no one else', async () => {
    const jobs = ok(
      await t.call(resourceContracts.adminPageDocumentJob, { docState: DocState.downloadOnly }, { as: 'operator' }),
    );
    expect(jobs.list.map((job) => job.docType).sort()).toEqual(['docx', 'xlsx', 'zip']);
    const zip = jobs.list.find((job) => job.docType === 'zip')!;
    expect((await t.call(resourceContracts.adminPageDocumentJob, {}, { as: 'otherOperator' })).data.totalCount).toBe(0);
    expect((await t.call(resourceContracts.adminRetryDocumentJob, { id: zip.id }, { as: 'otherOperator' })).code).toBe(
      404,
    );
    expect(
      (await t.call(resourceContracts.adminRetryDocumentJob, { id: zip.id }, { as: { token: teacher } })).code,
    ).not.toBe(200);
    const ready = ok(
      await t.call(resourceContracts.adminPageDocumentJob, { docState: DocState.ready }, { as: 'operator' }),
    );
    expect(
      (await t.call(resourceContracts.adminRetryDocumentJob, { id: ready.list[0]!.id }, { as: 'operator' })).code,
    ).toBe(409);
    expect((await t.call(resourceContracts.adminRetryDocumentJob, { id: zip.id }, { as: 'operator' })).code).toBe(200);
    await expect
      .poll(
        async () =>
          ok(await t.call(resourceContracts.viewDocument, { id: zip.id }, { as: { token: teacher } })).docState,
      )
      .toBe(DocState.downloadOnly);
  });
});

describe('library documents', () => {
  let courseId: string;
  let periodId: string;
  let freePeriodId: string;
  let pdfId: string;
  let zipLessonId: string;

  it('keeps the information categories apart from the course tree', async () => {
    const saved = ok(
      await t.call(
        courseContracts.saveCourseCategory,
        { parentId: '0', categoryName: '历年真题', sort: 1, statusId: 1, remark: '', categoryType: 2 },
        { as: 'operator' },
      ),
    );
    const child = ok(
      await t.call(
        courseContracts.saveCourseCategory,
        { parentId: saved.id, categoryName: '四级', sort: 1, statusId: 1, remark: '' },
        { as: 'operator' },
      ),
    );
    const information = ok(await t.call(courseDocumentContracts.listInformationCategory, {}));
    const added = information.find((node) => node.id === saved.id)!;
    expect(added.categoryName).toBe('历年真题');
    expect(added.children.map((node) => node.id)).toEqual([child.id]);
    const courses = ok(await t.call(courseContracts.listCourseCategory, {}));
    expect(courses.map((node) => node.id)).not.toContain(saved.id);
    expect(
      ok(await t.call(courseDocumentContracts.adminListInformationCategory, {}, { as: 'operator' })).map(
        (node) => node.id,
      ),
    ).toEqual(information.map((node) => node.id));
    expect(await t.call(courseDocumentContracts.listInformationCategory, {}, { site: OTHER_SITE_ID })).toMatchObject({
      data: [],
    });
    expect(
      (await t.call(courseDocumentContracts.adminListInformationCategory, {}, { as: { token: teacher } })).code,
    ).not.toBe(200);
  });

  it('lets a teacher make a library document of a PDF, and refuses what does not fit', async () => {
    const category = ok(await t.call(courseDocumentContracts.listInformationCategory, {})).find(
      (node) => node.categoryName === '历年真题',
    )!.children[0]!.id;
    const course = ok(
      await t.call(
        courseAuthorContracts.saveCourseAudit,
        {
          courseName: '四级真题精讲',
          courseCategory: 4,
          categoryId: category,
          courseLogo: '/files/logo.png',
          introduce: '<p>真题</p>',
          coursePrice: 19.9,
          rulingPrice: 29.9,
          isFree: 0,
        },
        { as: { token: teacher } },
      ),
    );
    courseId = course.id;
    const chapter = ok(
      await t.call(
        courseAuthorContracts.saveChapterAudit,
        { courseId, chapterName: '2024 年', chapterDesc: '', isFree: 0 },
        { as: { token: teacher } },
      ),
    );
    const lesson = (name: string, isFree: 0 | 1) =>
      t.call(
        courseAuthorContracts.savePeriodAudit,
        { chapterId: chapter.id, periodName: name, periodDesc: '', isFree },
        { as: { token: teacher } },
      );
    periodId = ok(await lesson('六月卷', 0)).id;
    freePeriodId = ok(await lesson('样卷', 1)).id;
    zipLessonId = ok(await lesson('资料包', 0)).id;
    const docs = ok(await t.call(resourceContracts.listDocument, { pageSize: 50 }, { as: { token: teacher } })).list;
    pdfId = docs.find((doc) => doc.docName === '真题.pdf')!.id;
    const zipId = docs.find((doc) => doc.docName === '资料包.zip')!.id;
    const save = (
      body: { periodId: string; documentId: string; freePages: number; isDownload: 0 | 1 },
      token = teacher,
    ) => t.call(courseDocumentContracts.savePeriodDoc, body, { as: { token } });

    expect(await save({ periodId, documentId: pdfId, freePages: 6, isDownload: 1 })).toMatchObject({
      code: 400,
      msg: '免费页数不能超过文档的页数（5 页）',
    });
    expect((await save({ periodId, documentId: pdfId, freePages: 2, isDownload: 1 }, nonBuyer)).code).toBe(403);
    const videoId = await readyVideo(t, await userIdOf(t, TEACHER));
    expect(
      await t.call(
        courseAuthorContracts.refPeriodVideo,
        { periodId, videoId: String(videoId) },
        { as: { token: teacher } },
      ),
    ).toMatchObject({ code: 400, msg: '资源和文库课程的课时只能添加文档，不能绑定视频' });
    expect(await save({ periodId, documentId: '123456', freePages: 2, isDownload: 1 })).toMatchObject({ code: 404 });
    expect(await t.call(courseDocumentContracts.viewPeriodDoc, { periodId }, { as: { token: teacher } })).toMatchObject(
      { code: 404 },
    );

    expect(ok(await save({ periodId, documentId: pdfId, freePages: 2, isDownload: 1 }))).toMatchObject({
      docName: '真题.pdf',
      docType: 'pdf',
      pageCount: 5,
      freePages: 2,
      isDownload: 1,
    });
    ok(await save({ periodId: freePeriodId, documentId: pdfId, freePages: 3, isDownload: 1 }));
    ok(await save({ periodId: zipLessonId, documentId: zipId, freePages: 0, isDownload: 1 }));
    // The operator's queue by kind: the library draft waits under 文库, not under 点播.
    const queue = (courseCategory: 1 | 4) =>
      t.call(courseAuditContracts.adminListCourseAudit, { courseCategory, pageSize: 50 }, { as: 'operator' });
    expect(ok(await queue(4)).list.map((item) => item.id)).toEqual([courseId]);
    expect(ok(await queue(1)).list.map((item) => item.id)).not.toContain(courseId);
    expect(
      (await t.call(courseAuditContracts.adminListCourseAudit, malformed({ courseCategory: 7 }), { as: 'operator' }))
        .code,
    ).toBe(400);
    ok(
      await t.call(
        courseAuditContracts.adminAuditCourse,
        { id: courseId, auditStatus: 1, auditOpinion: '' },
        { as: 'operator' },
      ),
    );
  });

  it('lets the author and the operator read a draft’s files whole, and no one else', async () => {
    const docs = ok(await t.call(resourceContracts.listDocument, { pageSize: 50 }, { as: { token: teacher } })).list;
    const mp3Id = docs.find((doc) => doc.docType === 'mp3')!.id;
    const own = ok(await t.call(resourceContracts.previewDocument, { id: pdfId }, { as: { token: teacher } }));
    expect(own).toMatchObject({ isFull: 1, previewPages: 5, downloadUrl: '' });
    expect(await pagesOf((await fetchFile(own.previewUrl)).rawPayload)).toBe(5);
    const audio = ok(await t.call(resourceContracts.previewDocument, { id: mp3Id }, { as: { token: teacher } }));
    expect((await fetchFile(audio.previewUrl, { range: 'bytes=0-9' })).statusCode).toBe(206);
    const operator = ok(await t.call(resourceContracts.adminPreviewDocument, { id: pdfId }, { as: 'operator' }));
    expect(operator).toMatchObject({ isFull: 1, previewPages: 5, downloadUrl: '' });

    expect((await t.call(resourceContracts.previewDocument, { id: pdfId })).code).not.toBe(200);
    expect(await t.call(resourceContracts.previewDocument, { id: pdfId }, { as: { token: nonBuyer } })).toMatchObject({
      code: 404,
      msg: '文档不存在或不是您上传的',
    });
    expect((await t.call(resourceContracts.adminPreviewDocument, { id: pdfId }, { as: 'otherOperator' })).code).toBe(
      404,
    );
    expect(
      (await t.call(resourceContracts.previewDocument, { id: pdfId }, { as: { token: teacher }, site: OTHER_SITE_ID }))
        .code,
    ).not.toBe(200);
    expect(
      (await t.call(resourceContracts.adminPreviewDocument, { id: pdfId }, { as: { token: teacher } })).code,
    ).not.toBe(200);
    expect(
      (await t.call(resourceContracts.previewDocument, malformed({ id: 'x' }), { as: { token: teacher } })).code,
    ).toBe(400);
  });

  it('finds resources and library documents under search type 4, and not video courses', async () => {
    const found = ok(await t.call(searchContracts.search, { keyword: '四级真题', type: 4 }));
    expect(found.list.map((hit) => [hit.id, hit.url])).toEqual([[courseId, `/library/view/${courseId}`]]);
    expect(ok(await t.call(searchContracts.listSearchTypes)).types).toContain(4);
    const demoVideo = ok(await t.call(courseContracts.listCourse, { courseCategory: 1, pageSize: 1 })).list[0]!;
    expect(ok(await t.call(searchContracts.search, { keyword: demoVideo.courseName, type: 4 })).totalCount).toBe(0);
    expect(
      ok(await t.call(searchContracts.search, { keyword: '四级真题', type: 4 }, { site: OTHER_SITE_ID })).totalCount,
    ).toBe(0);
  });

  it('refuses a document in a video course', async () => {
    const category = ok(await t.call(courseContracts.listCourseCategory, {}))[0]!.id;
    const course = ok(
      await t.call(
        courseAuthorContracts.saveCourseAudit,
        {
          courseName: '语法视频课',
          courseCategory: 1,
          categoryId: category,
          courseLogo: '/files/logo.png',
          introduce: '',
          coursePrice: 0,
          rulingPrice: 0,
          isFree: 1,
        },
        { as: { token: teacher } },
      ),
    );
    const chapter = ok(
      await t.call(
        courseAuthorContracts.saveChapterAudit,
        { courseId: course.id, chapterName: '第一章', chapterDesc: '', isFree: 0 },
        { as: { token: teacher } },
      ),
    );
    const lesson = ok(
      await t.call(
        courseAuthorContracts.savePeriodAudit,
        { chapterId: chapter.id, periodName: '时态', periodDesc: '', isFree: 0 },
        { as: { token: teacher } },
      ),
    );
    expect(
      await t.call(
        courseDocumentContracts.savePeriodDoc,
        { periodId: lesson.id, documentId: pdfId, freePages: 1, isDownload: 0 },
        { as: { token: teacher } },
      ),
    ).toMatchObject({ code: 400, msg: '只有资源和文库课程的课时可以添加文档，视频课程请上传视频' });
  });

  it('shows each lesson’s document on the course page: type, pages, free pages, download', async () => {
    const chapters = ok(await t.call(courseStudyContracts.listCourseChapter, { courseId }));
    const lessons = chapters[0]!.periodList;
    expect(lessons.find((lesson) => lesson.id === periodId)!.doc).toEqual({
      docName: '真题.pdf',
      docType: 'pdf',
      docSize: expect.any(Number),
      pageCount: 5,
      freePages: 2,
      isDownload: 1,
      canPreview: 1,
    });
    expect(lessons.find((lesson) => lesson.id === zipLessonId)!.doc).toMatchObject({ docType: 'zip', canPreview: 0 });
  });

  it('gives a non-buyer the free pages only, and never a byte past them', async () => {
    expect((await t.call(courseStudyContracts.signCourse, { periodId })).code).toBe(303);
    const signed = ok(await t.call(courseStudyContracts.signCourse, { periodId }, { as: { token: nonBuyer } }));
    expect(signed.doc).toMatchObject({ isFull: 0, previewPages: 2, pageCount: 5, downloadUrl: '' });
    const whole = await fetchFile(signed.doc!.previewUrl);
    expect(whole.statusCode, `${signed.doc!.previewUrl} ${whole.body.slice(0, 200)}`).toBe(200);
    expect(whole.headers['content-type']).toBe('application/pdf');
    expect(await pagesOf(whole.rawPayload)).toBe(2);
    expect(whole.rawPayload.toString('latin1')).not.toContain('Page 3');
    const part = await fetchFile(signed.doc!.previewUrl, { range: 'bytes=0-99' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-99/${whole.rawPayload.length}`);
    expect(part.rawPayload.equals(whole.rawPayload.subarray(0, 100))).toBe(true);
    expect((await fetchFile(signed.doc!.previewUrl, { range: `bytes=${whole.rawPayload.length}-` })).statusCode).toBe(
      416,
    );
    expect((await t.call(courseStudyContracts.signCourse, { periodId }, { as: 'otherSchoolUser' })).code).toBe(404);
  });

  it('lets any signed-in reader read and download a free lesson whole', async () => {
    const signed = ok(
      await t.call(courseStudyContracts.signCourse, { periodId: freePeriodId }, { as: { token: nonBuyer } }),
    );
    expect(signed.doc).toMatchObject({ isFull: 1, previewPages: 5 });
    expect(signed.doc!.downloadUrl).not.toBe('');
  });

  it('gives a reader granted the item the whole document and a stamped download, counted once a day', async () => {
    const userId = await userIdOf(t, LEARNER);
    ok(
      await t.call(
        courseAuditContracts.adminGrantCourse,
        { courseId, userId: String(userId), remark: '' },
        { as: 'operator' },
      ),
    );
    const mine = (courseCategory?: 1 | 4) =>
      t.call(courseStudyContracts.listMyCourse, { courseCategory }, { as: { token: learner } });
    expect(ok(await mine(4)).list.map((item) => item.course.id)).toContain(courseId);
    expect(ok(await mine()).list.map((item) => item.course.id)).not.toContain(courseId);
    expect(
      (await t.call(courseStudyContracts.listMyCourse, malformed({ courseCategory: 9 }), { as: { token: learner } }))
        .code,
    ).toBe(400);
    const signed = ok(await t.call(courseStudyContracts.signCourse, { periodId }, { as: { token: learner } }));
    expect(signed.doc).toMatchObject({ isFull: 1, previewPages: 5 });
    expect(await pagesOf((await fetchFile(signed.doc!.previewUrl)).rawPayload)).toBe(5);
    // A copied download address works only in its reader's own session: not for a visitor or another reader.
    expect((await fetchFile(signed.doc!.downloadUrl)).statusCode).toBe(401);
    const foreign = await fetchFile(signed.doc!.downloadUrl, { token: nonBuyer });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ msg: '下载地址仅限本人登录后使用，请回到页面重新下载' });
    const download = await fetchFile(signed.doc!.downloadUrl, { cookie: `${Limits.tokenCookie}=${learner}` });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toContain('attachment');
    expect(await pagesOf(download.rawPayload)).toBe(5);
    // The stamp (the school's Chinese name and the masked mobile) is a picture on every page.
    expect(await imagesPerPage(download.rawPayload)).toEqual([1, 1, 1, 1, 1]);
    expect(await imagesPerPage((await fetchFile(signed.doc!.previewUrl)).rawPayload)).toEqual([0, 0, 0, 0, 0]);
    // A HEAD and a resumed download are the same download: not logged again.
    expect(
      (await t.app.inject({ method: 'HEAD', url: apiUrl(signed.doc!.downloadUrl), headers: { token: learner } }))
        .statusCode,
    ).toBe(200);
    const resumed = await fetchFile(signed.doc!.downloadUrl, { range: 'bytes=100-', token: learner });
    expect(resumed.statusCode).toBe(206);
    ok(await t.call(courseStudyContracts.signCourse, { periodId }, { as: { token: learner } }));
    const again = ok(await t.call(courseStudyContracts.signCourse, { periodId }, { as: { token: learner } }));
    expect((await fetchFile(again.doc!.downloadUrl, { token: learner })).statusCode).toBe(200);
    const logs = ok(await t.call(resourceContracts.adminPageDownloadLog, { courseId }, { as: 'operator' }));
    expect(logs.list.map((log) => log.counted)).toEqual([0, 1]);
    // Counted once for the learner today, for the item and for the file; anyone may read the counts.
    expect(ok(await t.call(resourceContracts.viewDownloadCount, { courseId }))).toEqual({
      countDownload: 1,
      periodList: [{ periodId, countDownload: 1 }],
    });
    expect(ok(await t.call(resourceContracts.viewDownloadCount, { courseId }, { site: OTHER_SITE_ID }))).toEqual({
      countDownload: 0,
      periodList: [],
    });
    expect((await t.call(resourceContracts.viewDownloadCount, malformed({ courseId: 'x' }))).code).toBe(400);
    expect(logs.list[0]).toMatchObject({ userId: String(userId), mobile: LEARNER, docName: '真题.pdf', periodId });
    expect((await t.call(resourceContracts.adminPageDownloadLog, {}, { as: 'otherOperator' })).data.totalCount).toBe(0);
    expect((await t.call(resourceContracts.adminPageDownloadLog, {}, { as: { token: learner } })).code).not.toBe(200);
  });

  it('says a zip is for download only and offers no preview', async () => {
    const signed = ok(
      await t.call(courseStudyContracts.signCourse, { periodId: zipLessonId }, { as: { token: learner } }),
    );
    expect(signed.doc).toMatchObject({ previewUrl: '', message: DOWNLOAD_ONLY_MESSAGE });
    const download = await fetchFile(signed.doc!.downloadUrl, { token: learner });
    expect(download.headers['content-type']).toBe('application/zip');
    // The original file, as uploaded: only PDFs are stamped.
    expect(Object.keys(unzipSync(download.rawPayload))).toEqual(['words.txt']);
  });

  it('refuses a tampered, expired or foreign address', async () => {
    const signed = ok(await t.call(courseStudyContracts.signCourse, { periodId }, { as: { token: nonBuyer } }));
    const url = signed.doc!.previewUrl;
    const [body, mac] = url.split('/').pop()!.split('.');
    const parts = body!.split('-');
    parts[5] = '1'; // ask for the whole document instead of its free pages (mode, base 36)
    const tampered = url.replace(body!, parts.join('-'));
    expect((await fetchFile(tampered)).statusCode).toBe(403);
    expect((await fetchFile(`${url}x`)).statusCode).toBe(403);
    expect(mac).toBeTruthy();
    clock.advance(3 * 60 * 60 * 1000);
    const expired = await fetchFile(url);
    expect(expired.statusCode).toBe(403);
    expect(expired.json()).toMatchObject({ msg: '文档地址已过期，请回到页面重新打开' });
  });

  it('stops downloads at the daily limit with a clear message', async () => {
    expect(
      (await t.call(resourceContracts.adminSaveDownloadSetting, { dailyDownloadLimit: 0 }, { as: 'operator' })).code,
    ).toBe(400);
    // The learner has started three downloads today (above); two more are allowed.
    ok(await t.call(resourceContracts.adminSaveDownloadSetting, { dailyDownloadLimit: 5 }, { as: 'operator' }));
    expect(ok(await t.call(resourceContracts.adminViewDownloadSetting, {}, { as: 'operator' }))).toEqual({
      dailyDownloadLimit: 5,
    });
    expect(ok(await t.call(resourceContracts.adminViewDownloadSetting, {}, { as: 'otherOperator' }))).toEqual({
      dailyDownloadLimit: 30,
    });
    const download = async () => {
      const signed = ok(await t.call(courseStudyContracts.signCourse, { periodId }, { as: { token: learner } }));
      return fetchFile(signed.doc!.downloadUrl, { token: learner });
    };
    expect((await download()).statusCode).toBe(200);
    expect((await download()).statusCode).toBe(200);
    const refused = await download();
    expect(refused.statusCode).toBe(429);
    // The refused download is not counted, and the learner's own count stays once today.
    expect(ok(await t.call(resourceContracts.viewDownloadCount, { courseId })).countDownload).toBe(1);
    expect(refused.json()).toMatchObject({ code: 429, msg: DOWNLOAD_LIMIT_MESSAGE });
    const logs = ok(await t.call(resourceContracts.adminPageDownloadLog, { courseId }, { as: 'operator' }));
    expect(logs.totalCount).toBe(5);
    expect(
      (await t.call(resourceContracts.adminSaveDownloadSetting, { dailyDownloadLimit: 5 }, { as: { token: learner } }))
        .code,
    ).not.toBe(200);
  });

  it('hands a download to the browser: bound to the session cookie, asked with HEAD, resumed against its validator', async () => {
    // The learner has reached today's limit (5, above).
    const signed = ok(await t.call(courseStudyContracts.signCourse, { periodId }, { as: { token: learner } }));
    const url = signed.doc!.downloadUrl;
    const cookie = (token: string) => ({ cookie: `${Limits.tokenCookie}=${token}` });
    const head = (headers: Record<string, string>) => t.app.inject({ method: 'HEAD', url: apiUrl(url), headers });
    const logCount = async () =>
      ok(await t.call(resourceContracts.adminPageDownloadLog, { courseId }, { as: 'operator' })).totalCount;
    const logged = await logCount();
    expect((await head({})).statusCode).toBe(401);
    expect((await head(cookie(nonBuyer))).statusCode).toBe(403);
    expect((await head(cookie(learner))).statusCode).toBe(429);
    expect((await fetchFile(url, { ...cookie(nonBuyer), range: 'bytes=100-' })).statusCode).toBe(403);
    // A resumed part is served past the limit: the download it belongs to was counted when it started.
    const resumed = await fetchFile(url, { ...cookie(learner), range: 'bytes=100-' });
    expect(resumed.statusCode).toBe(206);
    const size = Number(resumed.headers['content-range']!.toString().split('/')[1]);
    expect(resumed.rawPayload.length).toBe(size - 100);
    const etag = resumed.headers.etag!.toString();
    expect((await fetchFile(url, { ...cookie(learner), range: 'bytes=200-', 'if-range': etag })).statusCode).toBe(206);
    // A range of another version of the file is a new download: whole, counted, and here refused.
    expect(
      (await fetchFile(url, { ...cookie(learner), range: 'bytes=200-', 'if-range': '"another"' })).statusCode,
    ).toBe(429);
    expect(await logCount()).toBe(logged);
    ok(await t.call(resourceContracts.adminSaveDownloadSetting, { dailyDownloadLimit: 30 }, { as: 'operator' }));
    const allowed = await head(cookie(learner));
    expect(allowed.statusCode).toBe(200);
    expect(allowed.headers['content-length']).toBe(String(size));
    expect(await logCount()).toBe(logged);
    const fresh = await fetchFile(url, { ...cookie(learner), range: 'bytes=200-', 'if-range': '"another"' });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.rawPayload.length).toBe(size);
    expect(await logCount()).toBe(logged + 1);
  });

  it('filters resources and library documents by the type of their files', async () => {
    const listed = async (fileType: 'pdf' | 'word' | 'zip', site?: number) =>
      ok(
        await t.call(courseContracts.listCourse, { courseCategory: 4, fileType, pageSize: 50 }, site ? { site } : {}),
      ).list.map((item) => item.id);
    // The item holds a PDF and a ZIP, and no Word file.
    expect(await listed('pdf')).toContain(courseId);
    expect(await listed('zip')).toContain(courseId);
    expect(await listed('word')).not.toContain(courseId);
    expect(await listed('pdf', OTHER_SITE_ID)).not.toContain(courseId);
    expect(
      ok(await t.call(courseContracts.listCourse, { courseCategory: 3, fileType: 'pdf', pageSize: 50 })).list.map(
        (item) => item.id,
      ),
    ).not.toContain(courseId);
    const unknown = await t.call(courseContracts.listCourse, malformed({ courseCategory: 4, fileType: 'exe' }));
    expect(unknown.code).toBe(400);
    expect(unknown.msg).toMatch(/[\u4e00-\u9fa5]/);
    expect(await t.call(courseContracts.listCourse, { courseCategory: 1, fileType: 'pdf' })).toMatchObject({
      code: 400,
      msg: '只有资源和文库可以按文件类型筛选，请选择课程类型 3 或 4',
    });
  });

  it('lists resources and library documents with their download counts, most downloaded first', async () => {
    const list = ok(
      await t.call(courseContracts.listCourse, { courseCategory: 4, orderBy: 'downloads', pageSize: 50 }),
    );
    expect(list.list[0]).toMatchObject({ id: courseId, countDownload: 1 });
    const counts = list.list.map((item) => item.countDownload!);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const newest = ok(await t.call(courseContracts.listCourse, { courseCategory: 4, orderBy: 'newest' }));
    expect(newest.list.find((item) => item.id === courseId)).toMatchObject({ countDownload: 1 });
    const videos = ok(await t.call(courseContracts.listCourse, { courseCategory: 1, pageSize: 3 }));
    expect(videos.list.every((item) => item.countDownload === undefined)).toBe(true);
    expect(await t.call(courseContracts.listCourse, { courseCategory: 1, orderBy: 'downloads' })).toMatchObject({
      code: 400,
      msg: '只有资源和文库可以按下载次数排序，请选择课程类型 3 或 4',
    });
    expect(await t.call(courseContracts.listCourse, { orderBy: 'downloads' })).toMatchObject({ code: 400 });
    const elsewhere = ok(
      await t.call(courseContracts.listCourse, { courseCategory: 4, orderBy: 'downloads' }, { site: OTHER_SITE_ID }),
    );
    expect(elsewhere.list.map((item) => item.id)).not.toContain(courseId);
  });
});
