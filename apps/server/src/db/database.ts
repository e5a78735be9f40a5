import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import SQLite from 'better-sqlite3';
import {
  CompiledQuery,
  Kysely,
  PostgresDialect,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Dialect,
  type SqliteDatabase,
} from 'kysely';
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
  /** SQLite file only: the WAL's size past which the checkpoint worker empties it (tests set a small one). */
  walBoundBytes?: number;
}

/** Compiled statements kept per connection; a page of the site uses a few dozen distinct ones. */
const STATEMENTS_KEPT = 500;

/**
 * Kysely asks better-sqlite3 to prepare (compile) every query afresh, which cost about as much as
 * running a short one. This keeps the compiled statement per SQL text (the least recently used go
 * first) and reuses it; a statement still being iterated is never handed out twice.
 */
function keepingStatements(sqlite: SQLite.Database, close: () => void): SqliteDatabase {
  const kept = new Map<string, SQLite.Statement>();
  return {
    close,
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

/** Kysely's SQLite driver, beginning every transaction with `begin immediate` (`sqliteDialect`). */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

/**
 * Kysely's SQLite dialect, with transactions that take the write lock when they begin (`begin immediate`).
 * A transaction begun as Kysely begins it (`begin`) reads first and asks for the lock at its first write;
 * SQLite then does not wait for a lock another connection holds (the checkpoint worker's, while it empties
 * the WAL) but fails at once with "database is locked". Asked at the start, the lock is waited for
 * (busy_timeout). The school's process has one connection, so nothing of its own waits longer (decision 0114).
 */
function sqliteDialect(database: SqliteDatabase): Dialect {
  const dialect = new SqliteDialect({ database });
  return {
    createAdapter: () => dialect.createAdapter(),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createDriver: () => new ImmediateSqliteDriver({ database }),
  };
}

/** How often the checkpoint worker copies the WAL into the database file. */
const CHECKPOINT_EVERY_MS = 250;
/** The WAL's largest size before the worker empties it even if that holds writers back (decision 0083). */
const WAL_BOUND_BYTES = 64 * 1024 * 1024;

/**
 * SQLite's automatic checkpoint runs inside the commit that fills the WAL, on the event loop, and
 * held commits up to 400 ms under the exam load. The school's connection turns it off and a worker
 * thread checkpoints on a connection of its own instead (checkpoint-worker.mjs, decision 0083).
 * Should the worker fail, the automatic checkpoint comes back rather than let the WAL grow.
 */
function checkpointInWorker(sqlite: SQLite.Database, file: string, walBoundBytes: number): () => Promise<void> {
  sqlite.pragma('wal_autocheckpoint = 0');
  const worker = new Worker(new URL('./checkpoint-worker.mjs', import.meta.url), {
    workerData: { file, everyMs: CHECKPOINT_EVERY_MS, walBoundBytes },
  });
  // A script that never closes its database still ends.
  worker.unref();
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  worker.on('error', (error) => {
    console.warn(`SQLite checkpoint worker failed, checkpointing on commit again: ${error.message}`);
    sqlite.pragma('wal_autocheckpoint = 1000');
  });
  return async () => {
    // Held again while it stops: an unreferenced worker's exit cannot keep the process waiting for it.
    worker.ref();
    worker.postMessage('stop');
    await exited;
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
  const filePath = options.sqliteImage || file === ':memory:' ? null : path.join(options.dataDir, file);
  if (filePath) fs.mkdirSync(options.dataDir, { recursive: true });
  const sqlite = new SQLite(options.sqliteImage ?? filePath ?? file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const stopCheckpoints = filePath
    ? checkpointInWorker(sqlite, filePath, options.walBoundBytes ?? WAL_BOUND_BYTES)
    : null;
  const close = () => {
    // The worker has stopped: a last checkpoint leaves the WAL empty for whoever opens the file next.
    if (filePath) sqlite.pragma('wal_checkpoint(TRUNCATE)');
    sqlite.close();
  };
  const db = new Kysely<Database>({ dialect: sqliteDialect(keepingStatements(sqlite, close)) });
  return {
    db,
    engine: 'sqlite',
    transaction: transactOn(db),
    close: async () => {
      await stopCheckpoints?.();
      await db.destroy();
    },
    serialize: () => sqlite.serialize(),
  };
}
