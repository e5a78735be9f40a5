import type { Db } from '../../db/schema.ts';

export function createUserRepo(db: Db) {
  return {
    findById: (siteId: number, id: number) =>
      db.selectFrom('users').selectAll().where('site_id', '=', siteId).where('id', '=', id).executeTakeFirst(),
  };
}

export type UserRepo = ReturnType<typeof createUserRepo>;
