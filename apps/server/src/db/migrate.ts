import { Migrator, type Migration } from 'kysely';
import type { Db } from './schema.ts';
import { migrations as core } from './migrations/index.ts';
import { modules } from '../modules/index.ts';

/**
 * The migrations one owner brings: the core set (`db/migrations/`: the platform's tables and the
 * migrations that span modules) or a module's (`modules/<name>/migrations/index.ts`). Each migration
 * is keyed by the name the ledger (`kysely_migration`) records (decision 0052).
 */
export interface MigrationSet {
  name: string;
  migrations?: Record<string, Migration>;
}

/** The core set, then each module's (a module's definition is a set too: its name and its migrations). */
export const migrationSets: MigrationSet[] = [{ name: 'core', migrations: core }, ...modules];

/** Every set's migrations in the order they run (by name, as Kysely sorts them); a name may appear once. */
export function collectMigrations(from: MigrationSet[]): Record<string, Migration> {
  const ownerOf = new Map<string, string>();
  const all: Record<string, Migration> = {};
  for (const set of from) {
    for (const [name, migration] of Object.entries(set.migrations ?? {})) {
      const owner = ownerOf.get(name);
      if (owner) throw new Error(`迁移 ${name} 重名：${owner} 与 ${set.name} 都有，请改名后再启动`);
      ownerOf.set(name, set.name);
      all[name] = migration;
    }
  }
  return Object.fromEntries(
    Object.keys(all)
      .sort()
      .map((name) => [name, all[name]!]),
  );
}

export async function migrateToLatest(db: Db, from: MigrationSet[] = migrationSets): Promise<void> {
  const migrations = collectMigrations(from);
  const migrator = new Migrator({
    db,
    provider: { getMigrations: () => Promise.resolve(migrations) },
    // Modules are built on branches side by side: a branch merged later brings a migration whose
    // timestamp sorts before ones a database has already run. It must still run, not stop the start.
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`数据库迁移失败：${failed?.migrationName ?? ''}`, { cause: error });
  }
}
