import type { Migration } from 'kysely';
import * as classes from './202611280929-grade-classes.ts';

/** The grade module's migrations, by the name the ledger records; a new one is added at the end. */
export const migrations: Record<string, Migration> = {
  '202611280929-grade-classes': classes,
};
