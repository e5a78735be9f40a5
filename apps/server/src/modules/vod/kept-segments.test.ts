import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from '../../core/storage.ts';
import { keepSegments, type SegmentRead } from './kept-segments.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kept-segments-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const store = createLocalStorage(dataDir, { folder: 'media', publicPath: null });
const onDisk = (key: string) => path.join(dataDir, 'media', key);
const bytesOf = async (read: SegmentRead | undefined) =>
  read === undefined ? undefined : 'body' in read ? read.body : await buffer(read.stream);

describe('recorded segments kept in memory', () => {
  it('answers a read segment from memory, and forgets it when the store rewrites or removes it', async () => {
    const segments = keepSegments(store, { maxBytes: 1024, maxFileBytes: 512 });
    await segments.media.put('vod/11/1/hls/720p/seg_00000.ts', Buffer.from('first'), 'video/mp2t');
    expect(String(await bytesOf(await segments.read('vod/11/1/hls/720p/seg_00000.ts')))).toBe('first');
    // Changed behind the keep's back: the kept bytes are what a second read answers.
    fs.writeFileSync(onDisk('vod/11/1/hls/720p/seg_00000.ts'), 'changed');
    expect(String(await bytesOf(await segments.read('vod/11/1/hls/720p/seg_00000.ts')))).toBe('first');

    await segments.media.put('vod/11/1/hls/720p/seg_00000.ts', Buffer.from('again'), 'video/mp2t');
    expect(String(await bytesOf(await segments.read('vod/11/1/hls/720p/seg_00000.ts')))).toBe('again');

    await segments.media.removePrefix('vod/11/1/');
    expect(await segments.read('vod/11/1/hls/720p/seg_00000.ts')).toBeUndefined();
    expect(segments.keptBytes()).toBe(0);
  });

  it('streams a file over the per-file bound and keeps no more than its total, dropping the least read', async () => {
    const segments = keepSegments(store, { maxBytes: 1000, maxFileBytes: 600 });
    await store.put('vod/11/2/big.ts', Buffer.alloc(700, 1), 'video/mp2t');
    const big = await segments.read('vod/11/2/big.ts');
    expect(big && 'stream' in big).toBe(true);
    expect((await bytesOf(big))!.length).toBe(700);
    expect(segments.keptBytes()).toBe(0);

    for (const name of ['a', 'b', 'c']) await store.put(`vod/11/2/${name}.ts`, Buffer.alloc(400, 2), 'video/mp2t');
    for (const name of ['a', 'b', 'c']) await segments.read(`vod/11/2/${name}.ts`);
    expect(segments.keptBytes()).toBe(800);
    fs.writeFileSync(onDisk('vod/11/2/a.ts'), 'gone from memory');
    expect(String(await bytesOf(await segments.read('vod/11/2/a.ts')))).toBe('gone from memory');
  });
});
