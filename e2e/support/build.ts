import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { prepareTemplateSchool } from './school.ts';

/**
 * Vitest global setup: the journeys run the built school, so build whatever changed since the last
 * build; then seed the demo school once, for every journey to start from a copy.
 */
export default async function setup(): Promise<void> {
  execFileSync(process.execPath, ['scripts/build.mjs', '--if-stale'], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    stdio: 'inherit',
  });
  await prepareTemplateSchool();
}
