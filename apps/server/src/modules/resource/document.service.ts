import fs from 'node:fs/promises';
import {
  DOC_FILE_TYPES,
  DocState,
  type DocFileType,
  type DocumentInfo,
  type DocumentJob,
  type DocumentJobListBody,
  type Page,
  type PageQuery,
} from '@school/contracts';
import { notFound, wrongState } from '../../core/errors.ts';
import type { IdGenerator } from '../../core/ids.ts';
import type { JobQueue, RunningJob } from '../../core/jobs.ts';
import { pageWindow, toPage } from '../../core/paging.ts';
import { formatDateTime, type Clock } from '../../core/time.ts';
import { newBusinessRow } from '../../db/columns.ts';
import type { DocumentFiles } from './document-files.ts';
import { detectType, isOfficeType } from './document-type.ts';
import type { OfficeConverter } from './office-convert.ts';
import { loadPdf, PDF_MAX_BYTES, PdfRefused } from './pdf-tools.ts';
import type { ResourceRepo } from './resource.repo.ts';
import type { ResourceDocumentTable } from './resource.tables.ts';

export const DOCUMENT_JOB = 'document';

/** An assembled upload handed over by the chunked upload. */
export interface ReceivedFile {
  file: string;
  name: string;
  size: number;
  md5: string;
}

export const toDocumentInfo = (row: ResourceDocumentTable): DocumentInfo => ({
  id: String(row.id),
  docName: row.doc_name,
  docType: row.doc_type,
  docSize: row.doc_size,
  pageCount: row.page_count,
  docState: row.doc_state,
  failReason: row.fail_reason,
  gmtCreate: formatDateTime(row.gmt_create),
});

export interface DocumentServiceDeps {
  repo: ResourceRepo;
  files: DocumentFiles;
  converter: OfficeConverter;
  jobs: Pick<JobQueue, 'define' | 'enqueue' | 'find' | 'retry'>;
  clock: Clock;
  newId: IdGenerator;
}

/**
 * Documents: taken from the chunked upload, then prepared by a durable job that reads the type from the
 * bytes, counts a PDF's pages and turns Office files into PDFs, leaving each ready to read, for
 * download only, or failed with its reason.
 */
