// Every file a document names in backticks exists: docs/ and the READMEs name code by its path
// (`core/http.ts`, `features/course/watch-tracker.ts`) or its file name (`drafts.ts`), and a name left
// behind by a move or a rename fails `npm run lint` here. Decisions are records of their day and are
// not checked. Names with a placeholder (`<name>`, `*`, `NNNN`, `{id}`), suffixes (`.repo.ts`) and what
// the build writes (`dist/`, `build/`) are skipped. Run by `npm run lint`.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const tracked = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter(Boolean);

const documents = tracked.filter(
  (file) => file.endsWith('.md') && !file.includes('node_modules/') && !file.startsWith('docs/decisions/'),
);
const fileNames = new Set(tracked.map((file) => path.posix.basename(file)));
const folders = new Set(tracked.flatMap((file) => ancestors(path.posix.dirname(file))));

function ancestors(dir) {
  const out = [];
  for (let at = dir; at !== '.' && at !== ''; at = path.posix.dirname(at)) out.push(at);
  return out;
}

const fileLike = /^[\w@.~/-]+\.(ts|tsx|mjs|js|json|css|md|sh|sql|tsv)$/;
const placeholder = /[<>*{}]|NNNN/;
const builtOutput = /(^|\/)(dist|build)\/|^seed-worker\.mjs$/;

/** A name is found when some tracked file or folder ends with it, path segment by path segment. */
function exists(name) {
  const clean = name.replace(/^~\//, 'apps/web/app/').replace(/^\.\//, '').replace(/\/$/, '');
  if (!clean.includes('/')) return fileNames.has(clean) || folders.has(clean);
  const suffix = `/${clean}`;
  return (
    tracked.some((file) => file === clean || file.endsWith(suffix)) ||
    [...folders].some((dir) => dir === clean || dir.endsWith(suffix))
  );
}

const missing = [];
for (const document of documents) {
  const text = readFileSync(path.join(root, document), 'utf8');
  for (const [, code] of text.matchAll(/`([^`\n]+)`/g)) {
    const name = code.trim();
    if (placeholder.test(name) || !fileLike.test(name) || /^https?:/.test(name)) continue;
    if (name.startsWith('/') || name.startsWith('.')) continue; // an address on the site, or a suffix
    if (builtOutput.test(name)) continue;
    if (!exists(name)) missing.push(`${document}: \`${name}\``);
  }
}

if (missing.length > 0) {
  console.error(`Documents name files that do not exist (${missing.length}):\n  ${missing.join('\n  ')}`);
  process.exit(1);
}
console.log(`check-doc-paths: every file named in ${documents.length} documents exists`);
