import { type Db, moduleTables, type Tx } from '../../db/schema.ts';
import type { CourseAccessoryTable, CourseTables } from './course.tables.ts';
import { publishDrafts } from './draft-copies.ts';
import type { Copy } from './lesson.repo.ts';

const accessoryTable = { published: 'course_accessory', draft: 'course_accessory_audit', owner: 'course_id' } as const;

/** Accessories, published or draft (same ids and columns). */
export function createAccessoryRepo(database: Db) {
  const { db, on } = moduleTables<CourseTables>(database);
  return {
    listOf: (copy: Copy, siteId: number, courseId: number, tx?: Tx): Promise<CourseAccessoryTable[]> =>
      on(tx)
        .selectFrom(accessoryTable[copy])
        .selectAll()
        .where('site_id', '=', siteId)
        .where('course_id', '=', courseId)
        .orderBy('sort')
        .orderBy('id')
        .execute(),
    find: (copy: Copy, siteId: number, id: number): Promise<CourseAccessoryTable | undefined> =>
      db
        .selectFrom(accessoryTable[copy])
        .selectAll()
        .where('site_id', '=', siteId)
        .where('id', '=', id)
        .executeTakeFirst(),
    insert: (row: CourseAccessoryTable, tx?: Tx) => on(tx).insertInto('course_accessory_audit').values(row).execute(),
    deleteDraft: (siteId: number, id: number, tx?: Tx) =>
      on(tx).deleteFrom('course_accessory_audit').where('site_id', '=', siteId).where('id', '=', id).execute(),
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
