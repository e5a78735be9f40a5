import { chunkCountOf, Limits, vodContracts, type VideoUploadResult } from '@school/contracts';
import { ApiError, type Requester } from '~/lib/request';
import { bytesPresent, chunkBounds, createSpeedMeter, FILE_READ_ERROR, missingChunks } from './upload-plan';

export type UploadPhase = 'hashing' | 'uploading' | 'paused' | 'done' | 'failed';

export interface UploadProgress {
  phase: UploadPhase;
  /** 0–1 while the MD5 is computed. */
  hashed: number;
  sentBytes: number;
  totalBytes: number;
  /** Bytes per second over the last seconds. */
  speed: number;
  secondsLeft?: number;
  /** Why it failed. */
  message?: string;
  result?: VideoUploadResult;
}

/** Computes a file's MD5 (a Web Worker in the browser); rejects with FILE_READ_ERROR when unreadable. */
export type Hasher = (file: File, onProgress: (share: number) => void) => Promise<string>;

/** The MD5 in a Web Worker reading 10,240,000-byte slices, so the page stays responsive. */
export const hashInWorker: Hasher = (file, onProgress) =>
  new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./md5.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<{ progress?: number; md5?: string; error?: boolean }>) => {
      if (event.data.progress !== undefined) onProgress(event.data.progress);
      if (event.data.md5 || event.data.error) {
        worker.terminate();
        if (event.data.md5) resolve(event.data.md5);
        else reject(new Error(FILE_READ_ERROR));
      }
    };
    worker.onerror = () => {
      worker.terminate();
      reject(new Error(FILE_READ_ERROR));
    };
    worker.postMessage(file);
  });

export interface VideoUpload {
  pause(): void;
  resume(): void;
  /** Resolves with the server's answer once the file is whole (its `videoId`), rejects with the reason. */
  done: Promise<VideoUploadResult>;
}

/**
 * Uploads a video or a document by the chunk protocol (SPEC §4–5, §9): MD5 first (sending waits), then the check
 * call says which chunks the server already has (a closed tab, a lost network or a restarted server
 * resume there), then each missing 2,048,000-byte chunk, tried up to `Limits.uploadChunkRetries` more
 * times when the network or the server fails; a refusal (4xx) stops at once with the server's message.
 */
export function startVideoUpload(
  api: Requester,
  file: File,
  {
    periodId,
    isDoc = false,
    onProgress,
    hash = hashInWorker,
  }: {
    periodId?: string;
    /** A lesson's document (resources and library) rather than a video: the answer carries `documentId`. */
    isDoc?: boolean;
    onProgress(progress: UploadProgress): void;
    hash?: Hasher;
  },
): VideoUpload {
  const totalBytes = file.size;
  const meter = createSpeedMeter();
  let progress: UploadProgress = { phase: 'hashing', hashed: 0, sentBytes: 0, totalBytes, speed: 0 };
  const report = (change: Partial<UploadProgress>) => {
    progress = { ...progress, ...change };
    onProgress(progress);
  };
  let paused = false;
  let wake: (() => void) | undefined;
  const whilePaused = async () => {
    while (paused) {
      report({ phase: 'paused', speed: 0, secondsLeft: undefined });
      await new Promise<void>((resolve) => (wake = resolve));
    }
  };

  const send = async (fields: Record<string, string | number>, chunk?: Blob): Promise<VideoUploadResult> => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
    // The fields come before the chunk: the server writes the chunk into place as it arrives.
    if (chunk) form.append('file', chunk, file.name);
    const reply = await api.request(vodContracts.uploadVideo, form, { isShowErrTip: false });
    if (reply.code !== 200) throw new ApiError(reply);
    return reply.data;
  };

  const sendChunk = async (fields: Record<string, string | number>, n: number): Promise<VideoUploadResult> => {
    const [start, end] = chunkBounds(n, totalBytes);
    let bytes: Blob;
    try {
      // Read now, so a file that went away or cannot be read is named as such.
      bytes = new Blob([await file.slice(start, end).arrayBuffer()]);
    } catch {
      throw new Error(FILE_READ_ERROR);
    }
    for (let attempt = 0; ; attempt++) {
      try {
        return await send({ ...fields, chunkNumber: n, currentChunkSize: end - start }, bytes);
      } catch (error) {
        // A refusal (a 4xx, or the session band) is the same on every try; 5xx and network failures are not.
        const refused = error instanceof ApiError && error.code < 500;
        if (refused || attempt >= Limits.uploadChunkRetries) throw error;
        await new Promise((resolve) => setTimeout(resolve, 1000 * (attempt + 1)));
      }
    }
  };

  const run = async (): Promise<VideoUploadResult> => {
    const identifier = await hash(file, (hashed) => report({ hashed }));
    await whilePaused();
    const fields: Record<string, string | number> = {
      identifier,
      filename: file.name,
      totalSize: totalBytes,
      totalChunks: chunkCountOf(totalBytes),
      chunkSize: Limits.uploadChunkBytes,
      ...(periodId ? { periodId } : {}),
      ...(isDoc ? { isDoc: 1 } : {}),
    };
    let answer = await send(fields);
    const withUpload = { ...fields, uploadStatusId: answer.uploadStatusId };
    let sentBytes = bytesPresent(totalBytes, answer.uploads);
    meter.sample(sentBytes);
    report({ phase: 'uploading', hashed: 1, sentBytes });
    const whole = (reply: VideoUploadResult) => Boolean(reply.videoId || reply.documentId);
    for (const n of whole(answer) ? [] : missingChunks(totalBytes, answer.uploads)) {
      await whilePaused();
      report({ phase: 'uploading' });
      answer = await sendChunk(withUpload, n);
      const [start, end] = chunkBounds(n, totalBytes);
      sentBytes += end - start;
      meter.sample(sentBytes);
      report({ sentBytes, speed: meter.speed(), secondsLeft: meter.secondsLeft(totalBytes - sentBytes) });
    }
    report({ phase: 'done', sentBytes: totalBytes, secondsLeft: 0, result: answer });
    return answer;
  };

  const done = run().catch((error: unknown) => {
    report({ phase: 'failed', message: error instanceof Error ? error.message : '上传失败，请重试' });
    throw error;
  });
  // The caller may only watch `onProgress`: an unhandled rejection is not a second report.
  done.catch(() => {});
  return {
    pause() {
      paused = true;
    },
    resume() {
      paused = false;
      wake?.();
    },
    done,
  };
}
