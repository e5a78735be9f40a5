import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { type UploadedFile, uploadContracts, apiUrl } from '@school/contracts';
import type { Caller } from '../../testing/call.ts';
import type { TestApp } from '../../testing/test-app.ts';

/** Small real files for upload tests, and a multipart request builder. */

/** A valid 1×1 PNG whose colour byte varies, so two calls give different files when asked. */
export function pngBytes(variant = 0): Buffer {
  const base = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );
  return Buffer.concat([base, Buffer.from([variant])]);
}

/** A real photo-sized picture of one colour, encoded as `format`. */
export const solidPicture = (width: number, height: number, format: 'jpeg' | 'png' | 'webp' | 'gif' = 'jpeg') =>
  sharp({ create: { width, height, channels: 3, background: { r: 22, g: 119, b: 255 } } })
    .toFormat(format)
    .toBuffer();

/**
 * A PNG whose header claims `width`×`height` pixels but whose pixel data is a few bytes: what a
 * "decompression bomb" looks like before anyone decodes it.
 */
export function claimedSizePng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.alloc(16))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const pdfBytes = () =>
  Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

export function multipartBody(filename: string, bytes: Buffer, field = 'file') {
  const boundary = `----school${Date.now().toString(16)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, bytes, tail]), contentType: `multipart/form-data; boundary=${boundary}` };
}

export interface UploadOptions {
  site?: number;
  field?: string;
  /** The console's picture upload instead of the users' upload. */
  url?: string;
}

/** The older form of `uploadAs`, by app and token; tests move to `uploadAs`. */
export async function upload(
  app: FastifyInstance,
  token: string | undefined,
  filename: string,
  bytes: Buffer,
  { site = 11, field = 'file', url = uploadContracts.uploadFile.url }: UploadOptions = {},
) {
  const { payload, contentType } = multipartBody(filename, bytes, field);
  const response = await app.inject({
    method: 'POST',
    url: apiUrl(url),
    headers: { 'site-id': String(site), 'content-type': contentType, ...(token ? { token } : {}) },
    payload,
  });
  const body = response.json<{ code: number; msg: string; data: UploadedFile }>();
  return { status: response.statusCode, ...body };
}

export interface UploadAsOptions {
  /** The console's picture upload (`uploadContracts.uploadPicture`) instead of the users' upload. */
  contract?: typeof uploadContracts.uploadFile | typeof uploadContracts.uploadPicture;
  /** The form field the file travels in (`file`). */
  field?: string;
  site?: number;
}

/** Uploads one file as `as` (a learner, an operator, a token…) through the upload entry. */
export const uploadAs = (
  t: TestApp,
  as: Caller,
  filename: string,
  bytes: Buffer,
  { contract = uploadContracts.uploadFile, field, site }: UploadAsOptions = {},
) => t.call(contract, multipartBody(filename, bytes, field), { as, ...(site === undefined ? {} : { site }) });

/** A real WAV file: a 16-bit mono header and `ms` milliseconds of a quiet tone at 8 kHz. */
export function wavBytes(ms = 100): Buffer {
  const samples = Math.round((8000 * ms) / 1000);
  const data = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i++) data.writeInt16LE(Math.round(Math.sin(i / 4) * 2000), i * 2);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8);
  header.write('fmt ', 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(8000, 24);
  header.writeUInt32LE(16000, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}
