import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Limits, VOD_HLS_PATH, vodContracts } from '@school/contracts';
import { AppError, badRequest } from '../../core/errors.ts';
import { bindRoutes, lazyRequestLogger, streamed, sessionTokenOf } from '../../core/http.ts';
import { parseId } from '../../core/ids.ts';
import { mimeOf } from './vod-core.ts';
import type { VodService } from './vod.service.ts';

const multipartMessages: Record<string, string> = {
  FST_REQ_FILE_TOO_LARGE: `分片过大：每片最多 ${Limits.uploadChunkBytes} 字节`,
  FST_FILES_LIMIT: '一次只能上传一个分片',
  FST_FIELDS_LIMIT: '表单字段过多',
  FST_PARTS_LIMIT: '表单字段过多',
  FST_PROTO_VIOLATION: '上传内容格式不正确',
  FST_INVALID_MULTIPART_CONTENT_TYPE: '请使用 multipart/form-data 上传分片',
};

type PendingChunk = Awaited<ReturnType<VodService['receiveChunk']>>;

/**
 * Reads a chunk call: its form fields, then the `file` part, handed to `onChunk` as it streams in
 * (never held in memory; the fields must come first, as browsers' uploaders send them). A JSON body is
 * read as the fields of a check call.
 */
async function readChunkCall(
  request: FastifyRequest,
  onChunk: (fields: Record<string, unknown>, stream: Readable) => Promise<PendingChunk>,
) {
  if (!request.isMultipart()) {
    const body: unknown = request.body;
    if (!body || typeof body !== 'object' || Array.isArray(body))
      throw badRequest('请使用 multipart/form-data 上传分片');
    return { fields: body as Record<string, unknown>, chunk: undefined };
  }
  const fields: Record<string, unknown> = {};
  let chunk: PendingChunk | undefined;
  try {
    const parts = request.parts({
      limits: { fileSize: Limits.uploadChunkBytes, files: 1, fields: 20, fieldSize: 1000, parts: 21 },
    });
    for await (const part of parts) {
      if (part.type === 'field') fields[part.fieldname] = part.value;
      else if (part.fieldname !== 'file') {
        part.file.resume();
        throw badRequest('参数错误：分片应放在 file 字段');
      } else {
        try {
          chunk = await onChunk({ ...fields }, part.file);
        } finally {
          part.file.resume();
        }
      }
    }
    return { fields, chunk };
  } catch (error) {
    await chunk?.abandon();
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    throw badRequest((code && multipartMessages[code]) ?? '上传内容格式不正确');
  }
}

/**
 * Playlists and segments need only the signed token and read no table, so they are left out of the
 * per-address API budget (a class behind one address fetches a segment every few seconds each); the
 * key keeps it.
 */
const hlsConfig = { access: 'visitor' as const, siteFromToken: true, rateLimit: false as const };
const keyConfig = { access: 'visitor' as const, siteFromToken: true };

export function registerVodRoutes(app: FastifyInstance, vod: VodService): void {
  const { uploadVideo, uploadVideoPolyv, ...calls } = vodContracts;
  const receive = async (request: FastifyRequest) => {
    const { siteId, viewer } = request;
    const { fields, chunk } = await readChunkCall(request, (chunkFields, stream) =>
      vod.receiveChunk(siteId, viewer!, chunkFields, stream),
    );
    return chunk ? chunk.finish() : vod.checkUpload(siteId, viewer!, fields);
  };
  // The chunk uploads stream their body; a JSON body is a check call.
  const upload = streamed(['multipart/form-data', 'application/json'], receive);
  // The spec's vendor-named video upload is the same protocol on our own pipeline (decision 0017).
  bindRoutes(app, { uploadVideo, uploadVideoPolyv }, { uploadVideo: upload, uploadVideoPolyv: upload });

  bindRoutes(app, calls, {
    viewVideo: ({ siteId, user, body }) => vod.viewOwn(siteId, user.id, parseId(body.id)),
    listVideos: ({ siteId, user, body }) => vod.listOwn(siteId, user.id, body),
    playVideo: ({ siteId, user, body }) => vod.play(siteId, user.id, body),
    adminListTranscodeJobs: ({ siteId, body }) => vod.listJobs(siteId, body),
    adminRetryTranscodeJob: ({ siteId, body }) => vod.retryJob(siteId, parseId(body.id)),
    adminPlayVideo: ({ siteId, operator, body }) => vod.adminPlay(siteId, operator.id, parseId(body.videoId)),
  });

  // HLS: the play token in the path names the school, viewer and video (no site-id header).
  type TokenParams = { playToken: string };
  const base = VOD_HLS_PATH;
  app.get<{ Params: TokenParams }>(
    `${base}/:playToken/master.m3u8`,
    { schema: { hide: true }, config: hlsConfig },
    async (request, reply) =>
      reply
        .type('application/vnd.apple.mpegurl')
        .header('cache-control', 'no-cache')
        .send(await vod.masterPlaylist(request.params.playToken)),
  );
  app.get<{ Params: TokenParams }>(
    `${base}/:playToken/key`,
    { schema: { hide: true }, config: keyConfig },
    async (request, reply) => {
      const session = sessionTokenOf(request);
      return reply
        .type('application/octet-stream')
        .header('cache-control', 'no-store')
        .send(await vod.segmentKey(request.params.playToken, session));
    },
  );
  const sendFile = (reply: FastifyReply, file: string, size: number, body: Buffer | Readable) =>
    reply
      .type(mimeOf(file))
      .header('content-length', size)
      .header('cache-control', file.endsWith('.ts') ? 'private, max-age=86400' : 'no-cache')
      .send(body);
  app.get<{ Params: TokenParams & { rendition: string; file: string } }>(
    `${base}/:playToken/:rendition/:file`,
    { schema: { hide: true }, config: hlsConfig, childLoggerFactory: lazyRequestLogger },
    (request, reply) => {
      const { playToken, rendition, file } = request.params;
      // A file in memory is sent at once, without a promise; nothing is returned, so Fastify does not
      // wait on the reply as it would on a returned one (decision 0087).
      const kept = vod.keptHlsFile(playToken, rendition, file);
      if (kept) {
        sendFile(reply, file, kept.length, kept);
        return;
      }
      return vod
        .hlsFile(playToken, rendition, file)
        .then((found) => sendFile(reply, file, found.size, 'body' in found ? found.body : found.stream));
    },
  );
}
