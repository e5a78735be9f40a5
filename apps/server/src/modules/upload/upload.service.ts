import { createHash } from 'node:crypto';
import path from 'node:path';
import { UploadRules, type UploadedFile } from '@school/contracts';
import { badRequest } from '../../core/errors.ts';
import type { IdGenerator } from '../../core/ids.ts';
import type { FileStorage } from '../../core/storage.ts';
import type { Clock } from '../../core/time.ts';
import { createPictureStore } from './pictures.ts';
import type { UploadRepo } from './upload.repo.ts';

/**
 * Pictures (avatars, covers, feedback screenshots, console images) and documents (attachments). The type is read
 * from the file's bytes; the name only supplies the label. SVG and HTML are never accepted, since a
 * browser would run scripts inside them.
 */
const MB = 1024 * 1024;
const accepted: Record<string, { kind: 'image' | 'document' | 'audio'; maxBytes: number }> = Object.fromEntries([
  ...UploadRules.audio.mimeTypes.map((mime) => [mime, { kind: 'audio', maxBytes: UploadRules.audio.maxBytes }]),
  ...UploadRules.document.mimeTypes
    .filter((mime) => !mime.startsWith('audio/'))
    .map((mime) => [mime, { kind: 'document', maxBytes: UploadRules.document.maxBytes }]),
  ...UploadRules.picture.mimeTypes.map((mime) => [mime, { kind: 'image', maxBytes: UploadRules.picture.maxBytes }]),
]);

export interface UploadServiceDeps {
  uploadRepo: UploadRepo;
  storage: FileStorage;
  clock: Clock;
  newId: IdGenerator;
}

const isControl = (char: string) => char.charCodeAt(0) < 0x20;
/** The base of a file name without control characters or markup; what the upload is labelled with. */
export const cleanFileName = (filename: string) =>
  [...path.basename(filename)]
    .filter((char) => !isControl(char))
    .join('')
    .replace(/[<>"'`\\]/g, '')
    .slice(0, 200) || 'file';

export function createUploadService({ uploadRepo, storage, clock, newId }: UploadServiceDeps) {
  const pictures = createPictureStore(storage);
  const storeDocument = async (key: string, bytes: Buffer, mimeType: string) => ({
    key,
    url: await storage.put(key, bytes, mimeType),
  });

  async function store(
    siteId: number,
    uploader: { kind: 'user' | 'operator'; id: number },
    file: { filename: string; bytes: Buffer },
  ): Promise<UploadedFile> {
    if (file.bytes.length === 0) throw badRequest('文件为空');
    // file-type loads with the first upload (decision 0046).
    const { fileTypeFromBuffer } = await import('file-type');
    const detected = await fileTypeFromBuffer(file.bytes);
    const rule = detected ? accepted[detected.mime] : undefined;
    if (!detected || !rule || (uploader.kind === 'operator' && rule.kind !== 'image'))
      throw badRequest(
        uploader.kind === 'operator'
          ? '不支持的文件类型，请上传图片（jpg/png/gif/webp）'
          : '不支持的文件类型，请上传图片（jpg/png/gif/webp）、文档（pdf/Word/Excel/PPT）或音频（mp3/m4a/wav/ogg）',
      );
    if (file.bytes.length > rule.maxBytes)
      throw badRequest(
        `${rule.kind === 'image' ? '图片' : rule.kind === 'audio' ? '音频' : '文件'}不能超过 ${rule.maxBytes / MB} MB`,
      );
    const now = clock.now();
    const id = newId();
    const month = new Date(now).toISOString().slice(0, 7).replace('-', '');
    const stem = `upload/${siteId}/${month}/${id}`;
    const { key, url } =
      rule.kind === 'image'
        ? await pictures.put(stem, { bytes: file.bytes, mimeType: detected.mime, extension: detected.ext })
        : await storeDocument(`${stem}.${detected.ext}`, file.bytes, detected.mime);
    const name = cleanFileName(file.filename);
    await uploadRepo.insert({
      id,
      site_id: siteId,
      gmt_create: now,
      user_id: uploader.id,
      uploader_kind: uploader.kind,
      storage_key: key,
      url,
      original_name: name,
      mime_type: detected.mime,
      size: file.bytes.length,
      sha256: createHash('sha256').update(file.bytes).digest('hex'),
    });
    return { url, name, size: file.bytes.length, mimeType: detected.mime };
  }

  return {
    /** A user's picture or document (avatars, covers, attachments). */
    save: (siteId: number, userId: number, file: { filename: string; bytes: Buffer }) =>
      store(siteId, { kind: 'user', id: userId }, file),

    /** An operator's picture for the console's image fields; documents are refused. */
    saveForOperator: (siteId: number, operatorId: number, file: { filename: string; bytes: Buffer }) =>
      store(siteId, { kind: 'operator', id: operatorId }, file),

    /** Whether an address is an audio file uploaded to this school (listening and dictation problems). */
    async isAudio(siteId: number, url: string): Promise<boolean> {
      const row = await uploadRepo.findByUrl(siteId, url);
      return Boolean(row && row.mime_type.startsWith('audio/'));
    },

    /** The bytes of a picture this user uploaded, or undefined when the address is not theirs. */
    async readOwned(siteId: number, userId: number, url: string): Promise<Buffer | undefined> {
      const row = await uploadRepo.findByUrl(siteId, url);
      if (!row || row.uploader_kind !== 'user' || row.user_id !== userId || !row.mime_type.startsWith('image/'))
        return undefined;
      return storage.read(row.storage_key);
    },

    /** Any file (picture or document) this user uploaded, or undefined when the address is not theirs. */
    async readOwnedFile(siteId: number, userId: number, url: string) {
      const row = await uploadRepo.findByUrl(siteId, url);
      if (!row || row.uploader_kind !== 'user' || row.user_id !== userId) return undefined;
      return { bytes: await storage.read(row.storage_key), mimeType: row.mime_type };
    },
  };
}

export type UploadService = ReturnType<typeof createUploadService>;
