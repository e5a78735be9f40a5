import type { Db } from '../../../db/schema.ts';
import { DEMO_SITE_ID } from '../../../db/seed/demo-accounts.ts';

/** The demo school's operator account (db/seed/demo.ts makes it), as other modules' seed steps need it. */
export const findDemoOperator = (db: Db) =>
  db.selectFrom('operator').select('id').where('site_id', '=', DEMO_SITE_ID).orderBy('id').executeTakeFirst();

/** The demo school's footer links (not their groups), for the content seed's footer articles. */
export const findDemoFooterLinks = (db: Db) =>
  db
    .selectFrom('website_nav')
    .select(['id', 'nav_name'])
    .where('site_id', '=', DEMO_SITE_ID)
    .where('parent_id', '!=', 0)
    .orderBy('id')
    .execute();
