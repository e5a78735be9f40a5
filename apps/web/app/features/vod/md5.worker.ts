/// <reference lib="webworker" />
import { Limits } from '@school/contracts';
import SparkMD5 from 'spark-md5';

/**
 * The file's MD5, read in `Limits.md5SliceBytes` slices off the page's thread (SPEC §9); posts
 * `{ progress }` after each slice, then `{ md5 }`, or `{ error }` when the file cannot be read.
 */
self.onmessage = async (event: MessageEvent<File>) => {
  const file = event.data;
  const spark = new SparkMD5.ArrayBuffer();
  try {
    for (let start = 0; start < file.size; start += Limits.md5SliceBytes) {
      spark.append(await file.slice(start, start + Limits.md5SliceBytes).arrayBuffer());
      self.postMessage({ progress: Math.min(1, (start + Limits.md5SliceBytes) / file.size) });
    }
    self.postMessage({ md5: spark.end() });
  } catch {
    self.postMessage({ error: true });
  }
};
