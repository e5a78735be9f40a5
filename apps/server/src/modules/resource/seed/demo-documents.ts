import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { strToU8, zipSync } from 'fflate';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { CourseKind, DocState, type DocType } from '@school/contracts';
import type { IdGenerator } from '../../../core/ids.ts';
import type { Db } from '../../../db/schema.ts';
import { fileDemoLibrary } from '../../course/index.ts';
import { findDemoUser } from '../../user/index.ts';
import type { DocumentFiles } from '../document-files.ts';

/**
 * The demo school's resource packs and library documents: each lesson of the catalogue seed's courses of
 * kinds 3 and 4 shows one of a few shared documents (PDFs, an MP3, a ZIP); the course module files them
 * under its information tree and writes the lessons' rows (`fileDemoLibrary`). The seed writes rows
 * only; the files are made at start (`attachDemoDocuments`), once per machine (kept under
 * DEMO_CACHE_DIR/demo-documents), so a test app seeds without making any. Until then the demo documents
 * wait, as a teacher's upload waits for its job.
 */

const SITE_ID = 11;
const OWNER_MOBILE = '13800000002';

interface DemoDocument {
  name: string;
  type: DocType;
  /** PDF pages. */
  pages: number;
  title: string;
}

export const DEMO_DOCUMENTS: DemoDocument[] = [
  { name: '真题试卷样卷.pdf', type: 'pdf', pages: 8, title: '大学英语 · 真题试卷' },
  { name: '核心词汇表.pdf', type: 'pdf', pages: 6, title: '核心词汇 · 分级词表' },
  { name: '高分范文精选.pdf', type: 'pdf', pages: 10, title: '写作 · 高分范文精选' },
  { name: '语法要点手册.pdf', type: 'pdf', pages: 12, title: '英语语法 · 要点手册' },
  { name: '儿歌跟唱音频.mp3', type: 'mp3', pages: 0, title: '' },
  { name: '配套资料包.zip', type: 'zip', pages: 0, title: '' },
];

/** Which shared document lesson n of an item shows. */
function documentOfLesson(courseName: string, kind: number, lesson: number): string {
  if (courseName.includes('儿歌')) return lesson % 2 === 0 ? '儿歌跟唱音频.mp3' : '核心词汇表.pdf';
  if (kind === CourseKind.resource && lesson % 4 === 3) return '配套资料包.zip';
  if (courseName.includes('语法')) return '语法要点手册.pdf';
  if (courseName.includes('作文') || courseName.includes('写作') || courseName.includes('面试'))
    return '高分范文精选.pdf';
  if (courseName.includes('词汇') || courseName.includes('同义')) return '核心词汇表.pdf';
  return '真题试卷样卷.pdf';
}

export async function seedDemoDocuments({ db, newId, now }: { db: Db; newId: IdGenerator; now: number }) {
  const owner = await findDemoUser(db, OWNER_MOBILE);
  if (!owner) return;
  const common = { site_id: SITE_ID, status_id: 1, gmt_create: now, gmt_modified: now };
  await db.transaction().execute(async (tx) => {
    const documentIds = new Map<string, number>();
    for (const document of DEMO_DOCUMENTS) {
      const id = newId();
      documentIds.set(document.name, id);
      await tx
        .insertInto('resource_document')
        .values({
          ...common,
          id,
          user_id: owner.id,
          doc_name: document.name,
          md5: '',
          doc_size: 0,
          doc_type: '',
          page_count: 0,
          doc_state: DocState.waiting,
          fail_reason: '',
          has_preview: 0,
          job_id: 0,
        })
        .execute();
    }
    await fileDemoLibrary(tx, {
      newId,
      now,
      documentOf: ({ courseName, kind, index }) => {
        const name = documentOfLesson(courseName, kind, index);
        return { id: documentIds.get(name)!, name };
      },
    });
  });
}

