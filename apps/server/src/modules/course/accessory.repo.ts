import { type Db, moduleTables, type Tx } from '../../db/schema.ts';
import type { CourseAccessoryTable, CourseTables } from './course.tables.ts';
import { type Copy, draftPairQueries, publishDrafts } from './draft-copies.ts';

const accessoryTable = { published: 'course_accessory', draft: 'course_accessory_audit', owner: 'course_id' } as const;
const accessories = draftPairQueries<CourseAccessoryTable>(accessoryTable);

/** Accessories, published or draft (same ids and columns). */
export function createAccessoryRepo(database: Db) {
  const { db } = moduleTables<CourseTables>(database);
  return {
    listOf: (copy: Copy, siteId: number, courseId: number, tx?: Tx) =>
      accessories.ofOwner(tx ?? database, copy, siteId, courseId),
    find: (copy: Copy, siteId: number, id: number) => accessories.find(database, copy, siteId, id),
    insert: (row: CourseAccessoryTable, tx?: Tx) => accessories.insertDraft(tx ?? database, row),
    deleteDraft: (siteId: number, id: number, tx?: Tx) => accessories.deleteDraft(tx ?? database, siteId, id),
    /** Whether any row, draft or published, still names this stored file. */
    async isFileUsed(siteId: number, fileKey: string): Promise<boolean> {
      for (const table of ['course_accessory', 'course_accessory_audit'] as const) {
        const row = await db
          .selectFrom(table)
          .select('id')
          .where('site_id', '=', siteId)
          .where('file_key', '=', fileKey)
          .executeTakeFirst();
        if (row) return true;
      }
      return false;
    },
    /** An approval: the course's draft accessories replace the published ones. */
    publishDrafts: (siteId: number, courseId: number, tx: Tx) => publishDrafts(accessoryTable, siteId, courseId, tx),
  };
}

export type AccessoryRepo = ReturnType<typeof createAccessoryRepo>;
