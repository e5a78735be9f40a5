// The school's SQLite checkpoints, run in a worker thread on a connection of its own (decision 0083).
// Plain JavaScript, so the same file runs from the sources (tsx, the tests) and, built by
// scripts/build.mjs, beside the built server.
import fs from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import SQLite from 'better-sqlite3';

/** @type {{ file: string; everyMs: number; walBoundBytes: number }} */
const { file, everyMs, walBoundBytes } = workerData;
const sqlite = new SQLite(file);
// TRUNCATE holds the school's writers back while it waits for readers: it gives up soon, and the
// next round tries again.
sqlite.pragma('busy_timeout = 100');

function walBytes() {
  return fs.statSync(`${file}-wal`, { throwIfNoEntry: false })?.size ?? 0;
}

function checkpoint() {
  // Copies what it can without waiting for anyone; the WAL is then reused from its start by the next
  // write that finds it all copied.
  sqlite.pragma('wal_checkpoint(PASSIVE)');
  // Writes that never pause (or a reader that never lets go) can keep the WAL from being reused:
  // past the bound, a checkpoint that waits for them, and empties the file.
  if (walBytes() > walBoundBytes) sqlite.pragma('wal_checkpoint(TRUNCATE)');
}

const timer = setInterval(checkpoint, everyMs);
parentPort?.once('message', () => {
  clearInterval(timer);
  sqlite.close();
  parentPort?.close();
});
