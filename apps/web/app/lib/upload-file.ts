import { UploadRules, type uploadContracts, type UploadedFile } from '@school/contracts';
import type { Requester } from './request';

/** The file chooser's filter for pictures (the server judges the bytes; this only guides the chooser). */
export const PICTURE_ACCEPT = UploadRules.picture.mimeTypes.join(',');
const MB = 1024 * 1024;

/** A picture the browser can refuse before sending: wrong type or too large. Returns the reason, or undefined. */
export function pictureProblem(file: { type: string; size: number }): string | undefined {
  const rule = UploadRules.picture;
  if (!(rule.mimeTypes as readonly string[]).includes(file.type)) return `请上传 ${rule.label} 格式的图片`;
  if (file.size > rule.maxBytes) return `图片不能超过 ${rule.maxBytes / MB} MB`;
  return undefined;
}

/** An upload call of the contracts: the learner's `uploadFile` or the console's `uploadPicture`. */
export type UploadRoute = (typeof uploadContracts)[keyof typeof uploadContracts];

/** Sends one file as the multipart field `file`; resolves with the stored file. */
export function uploadFile(api: Requester, route: UploadRoute, file: Blob, filename?: string): Promise<UploadedFile> {
  const form = new FormData();
  if (filename) form.append('file', file, filename);
  else form.append('file', file);
  return api.call(route, form);
}
