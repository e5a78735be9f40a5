import { chunkCountOf, DocState, Limits, resourceContracts, vodContracts, type DocumentInfo } from '@school/contracts';
import { strToU8, zipSync } from 'fflate';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { TestApp } from '../../testing/test-app.ts';
import { chunkOf, md5, multipart } from '../vod/vod-fixtures.ts';

/** Documents made by the tests themselves: PDFs with pdf-lib, Office files as the smallest OOXML zips. */

export async function makePdf(pages: number): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= pages; i += 1) pdf.addPage([300, 400]).drawText(`Page ${i}`, { x: 40, y: 300, size: 24, font });
  return Buffer.from(await pdf.save({ useObjectStreams: false }));
}

/** A PDF whose trailer names an encryption dictionary, as a password-protected PDF does. */
export async function makeEncryptedPdf(): Promise<Buffer> {
  const text = (await makePdf(2)).toString('latin1');
  return Buffer.from(text.replace(/trailer\s*<<(?!.*trailer)/s, 'trailer\n<<\n/Encrypt 1 0 R'), 'latin1');
}

/** A PDF whose page tree holds no page (pdf-lib itself adds a blank page to an empty document). */
export function makeEmptyPdf(): Buffer {
  const objects = ['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [] /Count 0 >>'];
  let text = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(text.length);
    text += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = text.length;
  text += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) text += `${String(offset).padStart(10, '0')} 00000 n \n`;
  text += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(text, 'latin1');
}

const xml = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>';
const rels = (target: string, type: string) =>
  `${xml}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${type}" Target="${target}"/></Relationships>`;
const officeDocument = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument';

export function makeDocx(paragraphs: string[]): Buffer {
  const body = paragraphs.map((text) => `<w:p><w:r><w:t>${text}</w:t></w:r></w:p>`).join('');
  return Buffer.from(
    zipSync({
      '[Content_Types].xml': strToU8(
        `${xml}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`,
      ),
      '_rels/.rels': strToU8(rels('word/document.xml', officeDocument)),
      'word/document.xml': strToU8(
        `${xml}<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`,
      ),
    }),
  );
}

export function makeXlsx(): Buffer {
  return Buffer.from(
    zipSync({
      '[Content_Types].xml': strToU8(
        `${xml}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
      ),
      '_rels/.rels': strToU8(rels('xl/workbook.xml', officeDocument)),
      'xl/workbook.xml': strToU8(
        `${xml}<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Words" sheetId="1" r:id="rId1"/></sheets></workbook>`,
      ),
      'xl/_rels/workbook.xml.rels': strToU8(
        rels('worksheets/sheet1.xml', 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet'),
      ),
      'xl/worksheets/sheet1.xml': strToU8(
        `${xml}<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>apple</t></is></c></row></sheetData></worksheet>`,
      ),
    }),
  );
}

export const makeZip = () => Buffer.from(zipSync({ 'words.txt': strToU8('apple\nbanana\n') }));
export const makeMp3 = () =>
  Buffer.concat([Buffer.from('ID3'), Buffer.from([4, 0, 0, 0, 0, 0, 0]), Buffer.alloc(2000, 0xaa)]);

/** Uploads a file through the chunked upload marked as a document, as the browser does. */
export async function uploadDocument(t: TestApp, token: string, bytes: Buffer, filename: string) {
  const fields = {
    identifier: md5(bytes),
    filename,
    totalSize: bytes.length,
    totalChunks: chunkCountOf(bytes.length),
    chunkSize: Limits.uploadChunkBytes,
    isDoc: 1,
  };
  const send = (extra: Record<string, string | number>, chunk?: Buffer) =>
    t.call(
      vodContracts.uploadVideo,
      multipart({ ...fields, ...extra }, chunk ? { name: filename, bytes: chunk } : undefined),
      {
        as: { token },
      },
    );
  const check = await send({});
  if (check.code !== 200 || check.data.documentId) return check;
  let last = check;
  for (let n = 1; n <= fields.totalChunks; n += 1) {
    if (check.data.uploads.includes(n)) continue;
    last = await send({ chunkNumber: n, uploadStatusId: check.data.uploadStatusId }, chunkOf(bytes, n));
    if (last.code !== 200) return last;
  }
  return last;
}

/** Waits until the document job has settled the document (ready, download-only or failed). */
export async function settledDocument(t: TestApp, token: string, id: string, ms = 60_000): Promise<DocumentInfo> {
  const until = Date.now() + ms;
  for (;;) {
    const res = await t.call(resourceContracts.viewDocument, { id }, { as: { token } });
    if (res.code !== 200) throw new Error(`view failed: ${res.msg}`);
    if (res.data.docState !== DocState.waiting && res.data.docState !== DocState.converting) return res.data;
    if (Date.now() > until) throw new Error(`document ${id} still in state ${res.data.docState}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Uploads and waits for the job. */
export async function documentOf(t: TestApp, token: string, bytes: Buffer, filename: string, ms?: number) {
  const uploaded = await uploadDocument(t, token, bytes, filename);
  if (uploaded.code !== 200 || !uploaded.data.documentId) throw new Error(`${uploaded.code} ${uploaded.msg}`);
  return settledDocument(t, token, uploaded.data.documentId, ms);
}
