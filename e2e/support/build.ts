import { execFileSync } from 'node:child_process';
import path from 'node:path';

/** Vitest global setup: the journeys run the built school, so build whatever changed since the last build. */
export default function buildIfStale(): void {
  execFileSync(process.execPath, ['scripts/build.mjs', '--if-stale'], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    stdio: 'inherit',
  });
}
