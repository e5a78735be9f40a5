import { Limits, type VideoUploadResult } from '@school/contracts';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, refuse } from '../../../test/fake-api';
import { FILE_READ_ERROR } from './upload-plan';
import { startVideoUpload, type UploadProgress } from './video-upload';

const CHUNK = Limits.uploadChunkBytes;
const hash = async () => 'd41d8cd98f00b204e9800998ecf8427e';

/** A server that keeps the chunks it is sent, as the real one does, and may fail some sends. */
function chunkServer(size: number, { present = [] as number[], failures = new Map<number, number>() } = {}) {
  const kept = new Set(present);
  const chunksSeen: number[] = [];
  const answer = (form: FormData): VideoUploadResult => {
    const n = Number(form.get('chunkNumber') ?? 0);
    if (n) {
      chunksSeen.push(n);
      const left = failures.get(n) ?? 0;
      if (left > 0) {
        failures.set(n, left - 1);
        throw new TypeError('Failed to fetch');
      }
      expect((form.get('file') as Blob).size).toBe(Math.min(CHUNK, size - (n - 1) * CHUNK));
      kept.add(n);
    }
    const whole = kept.size === Math.ceil(size / CHUNK);
    return {
      state: '',
      videoId: whole ? '99' : '',
      uploadStatusId: '7',
      uploads: [...kept].sort(),
      videoStatus: whole ? 1 : 0,
    };
  };
  return { answer, chunksSeen };
}

const fileOf = (size: number) => new File([new Uint8Array(size)], 'lesson.mp4', { type: 'video/mp4' });

describe('uploading a video in chunks', () => {
  it('sends every chunk after the MD5, and resolves with the video', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const size = 2 * CHUNK + 5;
    const server = chunkServer(size);
    const { api } = fakeApi({ uploadVideo: (form) => server.answer(form as FormData) });
    const seen: UploadProgress[] = [];
    const upload = startVideoUpload(api, fileOf(size), { hash, onProgress: (p) => seen.push(p) });
    const result = await upload.done;
    vi.useRealTimers();
    expect(result.videoId).toBe('99');
    expect(server.chunksSeen).toEqual([1, 2, 3]);
    expect(seen.at(-1)).toMatchObject({ phase: 'done', sentBytes: size });
  });

  it('resumes with the chunks the server is missing and retries a chunk the network lost', async () => {
    const size = 3 * CHUNK;
    const server = chunkServer(size, { present: [1], failures: new Map([[3, 2]]) });
    const { api } = fakeApi({ uploadVideo: (form) => server.answer(form as FormData) });
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const upload = startVideoUpload(api, fileOf(size), { hash, onProgress: () => {} });
    const settled = upload.done.then((r) => r);
    await vi.runAllTimersAsync();
    vi.useRealTimers();
    expect((await settled).videoId).toBe('99');
    expect(server.chunksSeen).toEqual([2, 3, 3, 3]);
  });

  it('stops at a refusal with the server message, without retrying', async () => {
    const calls: number[] = [];
    const { api } = fakeApi({
      uploadVideo: (form) => {
        const n = Number((form as FormData).get('chunkNumber') ?? 0);
        calls.push(n);
        return n
          ? refuse(400, '第 1 片大小不正确，应为 2048000 字节')
          : { state: '', videoId: '', uploadStatusId: '7', uploads: [], videoStatus: 0 };
      },
    });
    const seen: UploadProgress[] = [];
    const upload = startVideoUpload(api, fileOf(CHUNK), { hash, onProgress: (p) => seen.push(p) });
    await expect(upload.done).rejects.toThrow('第 1 片大小不正确');
    expect(calls).toEqual([0, 1]);
    expect(seen.at(-1)).toMatchObject({ phase: 'failed', message: '第 1 片大小不正确，应为 2048000 字节' });
  });

  it('a file that cannot be read is named so', async () => {
    const { api } = fakeApi();
    const unreadable: typeof hash = () => Promise.reject(new Error(FILE_READ_ERROR));
    const upload = startVideoUpload(api, fileOf(10), { hash: unreadable, onProgress: () => {} });
    await expect(upload.done).rejects.toThrow(FILE_READ_ERROR);
  });

  it('waits while paused and goes on when resumed', async () => {
    const size = 2 * CHUNK;
    const server = chunkServer(size);
    const { api } = fakeApi({ uploadVideo: (form) => server.answer(form as FormData) });
    let release!: () => void;
    const slowHash: typeof hash = () =>
      new Promise((resolve) => (release = () => resolve('d41d8cd98f00b204e9800998ecf8427e')));
    const seen: UploadProgress[] = [];
    const upload = startVideoUpload(api, fileOf(size), { hash: slowHash, onProgress: (p) => seen.push(p) });
    upload.pause();
    release();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(seen.at(-1)?.phase).toBe('paused');
    expect(server.chunksSeen).toEqual([]);
    upload.resume();
    expect((await upload.done).videoId).toBe('99');
    expect(server.chunksSeen).toEqual([1, 2]);
  });
});
