import fs from 'node:fs/promises';
import {
  DocState,
  DOWNLOAD_LIMIT_MESSAGE,
  DOWNLOAD_ONLY_MESSAGE,
  documentFilePath,
  ResourceRules,
  type DocumentSign,
  type DownloadCount,
  type DownloadLog,
  type DownloadLogListBody,
  type DownloadSetting,
  type Page,
} from '@school/contracts';
import { AppError, forbidden, notFound, wrongState } from '../../core/errors.ts';
import { Code } from '@school/contracts';
import type { IdGenerator } from '../../core/ids.ts';
import { parseId } from '../../core/ids.ts';
import { pageWindow, toPage } from '../../core/paging.ts';
import { formatDateTime, type Clock } from '../../core/time.ts';
import type { SessionStore } from '../../core/sessions.ts';
import type { DocumentFiles } from './document-files.ts';
import { LinkMode, type DocumentGrant, type DocumentLinks } from './document-link.ts';
import type { DocumentService } from './document.service.ts';
import { cutPdf, stampPdf } from './pdf-tools.ts';
import type { ResourceRepo } from './resource.repo.ts';
import type { ResourceDocumentTable } from './resource.tables.ts';

/** What the course module decided a reader may do with a document lesson. */
export interface DocumentRight {
  documentId: number;
  /** The name the lesson gives the file. */
  docName: string;
  courseId: number;
  periodId: number;
  /** The whole document (entitled), or only its first `freePages` pages. */
  whole: boolean;
  freePages: number;
  /** A download address too (the lesson allows downloads and the reader is entitled). */
  download: boolean;
}

export interface DocumentAccessDeps {
  repo: ResourceRepo;
  files: DocumentFiles;
  links: DocumentLinks;
  documents: Pick<DocumentService, 'findMany'>;
  /** A download address works only in the session of the reader it was made for. */
  sessions: Pick<SessionStore, 'resolve'>;
  /** The footer a downloaded PDF carries: the school's name and the reader's masked mobile. */
  footerOf: (siteId: number, userId: number) => Promise<{ site: string; reader: string }>;
  /** Who downloaded, for the operator's log. */
  readersOf: (siteId: number, userIds: number[]) => Promise<Map<number, { nickname: string; mobile: string }>>;
  clock: Clock;
  newId: IdGenerator;
}

const MIME: Record<string, string> = {
  pdf: 'application/pdf',
  mp3: 'audio/mpeg',
  zip: 'application/zip',
  txt: 'text/plain; charset=utf-8',
};

/** The file a signed address serves, with what the reply needs. */
export interface ServedFile {
  path: string;
  size: number;
  /** The validators a browser resumes a download against (it sends one back in If-Range). */
  etag: string;
  lastModified: string;
  /** False when If-Range names another version of the file: the whole file is sent, not the range. */
  rangeHolds: boolean;
  contentType: string;
  /** Set for downloads: the name the browser saves it under. */
  downloadName?: string;
}

const dayOf = (epochMs: number) => Number(formatDateTime(epochMs).slice(0, 10).replaceAll('-', ''));

/**
 * Signed preview and download addresses of document lessons and the files behind them: the whole PDF
 * for entitled readers, a PDF of the free pages for the others (made once and kept, so the later pages
 * never leave the server), downloads logged, counted once per reader, item and day, and limited a day.
 */
