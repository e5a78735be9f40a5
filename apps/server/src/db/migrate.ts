import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from './schema.ts';
import * as m0001 from './migrations/0001-foundation.ts';
import * as m0002 from './migrations/0002-lecturers.ts';
import * as m0003 from './migrations/0003-catalogue.ts';
import * as m0004 from './migrations/0004-accounts.ts';
import * as m0005 from './migrations/0005-operator-uploads.ts';
import * as m0006 from './migrations/0006-course-list-order.ts';
import * as m0007 from './migrations/0007-vod.ts';
import * as m0008 from './migrations/0008-sign-in-protection.ts';
import * as m0011 from './migrations/0011-course-study-orders.ts';
import * as m0013 from './migrations/0013-exam.ts';
import * as m0015 from './migrations/0015-community.ts';
import * as m0016 from './migrations/0016-video-courses.ts';
import * as m0017 from './migrations/0017-exam-taking.ts';
import * as m0018 from './migrations/0018-orders-payments.ts';
import * as m0019 from './migrations/0019-referral-visits.ts';
import * as m0020 from './migrations/0020-hot-index-publish-time.ts';
import * as m0021 from './migrations/0021-sign-in-failure-address.ts';

/** Migrations in the order they run; new files are added at the end. */
const migrations: Record<string, Migration> = {
  '0001-foundation': m0001,
  '0002-lecturers': m0002,
  '0003-catalogue': m0003,
  '0004-accounts': m0004,
  '0005-operator-uploads': m0005,
  '0006-course-list-order': m0006,
  '0007-vod': m0007,
  '0008-sign-in-protection': m0008,
  '0011-course-study-orders': m0011,
  '0013-exam': m0013,
  '0015-community': m0015,
  '0016-video-courses': m0016,
  '0017-exam-taking': m0017,
  '0018-orders-payments': m0018,
  '0019-referral-visits': m0019,
  '0020-hot-index-publish-time': m0020,
  '0021-sign-in-failure-address': m0021,
};

const provider: MigrationProvider = { getMigrations: () => Promise.resolve(migrations) };

export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`数据库迁移失败：${failed?.migrationName ?? ''}`, { cause: error });
  }
}
