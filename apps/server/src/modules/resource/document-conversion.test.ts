import { readFile } from 'node:fs/promises';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DocState } from '@school/contracts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { createDocumentFiles } from './document-files.ts';
import { findSoffice } from './office-convert.ts';
import { documentOf, makeDocx } from './resource-fixtures.ts';

// LibreOffice is installed in CI (.ci/run); a machine without it runs the download-only path in resource.test.ts.
const soffice = findSoffice('');

describe.skipIf(!soffice)('Office documents with LibreOffice', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('turns a .docx into a PDF readers can preview, page counted', async () => {
    const teacher = await t.tokenFor('13800000002');
    const document = await documentOf(t, teacher, makeDocx(['Unit 1', 'apple', 'banana']), '单词表.docx', 150_000);
    expect(document).toMatchObject({ docType: 'docx', docState: DocState.ready, pageCount: 1, failReason: '' });
    const row = await t.db
      .selectFrom('resource_document')
      .select('has_preview')
      .where('id', '=', Number(document.id))
      .executeTakeFirstOrThrow();
    expect(row.has_preview).toBe(1);
    const converted = createDocumentFiles(t.config.dataDir).converted(11, Number(document.id));
    expect((await PDFDocument.load(await readFile(converted))).getPageCount()).toBe(1);
  }, 180_000);
});