export function createDocumentAccess(deps: DocumentAccessDeps) {
  const { repo, files, links, clock } = deps;

  const dailyLimit = async (siteId: number) =>
    (await repo.findSetting(siteId))?.daily_download_limit ?? ResourceRules.defaultDailyDownloads;

  /** The PDF readers of this document preview; undefined when it has none. */
  const previewSource = (row: ResourceDocumentTable) =>
    row.has_preview !== 1
      ? undefined
      : row.doc_type === 'pdf'
        ? files.original(row.site_id, row.id)
        : files.converted(row.site_id, row.id);

  /** Makes (once) the PDF of the first pages; a reader without the item is only ever sent this. */
  async function freePagesFile(row: ResourceDocumentTable, pages: number): Promise<string> {
    const target = files.freePages(row.site_id, row.id, pages);
    if (!(await files.exists(target))) await cutPdf(previewSource(row)!, pages, target);
    return target;
  }

  async function stampedFile(row: ResourceDocumentTable, userId: number): Promise<string> {
    const target = files.stamped(row.site_id, row.id, userId);
    if (!(await files.exists(target)))
      await stampPdf(files.original(row.site_id, row.id), await deps.footerOf(row.site_id, userId), target);
    return target;
  }

  /** A copied download address does not work for anyone else: the request must carry the reader's own session. */
  async function checkReader(grant: DocumentGrant, sessionToken: string | undefined): Promise<void> {
    const session = await deps.sessions.resolve(grant.siteId, sessionToken, 'user');
    if (session.subjectId !== grant.userId) throw forbidden('下载地址仅限本人登录后使用，请回到页面重新下载');
  }

  /** The reader's downloads of the day, refused once they reach the school's daily limit. */
  async function todayWithinLimit(grant: DocumentGrant, day: number) {
    const today = await repo.downloadsOfDay(grant.siteId, grant.userId, day, grant.courseId, grant.periodId);
    if (today.total >= (await dailyLimit(grant.siteId)))
      throw new AppError(Code.tooManyRequests, DOWNLOAD_LIMIT_MESSAGE);
    return today;
  }

  /** Logs a download that starts (not a resumed part), unless the reader has reached today's limit. */
  async function logDownload(grant: DocumentGrant, ip: string): Promise<void> {
    const now = clock.now();
    const day = dayOf(now);
    const today = await todayWithinLimit(grant, day);
    await repo.insertDownload({
      id: deps.newId(),
      site_id: grant.siteId,
      gmt_create: now,
      user_id: grant.userId,
      course_id: grant.courseId,
      period_id: grant.periodId,
      document_id: grant.documentId,
      ip: ip.slice(0, 64),
      day,
      counted: today.ofCourse === 0 ? 1 : 0,
      period_counted: today.ofPeriod === 0 ? 1 : 0,
    });
  }

  return {
    /** The addresses of a document lesson for a signed-in reader, as the course module judged the right. */
    async sign(siteId: number, userId: number, right: DocumentRight): Promise<DocumentSign> {
      const row = (await deps.documents.findMany(siteId, [right.documentId])).get(right.documentId);
      if (!row) throw notFound('文档不存在或已被删除');
      if (row.doc_state === DocState.waiting || row.doc_state === DocState.converting)
        throw wrongState('文档正在处理中，请稍后再试');
      if (row.doc_state === DocState.failed) throw wrongState(`文档处理失败：${row.fail_reason}`);
      const now = clock.now();
      const grant = { siteId, documentId: row.id, userId, courseId: right.courseId, periodId: right.periodId };
      const previewPages = right.whole ? row.page_count : Math.min(right.freePages, row.page_count);
      const canPreview = row.has_preview === 1 && previewPages > 0;
      const canPlay = row.doc_type === 'mp3' && right.whole;
      const previewExpires = now + ResourceRules.previewLinkSeconds * 1000;
      const previewUrl = canPreview
        ? documentFilePath(
            links.sign({
              ...grant,
              mode: right.whole ? LinkMode.wholePreview : LinkMode.freePreview,
              pages: right.whole ? 0 : previewPages,
              expiresAt: previewExpires,
            }),
          )
        : canPlay
          ? documentFilePath(links.sign({ ...grant, mode: LinkMode.wholePreview, pages: 0, expiresAt: previewExpires }))
          : '';
      const downloadUrl = right.download
        ? documentFilePath(
            links.sign({
              ...grant,
              mode: LinkMode.download,
              pages: 0,
              expiresAt: now + ResourceRules.downloadLinkSeconds * 1000,
            }),
          )
        : '';
      return {
        documentId: String(row.id),
        docName: right.docName || row.doc_name,
        docType: row.doc_type,
        docSize: row.doc_size,
        docState: row.doc_state,
        pageCount: row.page_count,
        previewUrl,
        previewPages: canPreview ? previewPages : 0,
        isFull: right.whole ? 1 : 0,
        downloadUrl,
        message: canPreview || row.doc_type === 'mp3' ? '' : DOWNLOAD_ONLY_MESSAGE,
        expireTime: formatDateTime(previewExpires),
      };
    },

    /**
     * A draft's document as its readers will see it, whole and without a download: for its uploader
     * (`ownerId`), or for the operator when no owner is asked for. Another's document answers 404.
     */
    async previewDraft(siteId: number, viewerId: number, documentId: number, ownerId?: number): Promise<DocumentSign> {
      const row = (await deps.documents.findMany(siteId, [documentId])).get(documentId);
      if (!row || (ownerId !== undefined && row.user_id !== ownerId)) throw notFound('文档不存在或不是您上传的');
      const right = { documentId, docName: '', courseId: 0, periodId: 0, whole: true, freePages: 0, download: false };
      return this.sign(siteId, viewerId, right);
    },

    /**
     * The file behind a signed address. A download that starts (no range, one from byte 0, or a range of
     * a file that changed since) is logged and counted first; a resumed one is not; a HEAD is refused at
     * the daily limit without being logged (the page asks it before handing the address to the browser).
     */
    async serve(
      token: string,
      request: {
        ip: string;
        rangeStart: number | undefined;
        ifRange: string | undefined;
        starts: boolean;
        sessionToken: string | undefined;
      },
    ): Promise<ServedFile> {
      const grant = links.read(token);
      if (!grant) throw forbidden('文档地址无效');
      if (grant.expiresAt <= clock.now()) throw forbidden('文档地址已过期，请回到页面重新打开');
      const row = (await deps.documents.findMany(grant.siteId, [grant.documentId])).get(grant.documentId);
      if (!row || row.doc_state === DocState.failed) throw notFound('文档不存在或已被删除');
      let file: string;
      let contentType = MIME.pdf!;
      let downloadName: string | undefined;
      if (grant.mode === LinkMode.download) {
        await checkReader(grant, request.sessionToken);
        file = row.doc_type === 'pdf' ? await stampedFile(row, grant.userId) : files.original(row.site_id, row.id);
        contentType = MIME[row.doc_type] ?? 'application/octet-stream';
        downloadName = row.doc_name;
      } else if (row.doc_type === 'mp3') {
        if (grant.mode !== LinkMode.wholePreview) throw forbidden('文档地址无效');
        file = files.original(row.site_id, row.id);
        contentType = MIME.mp3!;
      } else {
        const source = previewSource(row);
        if (!source) throw notFound(DOWNLOAD_ONLY_MESSAGE);
        file = grant.mode === LinkMode.wholePreview ? source : await freePagesFile(row, grant.pages);
      }
      const stat = await fs.stat(file).catch(() => undefined);
      if (!stat) throw notFound('文档不存在或已被删除');
      const etag = `"${stat.size.toString(36)}-${Math.floor(stat.mtimeMs).toString(36)}"`;
      const lastModified = stat.mtime.toUTCString();
      const rangeHolds = request.ifRange === undefined || request.ifRange === etag || request.ifRange === lastModified;
      if (grant.mode === LinkMode.download && !(request.rangeStart && rangeHolds)) {
        if (request.starts) await logDownload(grant, request.ip);
        else await todayWithinLimit(grant, dayOf(clock.now()));
      }
      return { path: file, size: stat.size, etag, lastModified, rangeHolds, contentType, downloadName };
    },

    async pageDownloads(siteId: number, query: DownloadLogListBody): Promise<Page<DownloadLog>> {
      const window = pageWindow(query);
      const { rows, total } = await repo.pageDownloads(
        siteId,
        {
          userId: query.userId === undefined ? undefined : parseId(query.userId),
          courseId: query.courseId === undefined ? undefined : parseId(query.courseId),
        },
        window,
      );
      const [documents, readers] = await Promise.all([
        deps.documents.findMany(
          siteId,
          rows.map((row) => row.document_id),
        ),
        deps.readersOf(
          siteId,
          rows.map((row) => row.user_id),
        ),
      ]);
      return toPage(
        rows.map((row) => ({
          id: String(row.id),
          userId: String(row.user_id),
          nickname: readers.get(row.user_id)?.nickname ?? '',
          mobile: readers.get(row.user_id)?.mobile ?? '',
          courseId: String(row.course_id),
          periodId: String(row.period_id),
          documentId: String(row.document_id),
          docName: documents.get(row.document_id)?.doc_name ?? '',
          ip: row.ip,
          counted: row.counted,
          gmtCreate: formatDateTime(row.gmt_create),
        })),
        total,
        window,
      );
    },

    viewSetting: async (siteId: number): Promise<DownloadSetting> => ({ dailyDownloadLimit: await dailyLimit(siteId) }),
    async saveSetting(siteId: number, setting: DownloadSetting): Promise<DownloadSetting> {
      await repo.saveSetting(siteId, setting.dailyDownloadLimit, clock.now());
      return setting;
    },

    /** The public download counts of an item and its files (none for an id that is not one: nothing to hide). */
    async downloadCount(siteId: number, courseId: number): Promise<DownloadCount> {
      const [ofCourse, ofPeriods] = await Promise.all([
        repo.courseDownloadCounts(siteId, [courseId]),
        repo.downloadCountsOfCourse(siteId, courseId),
      ]);
      return {
        countDownload: ofCourse.get(courseId) ?? 0,
        periodList: [...ofPeriods].map(([periodId, countDownload]) => ({ periodId: String(periodId), countDownload })),
      };
    },

    courseDownloadCounts: (siteId: number, courseIds: number[]) => repo.courseDownloadCounts(siteId, courseIds),
    periodDownloadCounts: (siteId: number, periodIds: number[]) => repo.periodDownloadCounts(siteId, periodIds),
  };
}

export type DocumentAccess = ReturnType<typeof createDocumentAccess>;
