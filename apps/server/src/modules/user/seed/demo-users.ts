import type { Db } from '../../../db/schema.ts';
import { DEMO_SITE_ID } from '../../../db/seed/demo-accounts.ts';

/**
 * The demo accounts (db/seed/demo-accounts.ts `demoUsers`) as other modules' seed steps need them, in
 * the order of the mobiles asked for; a mobile without an account is left out.
 */
export async function findDemoUsers(db: Db, mobiles: readonly string[]) {
  const rows = await db
    .selectFrom('users')
    .select(['id', 'mobile', 'nickname', 'head_img_url', 'user_type'])
    .where('site_id', '=', DEMO_SITE_ID)
    .where('mobile', 'in', mobiles)
    .execute();
  return mobiles.flatMap((mobile) => rows.filter((row) => row.mobile === mobile));
}

/** One demo account, or undefined when the school has none with that mobile. */
export const findDemoUser = async (db: Db, mobile: string) => (await findDemoUsers(db, [mobile]))[0];
