import type { Readable } from 'node:stream';
import { Value } from 'typebox/value';
import { chunkCountOf, Limits, UserType, VideoUploadFields, type VideoUploadResult } from '@school/contracts';
import { badRequest, forbidden, notFound, validationMessage } from '../../core/errors.ts';
import type { SessionUser } from '../../core/http.ts';
import { parseId } from '../../core/ids.ts';
import { cleanFileName } from '../upload/index.ts';
import { isVideo, type MediaInfo } from './media-tools.ts';
import type { UploadStaging } from './upload-staging.ts';
import { NOT_A_VIDEO, type VodCore } from './vod-core.ts';
import { UploadState } from './vod.repo.ts';
import type { VodServiceDeps } from './vod.service.ts';
import type { VodUploadTable, VodVideoTable } from './vod.tables.ts';

/** Resumable chunked uploads: chunks stream into place, the whole file is checked, then recorded as a video. */

/** How long one request may hold an upload while joining its chunks; a crash frees it after this. */
const ASSEMBLY_LEASE_MS = 10 * 60_000;

const range = (count: number) => Array.from({ length: count }, (_, i) => i + 1);

/**
 * Who takes uploads marked as documents (`isDoc` 1): the resource module. The upload checks the name
 * first, then hands the whole, MD5-checked file over instead of probing it as a video.
 */
export interface DocumentReceiver {
  /** Why a file of this name is not taken; undefined when it is. */
  refuseName(name: string): string | undefined;
  maxBytes: number;
  /** The user's document of the same file kept before, by id. */
  findOwnByFile(siteId: number, userId: number, md5: string, size: number): Promise<string | undefined>;
  /** Takes the file (moved away) as the user's document; answers its id. */
  receive(
    siteId: number,
    userId: number,
    file: { file: string; name: string; size: number; md5: string },
  ): Promise<string>;
}

/** Reads a chunk the server already has to its end (the call must still be read whole), counting it. */
async function drain(stream: Readable): Promise<number> {
  let size = 0;
  for await (const piece of stream) size += (piece as Buffer).length;
  return size;
}

/** The form fields of a chunk call, read as the contract says (whole-number text → numbers; empty fields absent). */
function readUploadFields(raw: Record<string, unknown>): VideoUploadFields {
  const properties: Record<string, { type?: string }> = VideoUploadFields.properties;
  const fields = Object.fromEntries(
    Object.keys(properties)
      .map((name) => {
        const value = raw[name];
        const whole = properties[name]!.type === 'integer' && typeof value === 'string' && /^-?\d{1,16}$/.test(value);
        return [name, whole ? Number(value) : value] as const;
      })
      .filter(([, value]) => value !== undefined && value !== null && value !== ''),
  );
  if (!Value.Check(VideoUploadFields, fields))
    throw badRequest(
      validationMessage(
        // TypeBox lists missing fields as requiredProperties where Ajv names one missingProperty.
        [...Value.Errors(VideoUploadFields, fields)].map((error) =>
          error.keyword === 'required'
            ? {
                ...error,
                params: { missingProperty: (error.params as { requiredProperties: string[] }).requiredProperties[0] },
              }
            : error,
        ),
      ),
    );
  return { ...fields, identifier: fields.identifier.toLowerCase() };
}

