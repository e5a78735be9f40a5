import type { Migration } from 'kysely';
import * as documents from './202611281538-resource-documents.ts';

/** The resource module's migrations, by the name the ledger records; a new one is added at the end. */
export const migrations: Record<string, Migration> = {
  '202611281538-resource-documents': documents,
};
