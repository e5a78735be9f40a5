import {
  CourseKind,
  ResourceRules,
  type ChapterVideos,
  type CourseSignInfo,
  type PeriodDoc,
  type PeriodDocInfo,
  type PeriodDocSave,
} from '@school/contracts';
import { badRequest, notFound } from '../../core/errors.ts';
import type { SessionUser } from '../../core/http.ts';
import type { IdGenerator } from '../../core/ids.ts';
import type { Clock } from '../../core/time.ts';
import { newBusinessRow } from '../../db/columns.ts';
import { moduleTables, type Db, type Tx } from '../../db/schema.ts';
import type { DocumentAccess, DocumentService } from '../resource/index.ts';
import type { CourseStudyService } from './course-study.service.ts';
import type { CoursePeriodDocTable, CourseTables } from './course.tables.ts';
import type { Catalogue } from './catalogue.ts';
import { type Copy, publishDrafts } from './draft-copies.ts';
import type { DraftAccess } from './drafts.ts';
import { mayWatch } from './entitlement.ts';
import type { LessonRepo } from './lesson.repo.ts';

const docTable = { published: 'course_period_doc', draft: 'course_period_doc_audit', owner: 'course_id' } as const;

/** Kinds whose lessons hold documents; the others hold videos (or live sessions). */
export const isDocumentKind = (kind: number) => kind === CourseKind.resource || kind === CourseKind.library;
export const NOT_A_DOCUMENT_KIND = '只有资源和文库课程的课时可以添加文档，视频课程请上传视频';
export const NOT_A_VIDEO_KIND = '资源和文库课程的课时只能添加文档，不能绑定视频';

type DocumentRecord = NonNullable<ReturnType<Awaited<ReturnType<DocumentService['findMany']>>['get']>>;

const toPeriodDoc = (row: CoursePeriodDocTable, document: DocumentRecord | undefined): PeriodDoc => ({
  periodId: String(row.period_id),
  isDoc: 1,
  documentId: String(row.document_id),
  docName: row.doc_name,
  docType: document?.doc_type ?? '',
  docSize: document?.doc_size ?? 0,
  pageCount: document?.page_count ?? 0,
  docState: document?.doc_state ?? 0,
  failReason: document?.fail_reason ?? '',
  isDownload: row.is_download === 1 ? 1 : 0,
  freePages: row.free_pages,
});

export interface DocumentLessonDeps {
  database: Db;
  lessonRepo: Pick<LessonRepo, 'findPeriod'>;
  drafts: DraftAccess;
  study: Pick<CourseStudyService, 'readerCourse'>;
  documents: Pick<DocumentService, 'viewOwn' | 'findMany'>;
  access: Pick<DocumentAccess, 'sign'>;
  /** Keeps a published lesson's document under the catalogue version (approvals move it). */
  catalogue: Pick<Catalogue, 'keptLesson'>;
  clock: Clock;
  newId: IdGenerator;
}

/**
 * Document lessons of resource packs and the library (decision 0071): which document a lesson shows,
 * whether it may be downloaded and how many pages are free, as drafts published on approval; and the
 * reader's addresses, after the entitlement check video lessons use.
 */
