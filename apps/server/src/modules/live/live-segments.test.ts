import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLiveSegments, PLAYLIST_NAME } from './live-segments.ts';

/** The live files kept in memory, on real files in a temp folder and a clock the test moves. */
let dir: string;
let now: number;
const segments = (maxBytes = 1000) => createLiveSegments({ maxBytes, playlistMs: 500, now: () => now });

function writePlaylist(...names: string[]) {
  const lines = ['#EXTM3U', '#EXT-X-TARGETDURATION:2', ...names.flatMap((name) => ['#EXTINF:2.0,', name])];
  fs.writeFileSync(path.join(dir, PLAYLIST_NAME), `${lines.join('\n')}\n`);
}
const writeSegment = (name: string, bytes: number, fill = 0x47) =>
  fs.writeFileSync(path.join(dir, name), Buffer.alloc(bytes, fill));
const names = (kept: { files: string[] }) => kept.files.map((file) => path.basename(file));

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'live-segments-'));
  now = 1_000_000;
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('live segments in memory', () => {
  it('keeps a listed segment after its first read and answers it from memory', async () => {
    const live = segments();
    writeSegment('seg_1_00000.ts', 300);
    writePlaylist('seg_1_00000.ts');
    expect((await live.segment(dir, 'seg_1_00000.ts'))?.length).toBe(300);
    writeSegment('seg_1_00000.ts', 300, 0x00);
    expect((await live.segment(dir, 'seg_1_00000.ts'))?.[0]).toBe(0x47);
    expect(live.kept()).toEqual({ files: [path.join(dir, 'seg_1_00000.ts')], bytes: 300 });
  });

  it('does not keep a segment the playlist does not list (being written, or already dropped)', async () => {
    const live = segments();
    writePlaylist('seg_1_00000.ts');
    writeSegment('seg_1_00000.ts', 100);
    writeSegment('seg_1_00001.ts', 100);
    expect(await live.segment(dir, 'seg_1_00001.ts')).toBeUndefined();
    expect(live.kept().files).toEqual([]);
  });

  it('drops a segment once the playlist no longer lists it', async () => {
    const live = segments();
    for (const name of ['seg_1_00000.ts', 'seg_1_00001.ts', 'seg_1_00002.ts']) writeSegment(name, 100);
    writePlaylist('seg_1_00000.ts', 'seg_1_00001.ts');
    await live.segment(dir, 'seg_1_00000.ts');
    await live.segment(dir, 'seg_1_00001.ts');
    expect(names(live.kept())).toEqual(['seg_1_00000.ts', 'seg_1_00001.ts']);

    writePlaylist('seg_1_00001.ts', 'seg_1_00002.ts');
    // Within the playlist's half second the old one is still what viewers are given.
    expect((await live.playlist(dir))?.toString()).not.toContain('seg_1_00002.ts');
    now += 500;
    expect((await live.playlist(dir))?.toString()).toContain('seg_1_00002.ts');
    expect(names(live.kept())).toEqual(['seg_1_00001.ts']);
    expect(live.kept().bytes).toBe(100);
    expect(await live.segment(dir, 'seg_1_00000.ts')).toBeUndefined();
  });

  it('stays within its bound, letting the oldest go first, and never keeps one larger than the bound', async () => {
    const live = segments(1000);
    const all = ['seg_1_00000.ts', 'seg_1_00001.ts', 'seg_1_00002.ts', 'seg_1_00003.ts'];
    for (const name of all) writeSegment(name, 400);
    writeSegment('seg_1_00004.ts', 1001);
    writePlaylist(...all, 'seg_1_00004.ts');
    for (const name of all) expect((await live.segment(dir, name))?.length).toBe(400);
    expect(names(live.kept())).toEqual(['seg_1_00002.ts', 'seg_1_00003.ts']);
    expect(live.kept().bytes).toBe(800);
    expect((await live.segment(dir, 'seg_1_00004.ts'))?.length).toBe(1001);
    expect(live.kept().bytes).toBe(800);
  });

  it('forgets a broadcast whose folder went (it ended, perhaps on another instance)', async () => {
    const live = segments();
    writeSegment('seg_1_00000.ts', 100);
    writePlaylist('seg_1_00000.ts');
    await live.segment(dir, 'seg_1_00000.ts');
    fs.rmSync(dir, { recursive: true, force: true });
    now += 500;
    expect(await live.playlist(dir)).toBeUndefined();
    expect(live.kept()).toEqual({ files: [], bytes: 0 });
    expect(await live.segment(dir, 'seg_1_00000.ts')).toBeUndefined();
  });
});
