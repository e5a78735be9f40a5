import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/core/config.ts';
import { openDatabase } from '../src/db/database.ts';

/** Writes docs/openapi.json from the contracts; CI fails when the committed file differs. */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-openapi-'));
const database = openDatabase({ databaseUrl: '', dataDir, sqliteFile: ':memory:' });
const app = await buildApp({ config: { ...loadConfig({}), dataDir }, database });
await app.ready();
const target = path.resolve(import.meta.dirname, '../../../docs/openapi.json');
fs.writeFileSync(target, `${JSON.stringify(app.swagger(), null, 2)}\n`);
await app.close();
await database.close();
fs.rmSync(dataDir, { recursive: true, force: true });
console.log(`已写入 ${path.relative(process.cwd(), target)}`);
