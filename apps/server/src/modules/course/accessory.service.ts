import path from 'node:path';
import type { AccessoryAudit, AccessorySave } from '@school/contracts';
import { badRequest, notFound } from '../../core/errors.ts';
import type { SessionUser } from '../../core/http.ts';
import type { IdGenerator } from '../../core/ids.ts';
import type { FileStorage } from '../../core/storage.ts';
import type { Clock } from '../../core/time.ts';
import type { UploadService } from '../upload/index.ts';
import type { AccessoryRepo } from './accessory.repo.ts';
import type { CourseAccessoryTable } from './course.tables.ts';
import { nextSort } from './draft-copies.ts';
import type { DraftAccess } from './drafts.ts';
import { toAccessoryAudit } from './lesson.mapper.ts';
import { newBusinessRow } from '../../db/columns.ts';

/**
 * Teachers' accessory drafts. The teacher uploads the document as any upload (public address), then
 * names it here: its bytes are copied into the private media store, so learners reach it only through
 * `accessory/download`'s signed address.
 */
export interface AccessoryServiceDeps {
  accessoryRepo: AccessoryRepo;
  drafts: DraftAccess;
  uploads: Pick<UploadService, 'readOwnedFile'>;
  media: FileStorage;
  clock: Clock;
  newId: IdGenerator;
}

export const accessoryKey = (siteId: number, id: number, name: string) =>
  `accessory/${siteId}/${id}${path
    .extname(name)
    .toLowerCase()
    .replace(/[^.a-z0-9]/g, '')}`;

export function createAccessoryService({ accessoryRepo, drafts, uploads, media, clock, newId }: AccessoryServiceDeps) {
  /** Removes stored files no draft or published accessory names any more. */
  const dropUnused = async (siteId: number, keys: string[]) => {
    for (const key of new Set(keys)) if (!(await accessoryRepo.isFileUsed(siteId, key))) await media.removePrefix(key);
  };

  return {
    dropUnused,

    async list(siteId: number, user: SessionUser, courseId: number): Promise<AccessoryAudit[]> {
      const course = await drafts.ownCourse(siteId, user, courseId);
      return (await accessoryRepo.listOf('draft', siteId, course.id)).map(toAccessoryAudit);
    },

    async save(siteId: number, user: SessionUser, input: AccessorySave): Promise<AccessoryAudit> {
      const course = await drafts.ownCourse(siteId, user, Number(input.courseId));
      const name = input.accessoryName.trim();
      if (name === '') throw badRequest('附件名称不能为空');
      const file = await uploads.readOwnedFile(siteId, user.id, input.fileUrl);
      if (!file) throw badRequest('附件须是您本人上传的文件，请先上传');
      const existing = await accessoryRepo.listOf('draft', siteId, course.id);
      const now = clock.now();
      const id = newId();
      const row: CourseAccessoryTable = {
        ...newBusinessRow(id, siteId, now),
        course_id: course.id,
        accessory_name: name,
        file_key: accessoryKey(siteId, id, input.fileUrl),
        file_size: file.bytes.length,
        sort: nextSort(existing),
      };
      await media.put(row.file_key, file.bytes, file.mimeType);
      await drafts.edit(siteId, course.id, (tx) => accessoryRepo.insert(row, tx));
      return toAccessoryAudit(row);
    },

    async delete(siteId: number, user: SessionUser, id: number): Promise<null> {
      const accessory = await accessoryRepo.find('draft', siteId, id);
      if (!accessory) throw notFound('附件不存在或已被删除');
      const course = await drafts.ownCourse(siteId, user, accessory.course_id);
      await drafts.edit(siteId, course.id, (tx) => accessoryRepo.deleteDraft(siteId, id, tx));
      await dropUnused(siteId, [accessory.file_key]);
      return null;
    },
  };
}

export type AccessoryService = ReturnType<typeof createAccessoryService>;
