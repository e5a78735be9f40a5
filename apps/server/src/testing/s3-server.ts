import type { EventEmitter } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3StorageOptions } from '../core/storage.ts';

/**
 * A real S3-compatible server (s3rver, objects on a temp folder) on a free loopback port, with the
 * given buckets (`options` names the first). `created` records how each object was written:
 * `ObjectCreated:Put` for a single PUT, `ObjectCreated:Post` for a completed multipart upload.
 */
export interface S3TestServer {
  options: S3StorageOptions;
  created: { bucket: string; key: string; eventName: string }[];
  close(): Promise<void>;
}

interface S3rverEvent {
  Records: { eventName: string; s3: { bucket: { name: string }; object: { key: string } } }[];
}

export async function startS3Server(buckets: string[] = ['school'], publicUrl = ''): Promise<S3TestServer> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'school-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: buckets.map((name) => ({ name, configs: [] })),
  });
  const address = await server.run();
  const created: S3TestServer['created'] = [];
  (server as unknown as EventEmitter).on('event', (event: S3rverEvent) => {
    for (const record of event.Records)
      created.push({
        bucket: record.s3.bucket.name,
        key: decodeURIComponent(record.s3.object.key),
        eventName: record.eventName,
      });
  });
  return {
    // s3rver's built-in account.
    options: {
      endpoint: `http://127.0.0.1:${address.port}`,
      region: 'us-east-1',
      bucket: buckets[0]!,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      publicUrl,
    },
    created,
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
