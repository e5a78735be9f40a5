// Builds the website (apps/web/build) and stamps the build with a hash of what it was built from.
// `--if-stale` (used by `npm start`) skips the build when the stamp matches the sources, so a start
// with nothing changed serves at once instead of rebuilding for ~20 s.
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const web = path.join(root, 'apps/web');
const stamp = path.join(web, 'build/source-hash.txt');
const builtServer = path.join(web, 'build/server/index.js');

/** What the build reads: the website, the contracts it imports, and the locked dependency versions. */
const sources = [
  'apps/web/app',
  'apps/web/public',
  'apps/web/scripts',
  'apps/web/package.json',
  'apps/web/react-router.config.ts',
  'apps/web/vite.config.ts',
  'apps/web/tsconfig.json',
  'packages/contracts/src',
  'packages/contracts/package.json',
  'package-lock.json',
];
// Written by the build itself (extract-antd-css.mjs), so not a source.
const generated = new Set(['apps/web/app/styles/antd.css', 'apps/web/app/styles/antd-cache-paths.txt']);

function filesUnder(relative) {
  const full = path.join(root, relative);
  if (!fs.existsSync(full)) return [];
  if (fs.statSync(full).isFile()) return [relative];
  return fs
    .readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

function sourceHash() {
  const hash = createHash('sha256');
  const files = sources
    .flatMap(filesUnder)
    .filter((file) => !generated.has(file))
    .sort();
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(fs.readFileSync(path.join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

const current = sourceHash();
const built = fs.existsSync(stamp) && fs.existsSync(builtServer) ? fs.readFileSync(stamp, 'utf8').trim() : '';
if (process.argv.includes('--if-stale') && built === current) {
  console.log('website build is current (apps/web/build), not rebuilding');
} else {
  const result = spawnSync('npm', ['run', 'build', '--workspace', 'apps/web'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  fs.writeFileSync(stamp, `${current}\n`);
}
