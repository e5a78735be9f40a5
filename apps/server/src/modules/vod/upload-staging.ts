import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Limits } from '@school/contracts';

/**
 * Chunks of uploads in progress, on local disk under DATA_DIR/vod-upload: `<site>/<upload id>/<n>`.
 * A chunk is written to a temporary file, flushed to the disk, checked for size and only then renamed
 * into place, so the folder lists exactly the whole chunks the server has, across restarts and even a
 * power cut. (Several instances behind one address
 * need DATA_DIR on a shared disk, or the same reader sent to the same instance.)
 */
export function createUploadStaging(dataDir: string) {
  const root = path.join(dataDir, 'vod-upload');
  const tmp = path.join(root, 'tmp');
  const dirOf = (siteId: number, uploadId: number) => path.join(root, String(siteId), String(uploadId));

  /** The size chunk n (from 1) of a file must have. */
  const chunkBytes = (totalSize: number, totalChunks: number, n: number) =>
    n < totalChunks ? Limits.uploadChunkBytes : totalSize - (totalChunks - 1) * Limits.uploadChunkBytes;

  return {
    chunkBytes,

    /** Streams a chunk to a temporary file and says how long it was. */
    async receive(stream: Readable): Promise<{ file: string; size: number }> {
      await fs.mkdir(tmp, { recursive: true });
      const file = path.join(tmp, randomBytes(12).toString('hex'));
      let size = 0;
      stream.on('data', (chunk: Buffer) => (size += chunk.length));
      try {
        await pipeline(stream, createWriteStream(file, { flush: true }));
      } catch (error) {
        await fs.rm(file, { force: true });
        throw error;
      }
      return { file, size };
    },

    async keep(siteId: number, uploadId: number, chunkNumber: number, file: string): Promise<void> {
      const dir = dirOf(siteId, uploadId);
      await fs.mkdir(dir, { recursive: true });
      await fs.rename(file, path.join(dir, String(chunkNumber)));
    },

    /** Chunk numbers present, ascending (a chunk is only ever renamed into place whole). */
    async present(siteId: number, uploadId: number, totalChunks: number): Promise<number[]> {
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
    },

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
