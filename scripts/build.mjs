// Builds what `npm start` runs — the website (apps/web/build) and the server (apps/server/dist/server.mjs,
// one ES module bundled by esbuild from the TypeScript sources, so the running school needs no
// TypeScript loader) — and stamps each with a hash of what it was built from.
// `--if-stale` (used by `npm start`) skips a build whose stamp matches its sources, so a start with
// nothing changed serves at once instead of rebuilding for ~20 s.
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ifStale = process.argv.includes('--if-stale');

function filesUnder(relative) {
  const full = path.join(root, relative);
  if (!fs.existsSync(full)) return [];
  if (fs.statSync(full).isFile()) return [relative];
  return fs
    .readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

function sourceHash(sources) {
  const hash = createHash('sha256');
  const files = sources.flatMap(filesUnder).sort();
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(fs.readFileSync(path.join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** Runs `make` unless `--if-stale` and the stamp beside `output` matches the sources. */
async function buildIfStale({ name, sources, output, stamp, make }) {
  const current = sourceHash(sources);
  const stampFile = path.join(root, stamp);
  const built = fs.existsSync(stampFile) && fs.existsSync(path.join(root, output));
  if (ifStale && built && fs.readFileSync(stampFile, 'utf8').trim() === current) {
    console.log(`${name} build is current (${output}), not rebuilding`);
    return;
  }
  await make(current);
  fs.writeFileSync(stampFile, `${current}\n`);
}

/**
 * Writes the website's source hash into its service worker (and the worker's compressed copies), so
 * every deployment ships a changed worker, which replaces the old one and its caches (decision 0057).
 */
function stampServiceWorker(current) {
  const worker = path.join(root, 'apps/web/build/client/sw.js');
  const source = fs.readFileSync(worker, 'utf8');
  const stamped = source.replace(/^const BUILD = '[^']*';$/m, `const BUILD = '${current.slice(0, 16)}';`);
  if (stamped === source) throw new Error('sw.js has no BUILD line to stamp');
  fs.writeFileSync(worker, stamped);
  fs.writeFileSync(`${worker}.br`, zlib.brotliCompressSync(stamped));
  fs.writeFileSync(`${worker}.gz`, zlib.gzipSync(stamped));
}

const shared = ['packages/contracts/src', 'packages/contracts/package.json', 'package-lock.json'];

await buildIfStale({
  name: 'website',
  sources: [
    'apps/web/app',
    'apps/web/public',
    'apps/web/scripts',
    'apps/web/package.json',
    'apps/web/react-router.config.ts',
    'apps/web/vite.config.ts',
    'apps/web/tsconfig.json',
    ...shared,
  ],
  output: 'apps/web/build/server/index.js',
  stamp: 'apps/web/build/source-hash.txt',
  make(current) {
    // A build started from a test runner inherits NODE_ENV=test, and Vite would then ship React's
    // development build (several times slower to hydrate). The website is always built for production.
    const result = spawnSync('npm', ['run', 'build', '--workspace', 'apps/web'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (result.status !== 0) process.exit(result.status ?? 1);
    stampServiceWorker(current);
  },
});

const serverPackage = JSON.parse(fs.readFileSync(path.join(root, 'apps/server/package.json'), 'utf8'));
await buildIfStale({
  name: 'server',
  sources: ['apps/server/src', 'apps/server/package.json', 'scripts/build.mjs', ...shared],
  output: 'apps/server/dist/server.mjs',
  stamp: 'apps/server/dist/source-hash.txt',
  async make() {
    fs.rmSync(path.join(root, 'apps/server/dist'), { recursive: true, force: true });
    await build({
      entryPoints: {
        server: path.join(root, 'apps/server/src/main.ts'),
        // start.ts seeds an empty school in a worker thread running this file.
        'seed-worker': path.join(root, 'apps/server/src/db/seed/seed-worker.ts'),
        // db/database.ts checkpoints SQLite in a worker thread running this file, found beside it.
        'checkpoint-worker': path.join(root, 'apps/server/src/db/checkpoint-worker.mjs'),
        // core/render-pool.ts renders pages in worker threads running this file, found beside it.
        'render-worker': path.join(root, 'apps/server/src/core/render-worker.mjs'),
      },
      outdir: path.join(root, 'apps/server/dist'),
      outExtension: { '.js': '.mjs' },
      // main.ts settles NODE_ENV before anything imports React; split chunks keep its `import()` of
      // the rest a real dynamic import, so the packages the rest imports load only after that line.
      splitting: true,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      sourcemap: 'linked',
      // The server keeps the source text of every module it loads (decision 0046); names stay readable
      // in stack traces.
      minifyWhitespace: true,
      minifySyntax: true,
      // Packages stay in node_modules and load as they are; only our own code (the server and the
      // contracts) is bundled. @school/malloc-trim is a native addon, loaded where it was built.
      external: Object.keys(serverPackage.dependencies).filter((name) => name !== '@school/contracts'),
      logLevel: 'warning',
    });
    console.log('server built (apps/server/dist/server.mjs)');
  },
});
