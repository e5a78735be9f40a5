import type { Migration } from 'kysely';
import * as operatorUploads from './0005-operator-uploads.ts';

/** The upload module's migrations, by the name the ledger records (decision 0052). */
export const migrations: Record<string, Migration> = {
  '0005-operator-uploads': operatorUploads,
};
