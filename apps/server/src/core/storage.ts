import fs from 'node:fs/promises';
import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import path from 'node:path';
import type { Config } from './config.ts';

/**
 * Where uploaded files live. Local disk under DATA_DIR/files by default, served at /files/**;
 * an S3-compatible store when S3_BUCKET is configured (see config.ts).
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

export interface S3StorageOptions {
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Public address prefix of the bucket (a CDN or the endpoint/bucket); files are linked below it. */
  publicUrl: string;
}

/** Any S3-compatible object store (AWS S3, MinIO, Alibaba OSS, Tencent COS …), path-style addressing. */
export function createS3Storage(options: S3StorageOptions): FileStorage {
  const client = new S3Client({
    endpoint: options.endpoint,
    region: options.region,
    forcePathStyle: true,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
  });
  return {
    async put(key, bytes, mimeType) {
      await client.send(new PutObjectCommand({ Bucket: options.bucket, Key: key, Body: bytes, ContentType: mimeType }));
      return `${options.publicUrl.replace(/\/$/, '')}/${key}`;
    },
    async read(key) {
      const result = await client.send(new GetObjectCommand({ Bucket: options.bucket, Key: key }));
      if (!result.Body) throw new Error(`empty object ${key}`);
      return Buffer.from(await result.Body.transformToByteArray());
    },
  };
}

/** The configured store: the S3 bucket when S3_BUCKET is set, else DATA_DIR/files. */
export const createStorage = (config: Pick<Config, 's3' | 'dataDir'>): FileStorage =>
  config.s3.bucket ? createS3Storage(config.s3) : createLocalStorage(config.dataDir);
