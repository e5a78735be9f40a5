import type { Db, UploadFileTable } from '../../db/schema.ts';

export function createUploadRepo(db: Db) {
  return {
    insert: (row: UploadFileTable) => db.insertInto('upload_file').values(row).execute(),
    findByUrl: (siteId: number, url: string) =>
      db.selectFrom('upload_file').selectAll().where('site_id', '=', siteId).where('url', '=', url).executeTakeFirst(),
  };
}

export type UploadRepo = ReturnType<typeof createUploadRepo>;
