import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { S3Client } from '@aws-sdk/client-s3';
import type { Config } from './config.ts';

/**
 * Where files live. Local disk under DATA_DIR by default; an S3-compatible store when S3_BUCKET is
 * configured (see config.ts). Two stores exist: uploaded pictures and documents (`DATA_DIR/files`,
 * public, served at /files/**) and video media (`DATA_DIR/media`, private, served only through the
 * video module's token checks).
 */
export interface FileStorage {
  /** Stores the bytes under a key like `upload/11/202611/123.png` and returns the public address (the key when private). */
  put(key: string, bytes: Buffer, mimeType: string): Promise<string>;
  read(key: string): Promise<Buffer>;
  /** Stores a local file (S3: in parts when large); `move` lets the local store take the file instead of copying it. */
  putFile(key: string, file: string, mimeType: string, options?: { move?: boolean }): Promise<string>;
  /** The object as a stream, or undefined when there is none. */
  readStream(key: string): Promise<{ stream: Readable; size: number } | undefined>;
  /** Copies an object into a local file. */
  download(key: string, file: string): Promise<void>;
  /** The object's own file when the store is the local disk, so ffmpeg can read it in place. */
  localPath(key: string): string | undefined;
  /** Removes every object whose key starts with the prefix (a folder such as `vod/11/123/`). */
  removePrefix(prefix: string): Promise<void>;
}

export interface LocalStorageOptions {
  /** Folder under dataDir. */
  folder?: string;
  /** Address prefix the folder is served under; null for a private store. */
  publicPath?: string | null;
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

export function createLocalStorage(
  dataDir: string,
  { folder = 'files', publicPath = '/files' }: LocalStorageOptions = {},
): FileStorage {
  const root = path.join(dataDir, folder);
  const fileOf = (key: string) => {
    const target = path.resolve(root, key);
    if (!target.startsWith(root + path.sep)) throw new Error(`storage key escapes the ${folder} folder: ${key}`);
    return target;
  };
  const addressOf = (key: string) => (publicPath === null ? key : `${publicPath}/${key}`);
  const prepare = async (key: string) => {
    const target = fileOf(key);
    await fs.mkdir(path.dirname(target), { recursive: true });
    return target;
  };
  return {
    async put(key, bytes) {
      await fs.writeFile(await prepare(key), bytes);
      return addressOf(key);
    },
    read: (key) => fs.readFile(fileOf(key)),
    async putFile(key, file, _mimeType, { move = false } = {}) {
      const target = await prepare(key);
      if (move) {
        try {
          await fs.rename(file, target);
          return addressOf(key);
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
        }
      }
      await fs.copyFile(file, target);
      if (move) await fs.rm(file, { force: true });
      return addressOf(key);
    },
    async readStream(key) {
      const file = fileOf(key);
      try {
        const { size } = await fs.stat(file);
        // A buffer no larger than the file: a 60 KB video segment should not cost a 1 MB allocation.
        return { stream: createReadStream(file, { highWaterMark: Math.max(1, Math.min(size, 1024 * 1024)) }), size };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    download: (key, file) => fs.copyFile(fileOf(key), file),
    localPath: fileOf,
    async removePrefix(prefix) {
      const target = fileOf(prefix);
      await fs.rm(target, { recursive: true, force: true });
    },
  };
}

export interface S3StorageOptions {
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Public address prefix of the bucket (a CDN or the endpoint/bucket); files are linked below it. Empty for a private bucket. */
  publicUrl: string;
}

/** Parts of 8 MiB, four at a time: a 2 GB lesson goes up in 256 parts without holding more than 32 MiB. */
const PART_BYTES = 8 * 1024 * 1024;
const PARTS_AT_ONCE = 4;

/** Documents download; only pictures open in the browser (decision 0019). */
const dispositionOf = (mimeType: string) => (mimeType.startsWith('image/') ? {} : { ContentDisposition: 'attachment' });

/** The AWS SDK (several MB of code) loads when a school that uses a bucket first touches it. */
async function loadS3(options: S3StorageOptions) {
  const [sdk, { Upload }] = await Promise.all([import('@aws-sdk/client-s3'), import('@aws-sdk/lib-storage')]);
  const client: S3Client = new sdk.S3Client({
    endpoint: options.endpoint,
    region: options.region,
    forcePathStyle: true,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
  });
  return { ...sdk, Upload, client };
}

/** Any S3-compatible object store (AWS S3, MinIO, Alibaba OSS, Tencent COS …), path-style addressing. */
export function createS3Storage(options: S3StorageOptions): FileStorage {
  let loaded: ReturnType<typeof loadS3> | undefined;
  const s3 = () => (loaded ??= loadS3(options));
  const Bucket = options.bucket;
  const addressOf = (key: string) => (options.publicUrl ? `${options.publicUrl.replace(/\/$/, '')}/${key}` : key);
  const get = async (key: string) => {
    const { client, GetObjectCommand, NoSuchKey } = await s3();
    try {
      return await client.send(new GetObjectCommand({ Bucket, Key: key }));
    } catch (error) {
      if (error instanceof NoSuchKey) return undefined;
      throw error;
    }
  };
  return {
    async put(key, bytes, mimeType) {
      const { client, PutObjectCommand } = await s3();
      await client.send(
        new PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentType: mimeType, ...dispositionOf(mimeType) }),
      );
      return addressOf(key);
    },
    async read(key) {
      const result = await get(key);
      if (!result?.Body) throw new Error(`no object ${key}`);
      return Buffer.from(await result.Body.transformToByteArray());
    },
    async putFile(key, file, mimeType, { move = false } = {}) {
      // lib-storage sends one PUT for a small file and a multipart upload (parts in parallel) for a large one.
      const { client, Upload } = await s3();
      const upload = new Upload({
        client,
        params: { Bucket, Key: key, Body: createReadStream(file), ContentType: mimeType, ...dispositionOf(mimeType) },
        partSize: PART_BYTES,
        queueSize: PARTS_AT_ONCE,
      });
      await upload.done();
      if (move) await fs.rm(file, { force: true });
      return addressOf(key);
    },
    async readStream(key) {
      const result = await get(key);
      if (!result?.Body) return undefined;
      return { stream: result.Body as Readable, size: result.ContentLength ?? 0 };
    },
    async download(key, file) {
      const result = await get(key);
      if (!result?.Body) throw new Error(`no object ${key}`);
      await pipeline(result.Body as Readable, createWriteStream(file));
    },
    localPath: () => undefined,
    async removePrefix(prefix) {
      const { client, ListObjectsV2Command, DeleteObjectsCommand } = await s3();
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }));
        const keys = (page.Contents ?? []).flatMap((object) => (object.Key ? [{ Key: object.Key }] : []));
        if (keys.length > 0) await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects: keys } }));
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}

/** The configured store: the S3 bucket when S3_BUCKET is set, else DATA_DIR/files. */
export const createStorage = (config: Pick<Config, 's3' | 'dataDir'>): FileStorage =>
  config.s3.bucket ? createS3Storage(config.s3) : createLocalStorage(config.dataDir);
