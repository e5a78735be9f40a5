import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseContracts, courseDocumentContracts, courseStudyContracts, DocState, apiUrl } from '@school/contracts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { createDocumentFiles } from '../document-files.ts';
import { attachDemoDocuments } from './demo-documents.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ok = <T>(result: { code: number; msg: string; data: T }): T => {
  if (result.code !== 200) throw new Error(`${result.code} ${result.msg}`);
  return result.data;
};

describe('the demo school’s resources and library', () => {
  it('files its items under the information tree, and their lessons read the documents made at start', async () => {
    const tree = ok(await t.call(courseDocumentContracts.listInformationCategory, {}));
    expect(tree.map((node) => node.categoryName)).toEqual(['真题试卷', '词汇语法', '写作范文', '听力音频']);
    const library = ok(await t.call(courseContracts.listCourse, { courseCategory: 4, pageSize: 50 })).list;
    const resources = ok(await t.call(courseContracts.listCourse, { courseCategory: 3, pageSize: 50 })).list;
    const informationIds = new Set(tree.map((node) => node.id));
    for (const item of [...library, ...resources]) expect(informationIds, item.courseName).toContain(item.categoryId1);
    expect(library.some((item) => item.isFree === 1) && library.some((item) => item.isFree === 0)).toBe(true);

    // The seed writes rows only: the documents wait for their files until the school starts.
    const paid = library.find((item) => item.isFree === 0)!;
    const lessons = ok(await t.call(courseStudyContracts.listCourseChapter, { courseId: paid.id })).flatMap(
      (chapter) => chapter.periodList,
    );
    const locked = lessons.find((lesson) => lesson.isFree === 0)!;
    expect((await t.call(courseStudyContracts.signCourse, { periodId: locked.id }, { as: 'learner' })).code).toBe(409);

    const made = () =>
      attachDemoDocuments({ db: t.db, files: createDocumentFiles(t.config.dataDir), cacheDir: t.config.demoCacheDir });
    await made();
    await made(); // a later start finds nothing to do
    const states = await t.db
      .selectFrom('resource_document')
      .select(['doc_type', 'doc_state', 'page_count'])
      .where('site_id', '=', 11)
      .execute();
    expect(states.map((row) => row.doc_type).sort()).toEqual(['mp3', 'pdf', 'pdf', 'pdf', 'pdf', 'zip']);
    expect(states.every((row) => row.doc_state === DocState.ready || row.doc_state === DocState.downloadOnly)).toBe(
      true,
    );

    const signed = ok(await t.call(courseStudyContracts.signCourse, { periodId: locked.id }, { as: 'learner' }));
    expect(signed.doc).toMatchObject({ isFull: 0, previewPages: 3, downloadUrl: '' });
    const preview = await t.app.inject({ method: 'GET', url: apiUrl(signed.doc!.previewUrl) });
    expect(preview.statusCode).toBe(200);
    expect(preview.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
