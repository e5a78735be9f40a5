import type { Migration } from 'kysely';
import * as exam from './0013-exam.ts';
import * as examTaking from './0017-exam-taking.ts';

/** The exam module's migrations, by the name the ledger records (decision 0052). */
export const migrations: Record<string, Migration> = {
  '0013-exam': exam,
  '0017-exam-taking': examTaking,
};