export function createVodUploadService(deps: VodServiceDeps, core: VodCore) {
  const { vodRepo: repo, staging, clock, newId } = deps;
  const { discardUpload, probeUpload, record } = core;
  /** Assemblies running in this process, so a second request for the same upload waits for the first. */
  const assembling = new Map<number, Promise<VideoUploadResult>>();
  let documents: DocumentReceiver | undefined;

  const documentsOrRefuse = (): DocumentReceiver => {
    if (!documents) throw badRequest('本站暂不支持上传文档');
    return documents;
  };

  function checkChunkArithmetic(fields: VideoUploadFields, withChunk: boolean): void {
    if (fields.isDoc === 1) {
      const receiver = documentsOrRefuse();
      const refusal = receiver.refuseName(fields.filename);
      if (refusal) throw badRequest(refusal);
      if (fields.totalSize > receiver.maxBytes) throw badRequest('文档不能超过 2 GB');
    } else if (fields.totalSize > Limits.videoMaxBytes) throw badRequest('视频文件不能超过 4 GB');
    if (fields.chunkSize !== undefined && fields.chunkSize !== Limits.uploadChunkBytes)
      throw badRequest(`分片大小应为 ${Limits.uploadChunkBytes} 字节`);
    if (fields.totalChunks !== chunkCountOf(fields.totalSize))
      throw badRequest(`分片总数与文件大小不符，应为 ${chunkCountOf(fields.totalSize)} 片`);
    if (!withChunk) return;
    if (fields.chunkNumber === undefined) throw badRequest('参数错误：chunkNumber 不能为空');
    if (fields.chunkNumber > fields.totalChunks) throw badRequest('分片序号超出分片总数');
  }

  function checkChunkSize(fields: VideoUploadFields, size: number): void {
    const expected = staging.chunkBytes(fields.totalSize, fields.totalChunks, fields.chunkNumber!);
    if (size !== expected || (fields.currentChunkSize !== undefined && fields.currentChunkSize !== expected))
      throw badRequest(`第 ${fields.chunkNumber} 片大小不正确，应为 ${expected} 字节`);
  }

  /** The upload the call is for; `created` when this call began it. */
  async function resolveUpload(
    siteId: number,
    userId: number,
    fields: VideoUploadFields,
  ): Promise<{ upload: VodUploadTable; created: boolean }> {
    if (fields.uploadStatusId) {
      const upload = await repo.findUpload(siteId, parseId(fields.uploadStatusId));
      if (!upload) throw notFound('上传任务不存在，请重新选择文件上传');
      if (upload.user_id !== userId) throw forbidden('不能向他人的上传任务提交分片');
      if (upload.md5 !== fields.identifier || upload.total_size !== fields.totalSize)
        throw badRequest('分片与上传任务的文件不一致');
      return { upload, created: false };
    }
    const found = await repo.findUploadByFile(siteId, userId, fields.identifier, fields.totalSize);
    if (found) return { upload: found, created: false };
    const now = clock.now();
    const row: VodUploadTable = {
      id: newId(),
      site_id: siteId,
      gmt_create: now,
      gmt_modified: now,
      user_id: userId,
      md5: fields.identifier,
      file_name: cleanFileName(fields.filename),
      total_size: fields.totalSize,
      total_chunks: fields.totalChunks,
      upload_state: UploadState.receiving,
      assembling_until: 0,
      video_id: 0,
    };
    try {
      await repo.insertUpload(row);
      return { upload: row, created: true };
    } catch (error) {
      // Two first chunks of the same new file at once: the other request made the row.
      const made = await repo.findUploadByFile(siteId, userId, fields.identifier, fields.totalSize);
      if (made) return { upload: made, created: false };
      throw error;
    }
  }

  const uploadResult = (
    upload: VodUploadTable,
    periodId: string,
    uploads: number[],
    video?: VodVideoTable,
    documentId?: string,
  ): VideoUploadResult => ({
    state: periodId,
    videoId: video ? String(video.id) : '',
    uploadStatusId: String(upload.id),
    uploads,
    videoStatus: video?.video_status ?? 0,
    ...(documentId ? { documentId } : {}),
  });

  /**
   * What every call of the chunk protocol checks first: who calls, the fields, and the upload they
   * name (made when this call begins it). `done` answers at once: the same file kept before (instant
   * upload) or just finished.
   */
  async function beginUploadCall(
    siteId: number,
    user: SessionUser,
    rawFields: Record<string, unknown>,
    withChunk: boolean,
  ) {
    if (user.userType !== UserType.teacher && user.userType !== UserType.organisation)
      throw forbidden('只有讲师或机构可以上传视频');
    const fields = readUploadFields(rawFields);
    checkChunkArithmetic(fields, withChunk);
    const periodId = fields.periodId ?? '';
    const fileName = cleanFileName(fields.filename);
    const { upload, created } = await resolveUpload(siteId, user.id, fields);
    if (fields.isDoc === 1) {
      const documentId = await documentsOrRefuse().findOwnByFile(siteId, user.id, upload.md5, upload.total_size);
      const done = documentId
        ? uploadResult(upload, periodId, range(upload.total_chunks), undefined, documentId)
        : undefined;
      if (done) await discardUpload(siteId, upload.id);
      return { fields, periodId, fileName, upload, created, done };
    }
    // The same file kept before is looked for when an upload begins or is checked, not for every chunk.
    const existing = upload.video_id
      ? await repo.findVideo(siteId, upload.video_id)
      : created || !withChunk
        ? await repo.findOwnVideoByFile(siteId, user.id, upload.md5, upload.total_size)
        : undefined;
    if (existing) {
      if (upload.upload_state !== UploadState.done)
        await repo.finishUpload(siteId, upload.id, existing.id, clock.now());
      return {
        fields,
        periodId,
        fileName,
        upload,
        created,
        done: uploadResult(upload, periodId, range(upload.total_chunks), existing),
      };
    }
    if (upload.upload_state === UploadState.done) {
      // Its video was deleted since: take the file again.
      await repo.reopenUpload(siteId, upload.id, clock.now());
      upload.upload_state = UploadState.receiving;
    }
    return { fields, periodId, fileName, upload, created, done: undefined };
  }

  async function assembleClaimed(
    siteId: number,
    userId: number,
    upload: VodUploadTable,
    call: { periodId: string; fileName: string; isDoc: boolean },
  ): Promise<VideoUploadResult> {
    const reopen = () => repo.reopenUpload(siteId, upload.id, clock.now());
    let assembled: Awaited<ReturnType<UploadStaging['assemble']>>;
    try {
      assembled = await staging.assemble(siteId, upload.id, upload.total_size);
    } catch (error) {
      await reopen();
      throw error;
    }
    if (assembled.md5 !== upload.md5) {
      await discardUpload(siteId, upload.id);
      throw badRequest('文件校验失败：内容与 MD5 不一致，请重新上传');
    }
    if (call.isDoc) {
      let documentId: string;
      try {
        documentId = await documentsOrRefuse().receive(siteId, userId, {
          file: assembled.file,
          name: call.fileName,
          size: upload.total_size,
          md5: upload.md5,
        });
      } catch (error) {
        await reopen();
        throw error;
      }
      // The document keeps the file now; the same file sent again is found among the documents.
      await discardUpload(siteId, upload.id);
      return uploadResult(upload, call.periodId, range(upload.total_chunks), undefined, documentId);
    }
    let info: MediaInfo | undefined;
    try {
      info = await probeUpload(assembled.file);
    } catch (error) {
      await reopen();
      throw error;
    }
    if (!info || !isVideo(info)) {
      await discardUpload(siteId, upload.id);
      throw badRequest(NOT_A_VIDEO);
    }
    try {
      const video = await record(
        siteId,
        userId,
        { file: assembled.file, move: true, name: call.fileName, size: upload.total_size, md5: upload.md5, info },
        upload.id,
      );
      await staging.discard(siteId, upload.id);
      return uploadResult(upload, call.periodId, range(upload.total_chunks), video);
    } catch (error) {
      await reopen();
      throw error;
    }
  }

  /** Joins a complete upload into a video; the file is named as in the call that completed it. */
  async function assemble(
    siteId: number,
    userId: number,
    upload: VodUploadTable,
    call: { periodId: string; fileName: string; isDoc: boolean },
  ): Promise<VideoUploadResult> {
    const inProgress = assembling.get(upload.id);
    if (inProgress) return { ...(await inProgress), state: call.periodId };
    // Registered before the first await, so a parallel last chunk in this process waits for this one.
    const work = (async () => {
      const now = clock.now();
      if (!(await repo.claimAssembly(siteId, upload.id, now, now + ASSEMBLY_LEASE_MS)))
        // Another instance is joining the chunks; asking again shortly gives the video.
        return uploadResult(upload, call.periodId, range(upload.total_chunks));
      return assembleClaimed(siteId, userId, upload, call);
    })().finally(() => assembling.delete(upload.id));
    assembling.set(upload.id, work);
    return work;
  }

  return {
    /** Names the module that takes uploads marked as documents. */
    receiveDocumentsWith(receiver: DocumentReceiver): void {
      documents = receiver;
    },

    /** A check call (no chunk): the chunks the server has, or the video once it has them all. */
    async checkUpload(siteId: number, user: SessionUser, rawFields: Record<string, unknown>) {
      const call = await beginUploadCall(siteId, user, rawFields, false);
      if (call.done) return call.done;
      const present = await staging.present(siteId, call.upload.id);
      if (present.length < call.upload.total_chunks) return uploadResult(call.upload, call.periodId, present);
      return assemble(siteId, user.id, call.upload, {
        periodId: call.periodId,
        fileName: call.fileName,
        isDoc: call.fields.isDoc === 1,
      });
    },

    /**
     * A chunk call whose chunk is arriving: written into place as it streams in. The chunk only counts
     * once the whole call has been read (`finish`); a call refused later leaves nothing (`abandon`).
     */
    async receiveChunk(
      siteId: number,
      user: SessionUser,
      rawFields: Record<string, unknown>,
      stream: Readable,
    ): Promise<{ finish(): Promise<VideoUploadResult>; abandon(): Promise<void> }> {
      const call = await beginUploadCall(siteId, user, rawFields, true);
      const { upload, fields, periodId } = call;
      const abandon = async () => {
        if (call.created) await discardUpload(siteId, upload.id);
      };
      if (call.done) {
        const done = call.done;
        await drain(stream);
        return { finish: async () => done, abandon };
      }
      const n = fields.chunkNumber!;
      try {
        await staging.prepare(siteId, upload.id, upload.total_chunks);
        const kept = (await staging.present(siteId, upload.id)).includes(n);
        checkChunkSize(fields, kept ? await drain(stream) : await staging.write(siteId, upload.id, n, stream));
      } catch (error) {
        await abandon();
        throw error;
      }
      return {
        async finish() {
          const present = await staging.mark(siteId, upload.id, n);
          if (present.length < upload.total_chunks) return uploadResult(upload, periodId, present);
          return assemble(siteId, user.id, upload, { periodId, fileName: call.fileName, isDoc: fields.isDoc === 1 });
        },
        abandon,
      };
    },
  };
}