export function createDocumentLessons(deps: DocumentLessonDeps) {
  const { database, lessonRepo, drafts, clock } = deps;
  const { db, on } = moduleTables<CourseTables>(database);

  const findOfPeriod = (copy: Copy, siteId: number, periodId: number) =>
    db
      .selectFrom(docTable[copy])
      .selectAll()
      .where('site_id', '=', siteId)
      .where('period_id', '=', periodId)
      .executeTakeFirst();

  const view = async (siteId: number, row: CoursePeriodDocTable): Promise<PeriodDoc> =>
    toPeriodDoc(row, (await deps.documents.findMany(siteId, [row.document_id])).get(row.document_id));

  return {
    async save(siteId: number, user: SessionUser, input: PeriodDocSave): Promise<PeriodDoc> {
      const { course, period } = await drafts.ownPeriod(siteId, user, Number(input.periodId));
      if (!isDocumentKind(course.course_category)) throw badRequest(NOT_A_DOCUMENT_KIND);
      if (period.video_id !== 0) throw badRequest('该课时已绑定视频，请先解除视频再添加文档');
      const document = await deps.documents.viewOwn(siteId, user.id, Number(input.documentId));
      if (document.pageCount > 0 && input.freePages > document.pageCount)
        throw badRequest(`免费页数不能超过文档的页数（${document.pageCount} 页）`);
      const existing = await findOfPeriod('draft', siteId, period.id);
      const now = clock.now();
      const row: CoursePeriodDocTable = {
        ...(existing ?? newBusinessRow(deps.newId(), siteId, now)),
        course_id: course.id,
        period_id: period.id,
        document_id: Number(document.id),
        doc_name: input.docName?.trim() || document.docName,
        is_download: input.isDownload,
        free_pages: input.freePages,
        sort: 0,
        gmt_modified: now,
      };
      await drafts.edit(siteId, course.id, async (tx) => {
        const tables = on(tx);
        if (existing)
          await tables
            .updateTable('course_period_doc_audit')
            .set(row)
            .where('site_id', '=', siteId)
            .where('id', '=', row.id)
            .execute();
        else await tables.insertInto('course_period_doc_audit').values(row).execute();
      });
      return view(siteId, row);
    },

    async viewDraft(siteId: number, user: SessionUser, periodId: number): Promise<PeriodDoc> {
      const { period } = await drafts.ownPeriod(siteId, user, periodId);
      const row = await findOfPeriod('draft', siteId, period.id);
      if (!row) throw notFound('该课时还没有文档');
      return view(siteId, row);
    },

    /** The author's chapters and lessons, each document lesson with its document and the job's state. */
    async withDraftDocuments(siteId: number, courseId: number, chapters: ChapterVideos[]): Promise<ChapterVideos[]> {
      const rows = await db
        .selectFrom('course_period_doc_audit')
        .selectAll()
        .where('site_id', '=', siteId)
        .where('course_id', '=', courseId)
        .execute();
      if (rows.length === 0) return chapters;
      const documents = await deps.documents.findMany(
        siteId,
        rows.map((row) => row.document_id),
      );
      const docs = new Map(
        rows.map((row) => [String(row.period_id), toPeriodDoc(row, documents.get(row.document_id))]),
      );
      return chapters.map((chapter) => ({
        ...chapter,
        periodList: chapter.periodList.map((lesson) => {
          const doc = docs.get(lesson.id);
          return doc ? { ...lesson, doc } : lesson;
        }),
      }));
    },

    /** The documents of a course's lessons, by lesson, as the course page shows them. */
    async documentsOf(siteId: number, courseId: number, copy: Copy): Promise<Map<number, PeriodDocInfo>> {
      const rows = await db
        .selectFrom(docTable[copy])
        .selectAll()
        .where('site_id', '=', siteId)
        .where('course_id', '=', courseId)
        .execute();
      const documents = await deps.documents.findMany(
        siteId,
        rows.map((row) => row.document_id),
      );
      return new Map(
        rows.map((row) => {
          const document = documents.get(row.document_id);
          return [
            row.period_id,
            {
              docName: row.doc_name,
              docType: document?.doc_type ?? '',
              docSize: document?.doc_size ?? 0,
              pageCount: document?.page_count ?? 0,
              freePages: row.free_pages,
              isDownload: row.is_download === 1 ? 1 : 0,
              canPreview: document?.has_preview === 1 ? 1 : 0,
            },
          ];
        }),
      );
    },

    /** Whether a draft lesson holds a document (a video may not be bound to it then). */
    hasDraftDocument: async (siteId: number, periodId: number) =>
      (await findOfPeriod('draft', siteId, periodId)) !== undefined,

    /** An approval: the course's lesson documents replace the published ones. */
    publishDrafts: (siteId: number, courseId: number, tx: Tx) => publishDrafts(docTable, siteId, courseId, tx),

    /**
     * The addresses of a published document lesson for a signed-in reader; undefined when the lesson holds
     * no document (a video lesson). Readers who may watch the lesson read it whole and, when the lesson
     * allows, download it; the others read its free pages.
     */
    async sign(siteId: number, user: SessionUser, periodId: number): Promise<CourseSignInfo | undefined> {
      // Every play asks this first, video lessons too: kept (a lesson without a document as well).
      const { doc } = await deps.catalogue.keptLesson(siteId, `doc:${periodId}`, async () => ({
        doc: (await findOfPeriod('published', siteId, periodId)) ?? null,
      }));
      if (!doc) return undefined;
      const period = await lessonRepo.findPeriod('published', siteId, periodId);
      if (!period) throw notFound('课时不存在或已被删除');
      const { outline, owned, isLecturer } = await deps.study.readerCourse(siteId, user, period.course_id);
      const chapter = outline.chapters.find((item) => item.id === String(period.chapter_id));
      const lesson = chapter?.periodList.find((item) => item.id === String(periodId));
      if (!chapter || !lesson) throw notFound('课时不存在或已被删除');
      const whole = await mayWatch({
        periodFree: lesson.isFree === 1,
        chapterFree: chapter.isFree === 1,
        courseFree: outline.isFree,
        owned,
        isLecturer,
      });
      const signed = await deps.access.sign(siteId, user.id, {
        documentId: doc.document_id,
        docName: doc.doc_name,
        courseId: period.course_id,
        periodId,
        whole,
        freePages: Math.min(doc.free_pages, ResourceRules.maxFreePages),
        download: whole && doc.is_download === 1,
      });
      return {
        // A document lesson has no video: the play fields stay empty and `doc` holds the addresses.
        videoId: signed.documentId,
        videoName: signed.docName,
        playUrl: '',
        playToken: '',
        expireTime: signed.expireTime,
        duration: 0,
        width: 0,
        height: 0,
        coverUrl: '',
        courseId: String(period.course_id),
        chapterId: String(period.chapter_id),
        periodId: String(periodId),
        periodName: period.period_name,
        position: 0,
        doc: signed,
      };
    },
  };
}

export type DocumentLessons = ReturnType<typeof createDocumentLessons>;
