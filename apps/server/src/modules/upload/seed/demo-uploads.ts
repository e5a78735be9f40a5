import { createHash } from 'node:crypto';
import type { SeedContext } from '../../../core/module.ts';
import { createUploadRepo } from '../upload.repo.ts';

/**
 * Files that other modules' demo seeds bring (the demo exams' spoken audio), stored under the key the seed
 * chose and kept as a user's uploads, so the school's rules accept them as its own.
 */
export function demoUploads({ db, storage, newId, now }: Pick<SeedContext, 'db' | 'storage' | 'newId' | 'now'>) {
  const uploads = createUploadRepo(db);
  return {
    /** Stores the file and keeps it as the user's upload; returns its address. */
    async keep(siteId: number, userId: number, file: { key: string; name: string; mimeType: string; bytes: Buffer }) {
      const url = await storage.put(file.key, file.bytes, file.mimeType);
      await uploads.insert({
        id: newId(),
        site_id: siteId,
        gmt_create: now,
        user_id: userId,
        uploader_kind: 'user',
        storage_key: file.key,
        url,
        original_name: file.name,
        mime_type: file.mimeType,
        size: file.bytes.length,
        sha256: createHash('sha256').update(file.bytes).digest('hex'),
      });
      return url;
    },
    /** Whether the address is a file uploaded to this school. */
    isOwn: async (siteId: number, url: string) => Boolean(await uploads.findByUrl(siteId, url)),
  };
}