/** A short title line as a picture: the standard PDF fonts draw only Latin (see pdf-tools.ts). */
const titlePicture = (title: string) =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="80"><text x="0" y="56" font-family="Noto Sans CJK SC, sans-serif" font-size="48" fill="#1f4e79">${title}</text></svg>`,
    ),
  )
    .trim()
    .png()
    .toBuffer();

async function makeDemoPdf(document: DemoDocument): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const title = await pdf.embedPng(await titlePicture(document.title));
  const words = ['abandon', 'benefit', 'candidate', 'decline', 'efficient', 'feature', 'generate', 'highlight'];
  for (let page = 1; page <= document.pages; page += 1) {
    const sheet = pdf.addPage([595, 842]);
    const width = title.width / 2;
    sheet.drawImage(title, { x: 60, y: 760, width, height: title.height / 2 });
    sheet.drawText(`Page ${page} / ${document.pages}`, { x: 60, y: 730, size: 12, font, color: rgb(0.4, 0.4, 0.4) });
    for (let line = 0; line < 24; line += 1) {
      const word = words[(page + line) % words.length]!;
      sheet.drawText(`${line + 1}. ${word} - an example sentence with the word "${word}".`, {
        x: 60,
        y: 690 - line * 26,
        size: 12,
        font,
      });
    }
  }
  return Buffer.from(await pdf.save());
}

/**
 * A valid MP3 of silent frames (MPEG-1 Layer III, 128 kbit/s, 44.1 kHz, mono): the machine has no MP3
 * encoder, and an empty frame decodes to silence.
 */
function makeSilentMp3(seconds: number): Buffer {
  const frame = Buffer.alloc(417);
  frame.set([0xff, 0xfb, 0x90, 0xc0]);
  return Buffer.concat(Array.from({ length: Math.ceil((seconds * 44100) / 1152) }, () => frame));
}

const makeZip = () =>
  Buffer.from(
    zipSync({
      '词汇表.txt': strToU8('abandon 放弃\nbenefit 益处\ncandidate 候选人\n'),
      '使用说明.txt': strToU8('本资料包为演示文件，供下载体验。\n'),
    }),
  );

async function demoBytes(document: DemoDocument, cacheDir: string): Promise<Buffer> {
  const recipe = createHash('md5').update(JSON.stringify(document)).digest('hex');
  const kept = path.join(cacheDir, 'demo-documents', recipe);
  const found = await fs.readFile(kept).catch(() => undefined);
  if (found) return found;
  const bytes =
    document.type === 'pdf' ? await makeDemoPdf(document) : document.type === 'mp3' ? makeSilentMp3(20) : makeZip();
  await fs.mkdir(path.dirname(kept), { recursive: true });
  const aside = `${kept}.${process.pid}.part`;
  await fs.writeFile(aside, bytes);
  await fs.rename(aside, kept);
  return bytes;
}

/** Makes the files of the demo documents still waiting for them and marks them ready; later starts find nothing to do. */
export async function attachDemoDocuments({
  db,
  files,
  cacheDir,
}: {
  db: Db;
  files: DocumentFiles;
  cacheDir: string;
}): Promise<void> {
  const waiting = await db
    .selectFrom('resource_document')
    .select(['id', 'doc_name'])
    .where('site_id', '=', SITE_ID)
    .where('md5', '=', '')
    .where(
      'doc_name',
      'in',
      DEMO_DOCUMENTS.map((document) => document.name),
    )
    .execute();
  for (const row of waiting) {
    const document = DEMO_DOCUMENTS.find((item) => item.name === row.doc_name)!;
    const bytes = await demoBytes(document, cacheDir);
    await fs.mkdir(files.dirOf(SITE_ID, row.id), { recursive: true });
    await fs.writeFile(files.original(SITE_ID, row.id), bytes);
    await db
      .updateTable('resource_document')
      .set({
        md5: createHash('md5').update(bytes).digest('hex'),
        doc_size: bytes.length,
        doc_type: document.type,
        page_count: document.pages,
        doc_state: document.type === 'zip' ? DocState.downloadOnly : DocState.ready,
        has_preview: document.type === 'pdf' ? 1 : 0,
      })
      .where('site_id', '=', SITE_ID)
      .where('id', '=', row.id)
      .execute();
  }
}