export function createDocumentService({ repo, files, converter, jobs, clock, newId }: DocumentServiceDeps) {
  const settle = async (siteId: number, id: number, changes: Partial<ResourceDocumentTable>): Promise<void> => {
    await repo.updateDocument(siteId, id, { ...changes, gmt_modified: clock.now() });
  };

  /** The PDF a ready document is read from, checked and counted; a refusal is the document's failure. */
  async function countPages(pdf: string): Promise<number> {
    return (await loadPdf(pdf)).getPageCount();
  }

  async function prepare(siteId: number, id: number, job: RunningJob): Promise<void> {
    const row = await repo.findDocument(siteId, id);
    if (!row) return;
    const original = files.original(siteId, id);
    const detected = await detectType(original, row.doc_name);
    if ('reason' in detected) {
      await settle(siteId, id, { doc_state: DocState.failed, fail_reason: detected.reason, has_preview: 0 });
      return;
    }
    const type = detected.type;
    if (type === 'mp3') return settle(siteId, id, { doc_type: type, doc_state: DocState.ready, fail_reason: '' });
    if (type === 'zip')
      return settle(siteId, id, { doc_type: type, doc_state: DocState.downloadOnly, fail_reason: '' });
    if (type === 'pdf') {
      if (row.doc_size > PDF_MAX_BYTES)
        return settle(siteId, id, {
          doc_type: type,
          doc_state: DocState.downloadOnly,
          fail_reason: '文件过大，不提供在线预览',
        });
      try {
        const pages = await countPages(original);
        return settle(siteId, id, {
          doc_type: type,
          page_count: pages,
          doc_state: DocState.ready,
          has_preview: 1,
          fail_reason: '',
        });
      } catch (error) {
        if (!(error instanceof PdfRefused)) throw error;
        return settle(siteId, id, { doc_type: type, doc_state: DocState.failed, fail_reason: error.message });
      }
    }
    if (isOfficeType(type) && converter.available) {
      await settle(siteId, id, { doc_type: type, doc_state: DocState.converting, fail_reason: '' });
      const converted = files.converted(siteId, id);
      try {
        await converter.convert(original, type, converted, job.signal);
        const pages = await countPages(converted);
        return settle(siteId, id, { doc_state: DocState.ready, page_count: pages, has_preview: 1 });
      } catch (error) {
        // Shutting down: the queue hands the job back and another run converts it.
        if (job.signal.aborted) throw error;
        await fs.rm(converted, { force: true });
        return settle(siteId, id, { doc_state: DocState.downloadOnly, fail_reason: '转换为 PDF 失败，仅提供下载' });
      }
    }
    return settle(siteId, id, { doc_type: type, doc_state: DocState.downloadOnly, fail_reason: '' });
  }

  jobs.define<{ documentId: number }>(DOCUMENT_JOB, {
    // LibreOffice converts one document at a time (office-convert.ts); the others wait their turn.
    concurrency: 1,
    maxAttempts: 3,
    leaseMs: 5 * 60_000,
    run: (payload, job) => prepare(job.siteId, payload.documentId, job),
    async onFailed(payload, error, job) {
      await settle(job.siteId, payload.documentId, {
        doc_state: DocState.failed,
        fail_reason: `处理失败：${error}`.slice(0, 500),
      });
    },
  });

  const toJob = async (row: ResourceDocumentTable): Promise<DocumentJob> => {
    const job = row.job_id ? await jobs.find(row.site_id, row.job_id) : undefined;
    return {
      ...toDocumentInfo(row),
      userId: String(row.user_id),
      attempts: job?.attempts ?? 0,
      gmtModified: formatDateTime(row.gmt_modified),
    };
  };

  async function enqueue(siteId: number, id: number): Promise<number> {
    const jobId = await jobs.enqueue(DOCUMENT_JOB, siteId, { documentId: id });
    await settle(siteId, id, { job_id: jobId });
    return jobId;
  }

  return {
    /** Takes an assembled upload as the user's document (the same file again answers the kept one). */
    async receive(siteId: number, userId: number, upload: ReceivedFile): Promise<DocumentInfo> {
      const kept = await repo.findOwnByFile(siteId, userId, upload.md5, upload.size);
      if (kept) {
        await fs.rm(upload.file, { force: true });
        return toDocumentInfo(kept);
      }
      const row: ResourceDocumentTable = {
        ...newBusinessRow(newId(), siteId, clock.now()),
        user_id: userId,
        doc_name: upload.name,
        md5: upload.md5,
        doc_size: upload.size,
        doc_type: '',
        page_count: 0,
        doc_state: DocState.waiting,
        fail_reason: '',
        has_preview: 0,
        job_id: 0,
      };
      await files.keep(siteId, row.id, upload.file);
      await repo.insertDocument(row);
      row.job_id = await enqueue(siteId, row.id);
      return toDocumentInfo(row);
    },

    /** A document this user uploaded that is kept before, by its file (an upload that need not be sent again). */
    async findOwnByFile(siteId: number, userId: number, md5: string, size: number) {
      const row = await repo.findOwnByFile(siteId, userId, md5, size);
      return row && toDocumentInfo(row);
    },

    async viewOwn(siteId: number, userId: number, id: number): Promise<DocumentInfo> {
      const row = await repo.findDocument(siteId, id);
      if (!row || row.user_id !== userId) throw notFound('文档不存在或不是您上传的');
      return toDocumentInfo(row);
    },

    async pageOwn(siteId: number, userId: number, query: PageQuery): Promise<Page<DocumentInfo>> {
      const window = pageWindow(query);
      const { rows, total } = await repo.pageOfUser(siteId, userId, window);
      return toPage(rows.map(toDocumentInfo), total, window);
    },

    async pageJobs(siteId: number, query: DocumentJobListBody): Promise<Page<DocumentJob>> {
      const window = pageWindow(query);
      const { rows, total } = await repo.pageOfSite(siteId, query.docState, window);
      return toPage(await Promise.all(rows.map(toJob)), total, window);
    },

    /** Prepares a failed or download-only document again (after LibreOffice was installed, say). */
    async retry(siteId: number, id: number): Promise<DocumentJob> {
      const row = await repo.findDocument(siteId, id);
      if (!row) throw notFound('文档不存在或已被删除');
      if (row.doc_state !== DocState.failed && row.doc_state !== DocState.downloadOnly)
        throw wrongState('只有处理失败或仅可下载的文档可以重新处理');
      await files.dropMade(siteId, id);
      await settle(siteId, id, { doc_state: DocState.waiting, fail_reason: '', has_preview: 0, page_count: 0 });
      if (!(row.job_id && (await jobs.retry(siteId, row.job_id)))) await enqueue(siteId, id);
      return toJob((await repo.findDocument(siteId, id))!);
    },

    /** The ids of the school's documents of one file type (Word: doc and docx), for the lists' filter. */
    idsOfFileType: (siteId: number, fileType: DocFileType): Promise<number[]> =>
      repo.idsOfTypes(siteId, DOC_FILE_TYPES[fileType]),

    /** Documents by id (those of another school are missing). */
    async findMany(siteId: number, ids: number[]): Promise<Map<number, ResourceDocumentTable>> {
      const rows = await repo.findDocuments(
        siteId,
        [...new Set(ids)].filter((id) => id !== 0),
      );
      return new Map(rows.map((row) => [row.id, row]));
    },
  };
}

export type DocumentService = ReturnType<typeof createDocumentService>;
