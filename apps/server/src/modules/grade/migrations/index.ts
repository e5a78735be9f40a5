import type { Migration } from 'kysely';
import * as classes from './202611280929-grade-classes.ts';
import * as exams from './202611281240-grade-exams.ts';

/** The grade module's migrations, by the name the ledger records; a new one is added at the end. */
export const migrations: Record<string, Migration> = {
  '202611280929-grade-classes': classes,
  '202611281240-grade-exams': exams,
};
