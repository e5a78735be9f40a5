import { createReadStream } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { DOCUMENT_FILE_PATH, resourceContracts } from '@school/contracts';
import { bindRoutes, sessionTokenOf } from '../../core/http.ts';
import { parseId } from '../../core/ids.ts';
import type { DocumentAccess } from './document-access.service.ts';
import type { DocumentService } from './document.service.ts';

/** One `bytes=a-b` range (the only kind pdf.js and download managers send); undefined for none or another kind. */
export function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | undefined {
  const match = header?.match(/^bytes=(\d*)-(\d*)$/);
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  let start: number;
  let end: number;
  if (match[1] === '') {
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  if (start > end || start >= size) return 'unsatisfiable';
  return { start, end };
}

export function registerResourceRoutes(
  app: FastifyInstance,
  { documents, access }: { documents: DocumentService; access: DocumentAccess },
): void {
  bindRoutes(app, resourceContracts, {
    viewDownloadCount: ({ siteId, body }) => access.downloadCount(siteId, parseId(body.courseId)),
    viewDocument: ({ siteId, user, body }) => documents.viewOwn(siteId, user.id, parseId(body.id)),
    listDocument: ({ siteId, user, body }) => documents.pageOwn(siteId, user.id, body),
    previewDocument: ({ siteId, user, body }) => access.previewDraft(siteId, user.id, parseId(body.id), user.id),
    adminPreviewDocument: ({ siteId, body }) => access.previewDraft(siteId, 0, parseId(body.id)),
    adminPageDocumentJob: ({ siteId, body }) => documents.pageJobs(siteId, body),
    adminRetryDocumentJob: ({ siteId, body }) => documents.retry(siteId, parseId(body.id)),
    adminPageDownloadLog: ({ siteId, body }) => access.pageDownloads(siteId, body),
    adminViewDownloadSetting: ({ siteId }) => access.viewSetting(siteId),
    adminSaveDownloadSetting: ({ siteId, body }) => access.saveSetting(siteId, body),
  });

  // The signed address of a preview or a download: pdf.js and a browser download send no site header or
  // token, the signature names the school, the document and the reader. Ranges are served from the disk.
  app.get<{ Params: { token: string } }>(
    `${DOCUMENT_FILE_PATH}/:token`,
    { schema: { hide: true }, config: { access: 'visitor', siteFromToken: true, rateLimit: false } },
    async (request, reply) => {
      const header = request.headers.range;
      const rangeStart = header?.match(/^bytes=(\d+)-/)?.[1];
      const file = await access.serve(request.params.token, {
        ip: request.ip,
        rangeStart: rangeStart === undefined ? undefined : Number(rangeStart),
        ifRange: typeof request.headers['if-range'] === 'string' ? request.headers['if-range'] : undefined,
        // A HEAD only asks about the file: it starts no download.
        starts: request.method === 'GET',
        sessionToken: sessionTokenOf(request),
      });
      reply
        .header('content-type', file.contentType)
        .header('accept-ranges', 'bytes')
        .header('cache-control', 'private, no-store')
        .header('etag', file.etag)
        .header('last-modified', file.lastModified)
        .header(
          'content-disposition',
          file.downloadName ? `attachment; filename*=UTF-8''${encodeURIComponent(file.downloadName)}` : 'inline',
        );
      const range = file.rangeHolds ? parseRange(header, file.size) : undefined;
      if (range === 'unsatisfiable') return reply.code(416).header('content-range', `bytes */${file.size}`).send();
      if (!range) return reply.header('content-length', file.size).send(createReadStream(file.path));
      return reply
        .code(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${file.size}`)
        .header('content-length', range.end - range.start + 1)
        .send(createReadStream(file.path, { start: range.start, end: range.end }));
    },
  );
}
