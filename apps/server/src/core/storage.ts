import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded files live. Local disk under DATA_DIR/files by default, served at /files/**.
 * An S3-compatible store plugs in behind the same two calls.
 */
export interface FileStorage {
  /** Stores the bytes under a key like `upload/11/202611/123.png` and returns the public address. */
  put(key: string, bytes: Buffer, mimeType: string): Promise<string>;
  read(key: string): Promise<Buffer>;
}

export function createLocalStorage(dataDir: string): FileStorage {
  const root = path.join(dataDir, 'files');
  const fileOf = (key: string) => {
    const target = path.resolve(root, key);
    if (!target.startsWith(root + path.sep)) throw new Error(`storage key escapes the files folder: ${key}`);
    return target;
  };
  return {
    async put(key, bytes) {
      const target = fileOf(key);
      await fs.mkdir(path.dirname(target), { recursive: true });
      await fs.writeFile(target, bytes);
      return `/files/${key}`;
    },
    read: (key) => fs.readFile(fileOf(key)),
  };
}
