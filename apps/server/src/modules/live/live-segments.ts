import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * The newest live HLS files in memory (decision 0082). Every viewer of a lesson reads the same playlist
 * every 2 s and the same few segments within seconds of each other; from disk each read went through
 * libuv's pool (which password hashes share) in 64 KiB buffers. A broadcast's playlist is read from disk
 * at most every `playlistMs`; a segment is read whole on its first request, but only while the playlist
 * lists it (so it is complete: ffmpeg lists a segment once written), and kept until the playlist drops
 * it or the bound pushes it out, oldest first. Callers authorise before they ask: the folder they give
 * comes from a checked token.
 */
export interface LiveSegmentsOptions {
  maxBytes: number;
  playlistMs: number;
  now: () => number;
}

export const PLAYLIST_NAME = 'index.m3u8';

interface Playlist {
  body: Buffer;
  readAt: number;
  listed: Set<string>;
}

const listedSegments = (body: Buffer) =>
  new Set(
    body
      .toString('utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line.endsWith('.ts')),
  );

export function createLiveSegments({ maxBytes, playlistMs, now }: LiveSegmentsOptions) {
  const playlists = new Map<string, Playlist>();
  /** path → body, oldest first. */
  const kept = new Map<string, Buffer>();
  const reading = new Map<string, Promise<Buffer | undefined>>();
  let bytes = 0;

  function forget(file: string) {
    const body = kept.get(file);
    if (!body) return;
    kept.delete(file);
    bytes -= body.length;
  }

  function forgetBroadcast(dir: string): void {
    for (const name of playlists.get(dir)?.listed ?? []) forget(path.join(dir, name));
    playlists.delete(dir);
  }

  /** Reads once however many ask at the same time; undefined when the file is not there. */
  function readOnce(file: string): Promise<Buffer | undefined> {
    let pending = reading.get(file);
    if (!pending) {
      pending = fs
        .readFile(file)
        .catch(() => undefined)
        .finally(() => reading.delete(file));
      reading.set(file, pending);
    }
    return pending;
  }

  async function playlist(dir: string): Promise<Playlist | undefined> {
    const known = playlists.get(dir);
    if (known && now() - known.readAt < playlistMs) return known;
    const body = await readOnce(path.join(dir, PLAYLIST_NAME));
    if (!body) {
      // Not written yet, or the broadcast ended and its folder went (perhaps on another instance).
      forgetBroadcast(dir);
      return undefined;
    }
    const fresh = { body, readAt: now(), listed: listedSegments(body) };
    const current = playlists.get(dir);
    if (current && current.readAt > fresh.readAt) return current;
    for (const name of current?.listed ?? []) if (!fresh.listed.has(name)) forget(path.join(dir, name));
    playlists.set(dir, fresh);
    return fresh;
  }

  return {
    /** The broadcast's playlist; undefined before ffmpeg wrote one. */
    playlist: async (dir: string) => (await playlist(dir))?.body,

    /** A segment the playlist lists, from memory; undefined for one it does not list (or gone). */
    async segment(dir: string, name: string): Promise<Buffer | undefined> {
      const file = path.join(dir, name);
      const hit = kept.get(file);
      if (hit) return hit;
      if (!(await playlist(dir))?.listed.has(name)) return undefined;
      const body = await readOnce(file);
      if (!body || kept.has(file) || !playlists.get(dir)?.listed.has(name)) return body;
      if (body.length > maxBytes) return body;
      kept.set(file, body);
      bytes += body.length;
      for (const oldest of kept.keys()) {
        if (bytes <= maxBytes) break;
        forget(oldest);
      }
      return body;
    },

    /** Forgets a broadcast's files (it ended). */
    forgetBroadcast,

    /** What is kept, for tests: the files and their bytes. */
    kept: () => ({ files: [...kept.keys()], bytes }),
  };
}

export type LiveSegments = ReturnType<typeof createLiveSegments>;
