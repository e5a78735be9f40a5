import type { Migration } from 'kysely';
import * as community from './0015-community.ts';
import * as hotIndexPublishTime from './0020-hot-index-publish-time.ts';

/** The community module's migrations, by the name the ledger records (decision 0052). */
export const migrations: Record<string, Migration> = {
  '0015-community': community,
  '0020-hot-index-publish-time': hotIndexPublishTime,
};
