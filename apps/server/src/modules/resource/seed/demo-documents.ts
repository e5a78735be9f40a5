import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { strToU8, zipSync } from 'fflate';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { CourseKind, DocState, type DocType } from '@school/contracts';
import type { IdGenerator } from '../../../core/ids.ts';
import type { Db } from '../../../db/schema.ts';
import { findDemoUser } from '../../user/index.ts';
import type { DocumentFiles } from '../document-files.ts';

/**
 * The demo school's resource packs and library documents: the catalogue seed's courses of kinds 3 and 4
 * are filed under an information category tree (type 2) and each of their lessons shows one of a few
 * shared documents (PDFs, an MP3, a ZIP). The seed writes rows only; the files are made at start
 * (`attachDemoDocuments`), once per machine (kept under DEMO_CACHE_DIR/demo-documents), so a test app
 * seeds without making any. Until then the demo documents wait, as a teacher's upload waits for its job.
 *
 * The seed writes the course module's lesson rows too (categories, the lessons' documents): seeds run
 * after the catalogue seed on the raw database, as the course seed itself writes the orders it grants.
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

/** The information tree (category type 2): first level → second level, and which demo items file where. */
const informationTree: [string, string[]][] = [
  ['真题试卷', ['四六级真题', '考研真题', '雅思托福真题']],
  ['词汇语法', ['词汇资料', '语法资料']],
  ['写作范文', []],
  ['听力音频', []],
];
const categoryOfCourse: Record<string, string> = {
  '六级阅读真题精析（近十年）': '四六级真题',
  四级词汇闪记卡: '词汇资料',
  六级写作高分模板: '写作范文',
  '考研英语作文 20 篇背诵范文': '考研真题',
  '雅思阅读同义替换 300 组': '词汇资料',
  '剑桥雅思真题解析 16–19': '雅思托福真题',
  托福高频词汇表: '词汇资料',
  '英文儿歌 100 首音频合集': '听力音频',
  '职场英语面试 30 问': '写作范文',
  '英语语法手册（电子版）': '语法资料',
};

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
  const courses = await db
    .selectFrom('course')
    .select(['id', 'course_name', 'course_category'])
    .where('site_id', '=', SITE_ID)
    .where('course_category', 'in', [CourseKind.resource, CourseKind.library])
    .orderBy('id')
    .execute();
  if (!owner || courses.length === 0) return;
  const common = { site_id: SITE_ID, status_id: 1, gmt_create: now, gmt_modified: now };
  await db.transaction().execute(async (tx) => {
    const pathOf = new Map<string, [number, number]>();
    for (const [topIndex, [top, children]] of informationTree.entries()) {
      const topId = newId();
      const row = { ...common, remark: '', category_type: 2 };
      await tx
        .insertInto('course_category')
        .values({ ...row, id: topId, parent_id: 0, category_name: top, floor: 1, sort: topIndex + 1 })
        .execute();
      pathOf.set(top, [topId, 0]);
      for (const [index, child] of children.entries()) {
        const id = newId();
        await tx
          .insertInto('course_category')
          .values({ ...row, id, parent_id: topId, category_name: child, floor: 2, sort: index + 1 })
          .execute();
        pathOf.set(child, [topId, id]);
      }
    }

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

    for (const course of courses) {
      const [category1, category2] = pathOf.get(categoryOfCourse[course.course_name] ?? '写作范文') ?? [0, 0];
      const filed = { category1_id: category1, category2_id: category2, category3_id: 0 };
      await tx.updateTable('course').set(filed).where('site_id', '=', SITE_ID).where('id', '=', course.id).execute();
      await tx
        .updateTable('course_audit')
        .set(filed)
        .where('site_id', '=', SITE_ID)
        .where('id', '=', course.id)
        .execute();
      const lessons = await tx
        .selectFrom('course_period as period')
        .innerJoin('course_chapter as chapter', 'chapter.id', 'period.chapter_id')
        .select(['period.id', 'period.is_free'])
        .where('period.site_id', '=', SITE_ID)
        .where('period.course_id', '=', course.id)
        .orderBy('chapter.sort')
        .orderBy('period.sort')
        .execute();
      for (const [index, lesson] of lessons.entries()) {
        const name = documentOfLesson(course.course_name, course.course_category, index);
        const row = {
          ...common,
          id: newId(),
          course_id: course.id,
          period_id: lesson.id,
          document_id: documentIds.get(name)!,
          doc_name: name,
          // Resource packs are for downloading; in the library every other item is read online only.
          is_download: course.course_category === CourseKind.resource || course.id % 2 === 0 ? 1 : 0,
          free_pages: 3,
          sort: 1,
        };
        for (const table of ['course_period_doc', 'course_period_doc_audit'] as const)
          await tx.insertInto(table).values(row).execute();
      }
    }
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
