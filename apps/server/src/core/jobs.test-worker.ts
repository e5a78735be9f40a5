import { openDatabase } from '../db/database.ts';
import { createIdGenerator } from './ids.ts';
import { createJobQueue } from './jobs.ts';

/**
 * A second process for jobs.test.ts: it claims a job whose work never ends, says so on stdout, and
 * waits to be killed, as a server that dies mid-job would.
 */
const database = openDatabase({
  databaseUrl: process.env.DATABASE_URL ?? '',
  dataDir: process.env.DATA_DIR ?? '.',
  sqliteFile: 'jobs.db',
});
const queue = createJobQueue({
  db: database.db,
  newId: createIdGenerator(7),
  log: { warn: () => {}, error: (details, message) => console.error(message, details) },
  owner: 'doomed-worker',
  pollMs: 50,
});
queue.define('test.long', {
  concurrency: 1,
  maxAttempts: 3,
  leaseMs: 600,
  run: async (_payload, job) => {
    console.log(`claimed ${job.id}`);
    await new Promise(() => {});
  },
});
queue.start();
// The queue's timers do not hold the process open; this does, until the test kills it.
setInterval(() => {}, 1000);
