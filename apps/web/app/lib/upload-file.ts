import type { UploadedFile } from '@school/contracts';
import { browserApi } from './browser-api';
import type { Requester } from './request';

export const UPLOAD_URL = '/system/auth/upload/aliyun';
/** What the server accepts as a picture (it checks the bytes; this only guides the file chooser). */
export const IMAGE_ACCEPT = 'image/png,image/jpeg,image/gif,image/webp';
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** POST /system/auth/upload/aliyun (multipart, field `file`) — pictures and documents; resolves with the stored file. */
export async function uploadFile(file: Blob, filename?: string, api: Requester = browserApi): Promise<UploadedFile> {
  const form = new FormData();
  if (filename) form.append('file', file, filename);
  else form.append('file', file);
  const reply = await api.request<UploadedFile>({ url: UPLOAD_URL, body: form });
  return reply.data;
}

/** A picture the browser can refuse before sending: wrong type or over 5 MB. Returns the reason, or undefined. */
export function imageProblem(file: { type: string; size: number }): string | undefined {
  if (!IMAGE_ACCEPT.split(',').includes(file.type)) return '请上传 jpg、png、gif 或 webp 格式的图片';
  if (file.size > IMAGE_MAX_BYTES) return '图片不能超过 5 MB';
  return undefined;
}
