import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { strToU8, zipSync } from 'fflate';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { chunkCountOf, DocState, Limits, userContracts, API_PREFIX } from '@school/contracts';
import { createOfficeConverter, findSoffice } from '../src/modules/resource/office-convert.ts';
import { load, rssMb, signIn, type Row } from './harness.ts';
import { benchLearner, siteHeaders } from './targets.ts';

/**
 * The resources and library figures (`BENCH_ONLY=resource`, issue 35): the resource list sorted by
 * downloads; the preview PDF read over 64 KB range requests (pdf.js's chunk size) in MB/s, as a share
 * of reading the same ranges of the same file from the disk in the same run; the conversion time of
 * a 20-page .docx when `soffice` is on PATH; and a document uploaded in 2,048,000-byte chunks (2 GB
 * unless BENCH_DOC_MB says otherwise) with the school restarted halfway: the upload resumes where it
 * stopped, and the school's RSS is read before and after each half.
 */
export const RESOURCE_BENCH_NAME = 'resource';

const RANGE_BYTES = 64 * 1024;
const docBytes = Math.round(Number(process.env.BENCH_DOC_MB ?? 2048) * 1024 * 1024);

async function call<T>(base: string, url: string, token: string, body: unknown): Promise<T> {
  const response = await fetch(`${base}${API_PREFIX}${url}`, {
    method: 'POST',
    headers: { ...siteHeaders, token },
    body: JSON.stringify(body),
  });
  const reply = (await response.json()) as { code: number; msg: string; data: T };
  if (reply.code !== 200) throw new Error(`${url}: ${reply.code} ${reply.msg}`);
  return reply.data;
}

