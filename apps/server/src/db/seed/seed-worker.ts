import path from 'node:path';
import { isMainThread, workerData } from 'node:worker_threads';
import { loadConfig } from '../../core/config.ts';
import { createIdGenerator } from '../../core/ids.ts';
import { createStorage } from '../../core/storage.ts';
import { openDatabase } from '../database.ts';
import { seedDemo } from './demo.ts';

/**
 * Seeds the demo school on its own connection. The built server runs this file in a worker thread
 * (decision 0045); under tsx (`npm run dev`), whose loader workers do not inherit, `start.ts` calls
 * `seedDemoSchool` in-process. The server makes its first ids seconds after this ends, in later
 * milliseconds, so the two id generators of one node never meet.
 */
export async function seedDemoSchool(password: string): Promise<void> {
  const config = loadConfig();
  const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await seedDemo({
      db: database.db,
      storage: createStorage(config),
      newId: createIdGenerator(config.nodeId),
      now: Date.now(),
      password,
      audioCacheDir: path.join(config.demoCacheDir, 'seed-audio'),
    });
  } finally {
    await database.close();
  }
}

if (!isMainThread) await seedDemoSchool((workerData as { password: string }).password);
