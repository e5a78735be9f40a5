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

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** Flushes a folder's entries (a rename into it, a new file or folder) to the disk. */
async function syncFolder(dir: string): Promise<void> {
  const handle = await fs.open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Chunks of uploads in progress, on local disk under DATA_DIR/vod-upload: `<site>/<upload id>/<n>`.
 * A chunk streams to a temporary file, which is flushed to the disk, checked for size and only then
 * renamed into place, and the rename is flushed too (decision 0028). So the folder lists exactly the
 * whole chunks the server has, and a chunk the server has acknowledged is still there after a crash or
 * a power cut. (Several instances behind one address need DATA_DIR on a shared disk, or the same reader
 * sent to the same instance.)
 */
export function createUploadStaging(dataDir: string) {
  const root = path.join(dataDir, 'vod-upload');
  const tmp = path.join(root, 'tmp');
  const dirOf = (siteId: number, uploadId: number) => path.join(root, String(siteId), String(uploadId));
  let tmpReady: Promise<unknown> | undefined;

  /** The size chunk n (from 1) of a file must have. */
  const chunkBytes = (totalSize: number, totalChunks: number, n: number) =>
    n < totalChunks ? Limits.uploadChunkBytes : totalSize - (totalChunks - 1) * Limits.uploadChunkBytes;

  /** Chunk numbers present, ascending (a chunk is only ever renamed into place whole). */
  async function present(siteId: number, uploadId: number, totalChunks: number): Promise<number[]> {
    let names: string[];
    try {
      names = await fs.readdir(dirOf(siteId, uploadId));
    } catch {
      return [];
    }
    return names
      .filter((name) => /^[1-9]\d*$/.test(name))
      .map(Number)
      .filter((n) => n <= totalChunks)
      .sort((a, b) => a - b);
  }

  return {
    chunkBytes,

    /** Streams a chunk to a temporary file, flushed to the disk, and says how long it was. */
    async receive(stream: Readable): Promise<{ file: string; size: number }> {
      tmpReady ??= fs.mkdir(tmp, { recursive: true }).catch((error: unknown) => {
        tmpReady = undefined;
        throw error;
      });
      await tmpReady;
      const file = path.join(tmp, randomBytes(12).toString('hex'));
      const out = createWriteStream(file, { flush: true, highWaterMark: WRITE_BUFFER_BYTES });
      try {
        await pipeline(stream, out);
      } catch (error) {
        await fs.rm(file, { force: true });
        throw error;
      }
      return { file, size: out.bytesWritten };
    },

    /**
     * Renames a received chunk into its upload's folder and flushes the folder, so the chunk is kept for
     * good; answers the chunks present, listed while the folder is flushed.
     */
    async keep(siteId: number, uploadId: number, chunkNumber: number, file: string, totalChunks: number) {
      const dir = dirOf(siteId, uploadId);
      const target = path.join(dir, String(chunkNumber));
      try {
        await fs.rename(file, target);
      } catch (error) {
        if (!isMissing(error)) throw error;
        // The upload's first chunk: its folder (and the site's) are new, and their entries must last too.
        await fs.mkdir(dir, { recursive: true });
        for (const parent of [path.dirname(dir), root, dataDir]) await syncFolder(parent);
        await fs.rename(file, target);
      }
      const [, chunks] = await Promise.all([syncFolder(dir), present(siteId, uploadId, totalChunks)]);
      return chunks;
    },

    present,

    /** Joins the chunks into one file beside them, computing its MD5 on the way. */
    async assemble(
      siteId: number,
      uploadId: number,
      totalChunks: number,
    ): Promise<{ file: string; md5: string; size: number }> {
      const dir = dirOf(siteId, uploadId);
      const file = path.join(dir, 'assembled');
      const hash = createHash('md5');
      const out = await fs.open(file, 'w');
      let size = 0;
      try {
        for (let n = 1; n <= totalChunks; n++) {
          for await (const data of createReadStream(path.join(dir, String(n)), { highWaterMark: 1024 * 1024 })) {
            const bytes = data as Buffer;
            hash.update(bytes);
            size += bytes.length;
            await out.write(bytes);
          }
        }
        // The chunks are dropped once the video is recorded, so the joined file must be on the disk first.
        await out.sync();
      } catch (error) {
        await out.close();
        await fs.rm(file, { force: true });
        throw error;
      }
      await out.close();
      return { file, md5: hash.digest('hex'), size };
    },

    discard: (siteId: number, uploadId: number) => fs.rm(dirOf(siteId, uploadId), { recursive: true, force: true }),

    /** Removes temporary files older than the given age (chunks cut off mid-way by a crash). */
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
