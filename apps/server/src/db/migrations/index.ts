import type { Migration } from 'kysely';
import * as foundation from './0001-foundation.ts';
import * as catalogue from './0003-catalogue.ts';
import * as accounts from './0004-accounts.ts';
import * as vod from './0007-vod.ts';
import * as courseStudyOrders from './0011-course-study-orders.ts';
import * as videoCourses from './0016-video-courses.ts';

/** Migrations that span modules, by the name the ledger records (decision 0052). */
export const migrations: Record<string, Migration> = {
  '0001-foundation': foundation,
  '0003-catalogue': catalogue,
  '0004-accounts': accounts,
  '0007-vod': vod,
  '0011-course-study-orders': courseStudyOrders,
  '0016-video-courses': videoCourses,
};
