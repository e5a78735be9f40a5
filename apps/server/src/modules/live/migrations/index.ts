import type { Migration } from 'kysely';
import * as create from './202611281620-live-create.ts';
import * as chat from './202611281630-live-chat.ts';

/** The live module's migrations, by the name the ledger records; a new one is added at the end. */
export const migrations: Record<string, Migration> = {
  '202611281620-live-create': create,
  '202611281630-live-chat': chat,
};
