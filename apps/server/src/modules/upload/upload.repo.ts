import { type Db, tablesOf } from '../../db/schema.ts';
import type { UploadFileTable, UploadTables } from './upload.tables.ts';

export function createUploadRepo(database: Db) {
  const db = tablesOf<UploadTables>(database);
  return {
    insert: (row: UploadFileTable) => db.insertInto('upload_file').values(row).execute(),
    findByUrl: (siteId: number, url: string) =>
      db.selectFrom('upload_file').selectAll().where('site_id', '=', siteId).where('url', '=', url).executeTakeFirst(),
  };
}

export type UploadRepo = ReturnType<typeof createUploadRepo>;
