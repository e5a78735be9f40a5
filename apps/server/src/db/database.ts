import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type SqliteDatabase } from 'kysely';
import { type Database, type Db, type Transact, transactOn } from './schema.ts';

export type Engine = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Db;
  engine: Engine;
  /** Runs work in one transaction that several modules' repos join. */
  transaction: Transact;
  close(): Promise<void>;
  /** SQLite only: the database as one image, which `sqliteImage` opens again (the tests' seeded template). */
  serialize?(): Buffer;
}

export interface DatabaseOptions {
  databaseUrl: string;
  dataDir: string;
  /** SQLite file name inside dataDir, or ':memory:'. */
  sqliteFile?: string;
  /** Opens a copy of this image in memory instead of a file. */
  sqliteImage?: Buffer;
}

/** Compiled statements kept per connection; a page of the site uses a few dozen distinct ones. */
const STATEMENTS_KEPT = 500;

/**
 * Kysely asks better-sqlite3 to prepare (compile) every query afresh, which cost about as much as
 * running a short one. This keeps the compiled statement per SQL text (the least recently used go
 * first) and reuses it; a statement still being iterated is never handed out twice.
 */
function keepingStatements(sqlite: SQLite.Database): SqliteDatabase {
  const kept = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(text) {
      const found = kept.get(text);
      if (found && !found.busy) {
        kept.delete(text);
        kept.set(text, found);
        return found;
      }
      const statement = sqlite.prepare(text);
      kept.set(text, statement);
      if (kept.size > STATEMENTS_KEPT) kept.delete(kept.keys().next().value!);
      return statement;
    },
  };
}

export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  if (options.databaseUrl.startsWith('postgres')) {
    let closing = false;
    // The driver loads with the first query, so a school on SQLite never loads it (decision 0046).
    const pool = async () => {
      const { default: pg } = await import('pg');
      // BIGINT ids and times stay below 2^53 (see core/ids.ts), so they are exact as numbers.
      pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
      const created = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
      // An idle connection can be ended by the server (a restart, an administrator); the pool drops it
      // and opens another when next needed. Unheard, the pool's 'error' event would end the process.
      created.on('error', (error) => {
        if (!closing) console.warn(`PostgreSQL closed an idle connection: ${error.message}`);
      });
      return created;
    };
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    const close = () => {
      closing = true;
      return db.destroy();
    };
    return { db, engine: 'postgres', transaction: transactOn(db), close };
  }
  const file = options.sqliteFile ?? 'school.db';
  if (!options.sqliteImage && file !== ':memory:') fs.mkdirSync(options.dataDir, { recursive: true });
  const sqlite = new SQLite(options.sqliteImage ?? (file === ':memory:' ? file : path.join(options.dataDir, file)));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: keepingStatements(sqlite) }) });
  return {
    db,
    engine: 'sqlite',
    transaction: transactOn(db),
    close: () => db.destroy(),
    serialize: () => sqlite.serialize(),
  };
}
