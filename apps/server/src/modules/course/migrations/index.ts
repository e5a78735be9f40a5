import type { Migration } from 'kysely';
import * as courseListOrder from './0006-course-list-order.ts';

/** The course module's migrations, by the name the ledger records (decision 0052). */
export const migrations: Record<string, Migration> = {
  '0006-course-list-order': courseListOrder,
};