/** A readable lesson of the demo library: the first free one whose document is ready (made at start). */
async function demoPreview(base: string, token: string): Promise<{ url: string; documentId: string }> {
  const list = await call<{ list: { id: string }[] }>(base, '/course/api/course/list', token, {
    courseCategory: 4,
    pageSize: 50,
  });
  for (let attempt = 0; attempt < 120; attempt += 1) {
    for (const item of list.list) {
      const chapters = await call<{ periodList: { id: string; isFree: number }[] }[]>(
        base,
        '/course/api/course/chapter/list',
        token,
        { courseId: item.id },
      );
      for (const lesson of chapters.flatMap((chapter) => chapter.periodList).filter((period) => period.isFree)) {
        const response = await fetch(`${base}${API_PREFIX}/course/auth/course/sign`, {
          method: 'POST',
          headers: { ...siteHeaders, token },
          body: JSON.stringify({ periodId: lesson.id }),
        });
        const reply = (await response.json()) as {
          code: number;
          data?: { doc?: { previewUrl: string; documentId: string } };
        };
        if (reply.code === 200 && reply.data?.doc?.previewUrl)
          return { url: `${base}${API_PREFIX}${reply.data.doc.previewUrl}`, documentId: reply.data.doc.documentId };
      }
    }
    // The demo documents are made just after start.
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('no demo library lesson with a preview');
}

/** MB/s of reading `size` bytes in 64 KB ranges, `rounds` times over, with `read(start, end)`. */
async function rangeSpeed(size: number, rounds: number, read: (start: number, end: number) => Promise<number>) {
  let bytes = 0;
  const started = performance.now();
  for (let round = 0; round < rounds; round += 1)
    for (let start = 0; start < size; start += RANGE_BYTES)
      bytes += await read(start, Math.min(size, start + RANGE_BYTES) - 1);
  return bytes / (1024 * 1024) / ((performance.now() - started) / 1000);
}

const LARGE_PDF_PAGES = 300;

/**
 * A PDF of 300 pages, each a different noisy JPEG (about 100 KB, so the file is tens of MB and does
 * not compress), made with pdf-lib once per machine in the temporary directory.
 */
async function largePdf(): Promise<{ file: string; bytes: Buffer }> {
  const file = path.join(os.tmpdir(), `bench-large-${LARGE_PDF_PAGES}-q90.pdf`);
  const kept = await fs.readFile(file).catch(() => undefined);
  if (kept) return { file, bytes: kept };
  const pdf = await PDFDocument.create();
  for (let page = 0; page < LARGE_PDF_PAGES; page += 1) {
    const noise = randomBytes(400 * 300 * 3);
    const jpeg = await sharp(noise, { raw: { width: 400, height: 300, channels: 3 } })
      .jpeg({ quality: 90 })
      .toBuffer();
    const image = await pdf.embedJpg(jpeg);
    pdf.addPage([595, 842]).drawImage(image, { x: 40, y: 300, width: 515, height: 386 });
  }
  const bytes = Buffer.from(await pdf.save());
  await fs.writeFile(file, bytes);
  return { file, bytes };
}

/** Uploads a document in chunks as the demo teacher; its id once the document job has made it ready. */
async function uploadReadyDocument(base: string, token: string, name: string, bytes: Buffer): Promise<string> {
  const totalChunks = chunkCountOf(bytes.length);
  const fields = {
    identifier: createHash('md5').update(bytes).digest('hex'),
    filename: name,
    totalSize: bytes.length,
    totalChunks,
    chunkSize: Limits.uploadChunkBytes,
    isDoc: 1,
  };
  let documentId: string | undefined;
  for (let n = 1; n <= totalChunks; n += 1) {
    const chunk = bytes.subarray((n - 1) * Limits.uploadChunkBytes, n * Limits.uploadChunkBytes);
    documentId = (await sendChunk(base, token, { ...fields, chunkNumber: n }, chunk))?.documentId || documentId;
  }
  if (!documentId) throw new Error(`${name}: no document made`);
  for (let attempt = 0; attempt < 600; attempt += 1) {
    const document = await call<{ docState: number; failReason: string }>(base, '/resource/auth/document/view', token, {
      id: documentId,
    });
    if (document.docState === DocState.ready) return documentId;
    if (document.docState > DocState.ready) throw new Error(`${name}: ${document.failReason || 'not readable'}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${name}: not ready in time`);
}

/**
 * The large PDF as its author previews it (the same signed, ranged address readers get), read over
 * 64 KB ranges once, against the same ranges read from the disk in the same run.
 */
async function largePreviewFigures(base: string) {
  const { file, bytes } = await largePdf();
  const teacher = await signInTeacher(base);
  const documentId = await uploadReadyDocument(base, teacher, `bench-large-${Date.now()}.pdf`, bytes);
  const preview = await call<{ previewUrl: string }>(base, '/resource/auth/document/preview', teacher, {
    id: documentId,
  });
  return { pages: LARGE_PDF_PAGES, ...(await rangeFigures(`${base}${API_PREFIX}${preview.previewUrl}`, file, 1)) };
}

/** Reads `file`'s bytes over `url` in 64 KB ranges, `rounds` times, and the same ranges from the disk. */
async function rangeFigures(url: string, file: string, rounds: number) {
  const { size } = await fs.stat(file);
  const overHttp = await rangeSpeed(size, rounds, async (start, end) => {
    const response = await fetch(url, { headers: { range: `bytes=${start}-${end}` } });
    if (response.status !== 206) throw new Error(`preview range: HTTP ${response.status}`);
    return (await response.arrayBuffer()).byteLength;
  });
  const handle = await fs.open(file);
  const buffer = Buffer.alloc(RANGE_BYTES);
  const fromDisk = await rangeSpeed(
    size,
    rounds,
    async (start, end) => (await handle.read(buffer, 0, end - start + 1, start)).bytesRead,
  );
  await handle.close();
  return { size, rounds, overHttp, fromDisk };
}

async function previewFigures(base: string, token: string, dataDir: string) {
  const preview = await demoPreview(base, token);
  const file = path.join(dataDir, 'documents', '11', preview.documentId, 'original');
  const { size } = await fs.stat(file);
  return rangeFigures(preview.url, file, Math.max(1, Math.ceil((64 * 1024 * 1024) / size)));
}

/** A .docx of `pages` pages (a heading and paragraphs, a page break after each page). */
function twentyPageDocx(pages: number): Buffer {
  const xml = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>';
  const paragraph = (text: string) => `<w:p><w:r><w:t xml:space="preserve">${text}</w:t></w:r></w:p>`;
  const body = Array.from({ length: pages }, (_, page) =>
    [
      paragraph(`Unit ${page + 1}: Reading practice`),
      ...Array.from({ length: 20 }, (__, line) =>
        paragraph(`${line + 1}. The candidate gave an efficient answer to question ${page * 20 + line + 1}.`),
      ),
      page < pages - 1 ? '<w:p><w:r><w:br w:type="page"/></w:r></w:p>' : '',
    ].join(''),
  ).join('');
  const rels = `${xml}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`;
  return Buffer.from(
    zipSync({
      '[Content_Types].xml': strToU8(
        `${xml}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`,
      ),
      '_rels/.rels': strToU8(rels),
      'word/document.xml': strToU8(
        `${xml}<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`,
      ),
    }),
  );
}

async function conversionSeconds(): Promise<number | undefined> {
  const soffice = findSoffice(process.env.SOFFICE_PATH ?? '');
  if (!soffice) return undefined;
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'bench-docx-'));
  try {
    const source = path.join(dir, 'unit.docx');
    await fs.writeFile(source, twentyPageDocx(20));
    const started = performance.now();
    await createOfficeConverter(soffice).convert(source, 'docx', path.join(dir, 'unit.pdf'));
    return (performance.now() - started) / 1000;
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

/** Documents are uploaded by teachers: the demo teacher signs in as the bench learner does. */
async function signInTeacher(base: string): Promise<string> {
  const response = await fetch(`${base}${API_PREFIX}${userContracts.loginByPassword.url}`, {
    method: userContracts.loginByPassword.method,
    headers: siteHeaders,
    body: JSON.stringify({ ...benchLearner, mobile: '13800000002' }),
  });
  const reply = (await response.json()) as { code: number; msg: string; data?: { token: string } };
  if (!reply.data) throw new Error(`teacher sign-in failed: ${reply.code} ${reply.msg}`);
  return reply.data.token;
}

function multipart(fields: Record<string, string | number>, chunk: Buffer) {
  const boundary = `----bench${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  parts.push(
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="blob"\r\n\r\n`),
    chunk,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { body: Buffer.concat(parts), type: `multipart/form-data; boundary=${boundary}` };
}

/** One chunk of the resumable upload; the document's id comes with the last one. */
async function sendChunk(base: string, token: string, fields: Record<string, string | number>, chunk: Buffer) {
  const form = multipart(fields, chunk);
  const response = await fetch(`${base}${API_PREFIX}/vod/auth/videoInfo/upload`, {
    method: 'POST',
    headers: { 'site-id': '11', token, 'content-type': form.type },
    body: form.body,
  });
  const reply = (await response.json()) as { code: number; msg: string; data?: { documentId?: string } };
  if (reply.code !== 200) throw new Error(`chunk ${fields.chunkNumber}: ${reply.msg}`);
  return reply.data;
}

/**
 * The upload's chunks, made on the fly from one random block (the file is never held whole):
 * chunk n is the block with n written at its start.
 */
function chunkOf(block: Buffer, n: number, total: number): Buffer {
  const length = Math.min(Limits.uploadChunkBytes, total - (n - 1) * Limits.uploadChunkBytes);
  const chunk = Buffer.from(block.subarray(0, length));
  chunk.writeUInt32BE(n, 0);
  return chunk;
}

async function bigUpload(base: string, restart: () => Promise<number | undefined>, pid: number | undefined) {
  const block = randomBytes(Limits.uploadChunkBytes);
  const totalChunks = chunkCountOf(docBytes);
  const md5 = createHash('md5');
  for (let n = 1; n <= totalChunks; n += 1) md5.update(chunkOf(block, n, docBytes));
  const fields = {
    identifier: md5.digest('hex'),
    filename: `bench-${Date.now()}.zip`,
    totalSize: docBytes,
    totalChunks,
    chunkSize: Limits.uploadChunkBytes,
    isDoc: 1,
  };
  let token = await signInTeacher(base);
  const send = (n: number) => sendChunk(base, token, { ...fields, chunkNumber: n }, chunkOf(block, n, docBytes));
  const half = Math.floor(totalChunks / 2);
  const before = rssMb(pid);
  const started = performance.now();
  for (let n = 1; n <= half; n += 1) await send(n);
  const firstHalf = { from: before, to: rssMb(pid) };
  const restartedPid = await restart();
  token = await signInTeacher(base);
  // The check call: which chunks the school already holds after the restart.
  const check = await call<{ uploads: number[] }>(base, '/vod/auth/videoInfo/upload', token, fields);
  const resumeFrom = Math.max(0, ...check.uploads) + 1;
  const secondFrom = rssMb(restartedPid);
  let documentId: string | undefined;
  for (let n = resumeFrom; n <= totalChunks; n += 1) documentId = (await send(n))?.documentId || documentId;
  const seconds = (performance.now() - started) / 1000;
  return {
    totalChunks,
    half,
    held: check.uploads.length,
    resumeFrom,
    documentId,
    seconds,
    firstHalf,
    secondHalf: { from: secondFrom, to: rssMb(restartedPid) },
  };
}

export async function benchResource(
  base: string,
  dataDir: string,
  school: { pid: () => number | undefined; restart: () => Promise<number | undefined> },
): Promise<{ rows: Row[]; notes: string[] }> {
  const token = await signIn(base);
  const rows = [
    await load(
      'POST /course/api/course/list (library, most downloaded)',
      `${base}${API_PREFIX}/course/api/course/list`,
      {
        name: '',
        method: 'POST',
        path: '',
        body: { courseCategory: 4, orderBy: 'downloads', pageCurrent: 1, pageSize: 20 },
      },
    ),
    await load('POST /course/api/course/list (resources, newest)', `${base}${API_PREFIX}/course/api/course/list`, {
      name: '',
      method: 'POST',
      path: '',
      body: { courseCategory: 3, orderBy: 'newest', pageCurrent: 1, pageSize: 20 },
    }),
  ];
  const notes: string[] = [];
  const preview = await previewFigures(base, token, dataDir);
  notes.push(
    `preview PDF over 64 KB range requests (${(preview.size / 1024).toFixed(0)} KB file read ${preview.rounds} times, one request at a time): ${preview.overHttp.toFixed(1)} MB/s` +
      ` = ${((preview.overHttp / preview.fromDisk) * 100).toFixed(1)}% of reading the same ranges from the disk in this run, ${preview.fromDisk.toFixed(0)} MB/s (page cache warm)`,
  );
  const large = await largePreviewFigures(base);
  notes.push(
    `large preview PDF (${large.pages} pages, ${(large.size / 1024 ** 2).toFixed(1)} MB, made with pdf-lib) over 64 KB range requests, read once through, one request at a time: ${large.overHttp.toFixed(1)} MB/s` +
      ` = ${((large.overHttp / large.fromDisk) * 100).toFixed(1)}% of reading the same ranges from the disk in this run, ${large.fromDisk.toFixed(0)} MB/s`,
  );
  const convert = await conversionSeconds();
  notes.push(
    convert === undefined
      ? 'conversion of a 20-page .docx: skipped, soffice is not on PATH'
      : `conversion of a 20-page .docx with LibreOffice: ${convert.toFixed(1)} s (a fresh profile each run)`,
  );
  const upload = await bigUpload(base, school.restart, school.pid());
  const growth = Math.max(upload.firstHalf.to - upload.firstHalf.from, upload.secondHalf.to - upload.secondHalf.from);
  notes.push(
    `document upload of ${(docBytes / 1024 ** 3).toFixed(2)} GB in ${upload.totalChunks} chunks, the school restarted after chunk ${upload.half}:` +
      ` the check after the restart found ${upload.held} chunks and the upload resumed at chunk ${upload.resumeFrom}` +
      ` (${upload.resumeFrom === upload.half + 1 ? 'where it stopped' : 'NOT where it stopped'}), document ${upload.documentId ?? 'NOT made'};` +
      ` ${upload.seconds.toFixed(0)} s in all, ${(docBytes / 1024 ** 2 / upload.seconds).toFixed(0)} MB/s;` +
      ` school RSS ${upload.firstHalf.from} → ${upload.firstHalf.to} MB in the first half, ${upload.secondHalf.from} → ${upload.secondHalf.to} MB after the restart:` +
      ` grew at most ${growth} MB (goal ≤ 50 MB${growth <= 50 ? ', met' : ', NOT met'})`,
  );
  return { rows, notes };
}
