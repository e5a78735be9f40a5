import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Limits } from '@school/contracts';

/**
 * How much of a chunk may wait in memory for the disk: the socket keeps reading while the previous
 * pieces are written, and the writes go out in a few large batches instead of one per 64 KiB piece.
 */
const WRITE_BUFFER_BYTES = 1024 * 1024;

/** A chunk map byte: the chunk at that index is on the disk. */
const PRESENT = 1;

const isCode = (error: unknown, code: string) => (error as NodeJS.ErrnoException).code === code;

/** Flushes a folder's entries (a new file or folder) to the disk. */
async function syncFolder(dir: string): Promise<void> {
  const handle = await fs.open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Uploads in progress, on local disk under DATA_DIR/vod-upload/<site>/<upload id> (decision 0028):
 * `data`, the file itself, each chunk written at its offset ((n − 1) × chunk size); and `map`, one byte
 * per chunk, made at full size when the upload begins. A chunk is written and flushed, then its byte in
 * the map is set and flushed in place. So the map names exactly the whole chunks the server has, a chunk
 * the server has acknowledged is still there after a crash or a power cut, and each chunk costs one
 * journal commit (the map's flush rewrites a block it already owns). The finished upload is hashed where
 * it lies and moved into the media store: nothing is copied. (Several instances behind one address need
 * DATA_DIR on a shared disk, or the same teacher sent to the same instance.)
 */
export function createUploadStaging(dataDir: string) {
  const root = path.join(dataDir, 'vod-upload');
  const tmp = path.join(root, 'tmp');
  const dirOf = (siteId: number, uploadId: number) => path.join(root, String(siteId), String(uploadId));
  const dataOf = (siteId: number, uploadId: number) => path.join(dirOf(siteId, uploadId), 'data');
  const mapOf = (siteId: number, uploadId: number) => path.join(dirOf(siteId, uploadId), 'map');

  /** The size chunk n (from 1) of a file must have. */
  const chunkBytes = (totalSize: number, totalChunks: number, n: number) =>
    n < totalChunks ? Limits.uploadChunkBytes : totalSize - (totalChunks - 1) * Limits.uploadChunkBytes;

  const presentIn = (map: Buffer) => [...map.keys()].filter((i) => map[i] === PRESENT).map((i) => i + 1);

  /** Chunk numbers present, ascending. */
  async function present(siteId: number, uploadId: number): Promise<number[]> {
    try {
      return presentIn(await fs.readFile(mapOf(siteId, uploadId)));
    } catch (error) {
      if (isCode(error, 'ENOENT')) return [];
      throw error;
    }
  }

  /**
   * Makes the upload's folder, its empty map and its data file, all flushed, unless they are there. The
   * map appears whole or not at all (written aside, then linked into place), so two first chunks at once
   * never see a half-made map.
   */
  async function prepare(siteId: number, uploadId: number, totalChunks: number): Promise<void> {
    const map = mapOf(siteId, uploadId);
    if (
      await fs.stat(map).then(
        () => true,
        () => false,
      )
    )
      return;
    const dir = dirOf(siteId, uploadId);
    await fs.mkdir(dir, { recursive: true });
    await fs.mkdir(tmp, { recursive: true });
    const aside = path.join(tmp, randomBytes(12).toString('hex'));
    await fs.writeFile(aside, Buffer.alloc(totalChunks), { flush: true });
    await (await fs.open(dataOf(siteId, uploadId), 'a')).close();
    try {
      await fs.link(aside, map);
    } catch (error) {
      if (!isCode(error, 'EEXIST')) throw error;
    } finally {
      await fs.rm(aside, { force: true });
    }
    for (const folder of [dir, path.dirname(dir), root, dataDir]) await syncFolder(folder);
  }

  return {
    chunkBytes,
    present,
    prepare,

    /**
     * Streams chunk n into its place in the upload's data file and flushes it; says how many bytes came.
     * The map is not touched: a chunk that turns out wrong leaves its place unclaimed, to be written again.
     */
    async write(siteId: number, uploadId: number, n: number, stream: Readable): Promise<number> {
      const out = createWriteStream(dataOf(siteId, uploadId), {
        flags: 'r+',
        start: (n - 1) * Limits.uploadChunkBytes,
        flush: true,
        highWaterMark: WRITE_BUFFER_BYTES,
      });
      await pipeline(stream, out);
      return out.bytesWritten;
    },

    /** Marks chunk n as on the disk, flushed; answers the chunks present. */
    async mark(siteId: number, uploadId: number, n: number): Promise<number[]> {
      const map = await fs.open(mapOf(siteId, uploadId), 'r+');
      try {
        await map.write(Buffer.of(PRESENT), 0, 1, n - 1);
        await map.datasync();
        const { size } = await map.stat();
        const { buffer } = await map.read(Buffer.alloc(size), 0, size, 0);
        return presentIn(buffer);
      } finally {
        await map.close();
      }
    },

    /** The whole file, cut to its size (a refused last chunk may have run past it), with its MD5. */
    async assemble(siteId: number, uploadId: number, totalSize: number): Promise<{ file: string; md5: string }> {
      const file = dataOf(siteId, uploadId);
      await fs.truncate(file, totalSize);
      const hash = createHash('md5');
      await pipeline(createReadStream(file, { highWaterMark: WRITE_BUFFER_BYTES }), hash);
      return { file, md5: hash.digest('hex') };
    },

    discard: (siteId: number, uploadId: number) => fs.rm(dirOf(siteId, uploadId), { recursive: true, force: true }),

    /** Removes maps left half-made by a crash. */
    async sweepTemporary(olderThan: number): Promise<void> {
      let names: string[];
      try {
        names = await fs.readdir(tmp);
      } catch {
        return;
      }
      for (const name of names) {
        const file = path.join(tmp, name);
        const stat = await fs.stat(file).catch(() => undefined);
        if (stat && stat.mtimeMs < olderThan) await fs.rm(file, { force: true });
      }
    },
  };
}

export type UploadStaging = ReturnType<typeof createUploadStaging>;
