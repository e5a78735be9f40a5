import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { LRUCache } from 'lru-cache';
import type { FileStorage } from '../../core/storage.ts';

/** A file read through the keep: its bytes when they are in memory, otherwise a stream from the store. */
export type SegmentRead = { body: Buffer; size: number } | { stream: Readable; size: number };

export interface SegmentKeepOptions {
  /** All kept files together. */
  maxBytes: number;
  /** A larger file is streamed from the store each time, never kept. */
  maxFileBytes: number;
}

/**
 * The recorded HLS files viewers read most, in memory (decision 0082). Every viewer of a popular lesson
 * reads the same segments; from the local store each read was an open, a stat, reads and a close through
 * libuv's pool, from a bucket a request. A ready video's files never change, and every path that
 * rewrites or removes them goes through `put`, `putFile` or `removePrefix` of the store given back here,
 * which forget what they replace first. Callers authorise before they read.
 */
export function keepSegments(store: FileStorage, { maxBytes, maxFileBytes }: SegmentKeepOptions) {
  const kept = new LRUCache<string, Buffer>({ maxSize: maxBytes, sizeCalculation: (body) => body.length });
  const forgetPrefix = (prefix: string) => {
    for (const key of [...kept.keys()]) if (key.startsWith(prefix)) kept.delete(key);
  };
  const media: FileStorage = {
    ...store,
    put: (key, bytes, mimeType) => (kept.delete(key), store.put(key, bytes, mimeType)),
    putFile: (key, file, mimeType, options) => (kept.delete(key), store.putFile(key, file, mimeType, options)),
    removePrefix: (prefix) => (forgetPrefix(prefix), store.removePrefix(prefix)),
  };

  return {
    /** The store to hand to the rest of the module: its writes keep the memory true. */
    media,
    /** The file's bytes if they are in memory now: answered without waiting on anything (decision 0087). */
    kept: (key: string): Buffer | undefined => kept.get(key),
    async read(key: string): Promise<SegmentRead | undefined> {
      const body = kept.get(key);
      if (body) return { body, size: body.length };
      const found = await store.readStream(key);
      if (!found || found.size > maxFileBytes) return found;
      const whole = await buffer(found.stream);
      kept.set(key, whole);
      return { body: whole, size: whole.length };
    },
    /** Bytes kept now (tests). */
    keptBytes: () => kept.calculatedSize,
  };
}

export type SegmentKeep = ReturnType<typeof keepSegments>;
