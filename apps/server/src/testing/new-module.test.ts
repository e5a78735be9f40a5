import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * `npm run new:module` writes a module in the agreed shape, joins it to the contract index, the
 * migration list and the table types, and what it writes compiles against the real code.
 */
const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const script = path.join(repoRoot, 'scripts/new-module.mjs');

/** The files the scaffolder edits, copied into a scratch root it writes to instead of the project. */
const edited = ['packages/contracts/src/index.ts', 'apps/server/src/db/migrate.ts', 'apps/server/src/db/schema.ts'];

const scaffold = (root: string, name: string) =>
  execFileSync(process.execPath, [script, name], { env: { ...process.env, SCAFFOLD_ROOT: root }, stdio: 'pipe' });

const filesUnder = (dir: string): string[] =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)]));

const ancestors = (dir: string): string[] =>
  path.dirname(dir) === dir ? [dir] : [dir, ...ancestors(path.dirname(dir))];

/**
 * Type-checks files as if the scaffolder had written into the project: the compiler reads the
 * scratch copies in place of the project's files and everything else (code, node_modules) as it is.
 */
function typeErrors(tsconfig: string, roots: string[], overlay: Map<string, string>): string[] {
  const config = ts.getParsedCommandLineOfConfigFile(
    tsconfig,
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic() {} },
  );
  if (!config) throw new Error(`cannot read ${tsconfig}`);
  const host = ts.createCompilerHost(config.options);
  const { fileExists, readFile, getSourceFile, directoryExists } = host;
  const inOverlay = (file: string) => overlay.get(path.resolve(file));
  const overlayDirs = new Set([...overlay.keys()].flatMap((file) => ancestors(path.dirname(file))));
  host.directoryExists = (dir) => overlayDirs.has(path.resolve(dir)) || (directoryExists?.call(host, dir) ?? false);
  host.fileExists = (file) => inOverlay(file) !== undefined || fileExists.call(host, file);
  host.readFile = (file) => inOverlay(file) ?? readFile.call(host, file);
  host.getSourceFile = (file, language, onError, create) => {
    const text = inOverlay(file);
    return text === undefined
      ? getSourceFile.call(host, file, language, onError, create)
      : ts.createSourceFile(file, text, language);
  };
  // The project's own declaration files (untyped packages, e.g. opentype.js) are part of every compile.
  const declarations = config.fileNames.filter((file) => file.endsWith('.d.ts'));
  const program = ts.createProgram({
    rootNames: [...roots, ...declarations],
    options: { ...config.options, noEmit: true },
    host,
  });
  return ts
    .getPreEmitDiagnostics(program)
    .map(
      (diagnostic) =>
        `${path.relative(repoRoot, diagnostic.file?.fileName ?? '')}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`,
    );
}

describe('the module scaffolder', () => {
  let root: string;
  let written: string[];
  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'school-scaffold-'));
    for (const file of edited) {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      fs.copyFileSync(path.join(repoRoot, file), path.join(root, file));
    }
    // The migration number follows the project's last migration.
    const migrations = 'apps/server/src/db/migrations';
    fs.mkdirSync(path.join(root, migrations), { recursive: true });
    for (const file of fs.readdirSync(path.join(repoRoot, migrations))) {
      fs.copyFileSync(path.join(repoRoot, migrations, file), path.join(root, migrations, file));
    }
    const before = new Set(filesUnder(root));
    scaffold(root, 'live-plan');
    written = filesUnder(root)
      .filter((file) => !before.has(file))
      .map((file) => path.relative(root, file));
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('writes the contract, the server files, a migration and the web feature folder', () => {
    const lastMigration = fs
      .readdirSync(path.join(repoRoot, 'apps/server/src/db/migrations'))
      .map((file) => Number(file.slice(0, 4)))
      .reduce((a, b) => Math.max(a, b), 0);
    const migration = `apps/server/src/db/migrations/${String(lastMigration + 1).padStart(4, '0')}-live-plan.ts`;
    expect(written.sort()).toEqual(
      [
        'packages/contracts/src/live-plan.ts',
        'apps/server/src/modules/live-plan/live-plan.tables.ts',
        'apps/server/src/modules/live-plan/live-plan.repo.ts',
        'apps/server/src/modules/live-plan/live-plan.service.ts',
        'apps/server/src/modules/live-plan/live-plan.routes.ts',
        'apps/server/src/modules/live-plan/live-plan.test.ts',
        'apps/server/src/modules/live-plan/index.ts',
        migration,
        'apps/web/app/features/live-plan/api/list-live-plan.ts',
        'apps/web/app/features/live-plan/components/.gitkeep',
      ].sort(),
    );
    const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
    expect(read('packages/contracts/src/index.ts')).toContain("export * from './live-plan.ts';");
    expect(read('packages/contracts/src/index.ts')).toMatch(/livePlan: livePlanContracts,\s*\} as const;/);
    expect(read('apps/server/src/db/migrate.ts')).toContain(`'${path.basename(migration, '.ts')}': m`);
    expect(read('apps/server/src/db/schema.ts')).toMatch(/LivePlanTables \{\}/);
    // Its test tries the wrong user and the wrong school, not only the happy path.
    const test = read('apps/server/src/modules/live-plan/live-plan.test.ts');
    expect(test).toContain("t.tokenFor('13800000002')");
    expect(test).toContain('OTHER_SITE_ID');
  });

  it('writes code that compiles with the project', () => {
    const overlay = new Map(
      filesUnder(root).map((file) => [path.join(repoRoot, path.relative(root, file)), fs.readFileSync(file, 'utf8')]),
    );
    const roots = [...overlay.keys()].filter((file) => file.endsWith('.ts'));
    const serverErrors = typeErrors(
      path.join(repoRoot, 'apps/server/tsconfig.json'),
      roots.filter((file) => !file.includes('/apps/web/')),
      overlay,
    );
    expect(serverErrors).toEqual([]);
    const webErrors = typeErrors(
      path.join(repoRoot, 'apps/web/tsconfig.json'),
      roots.filter((file) => file.includes('/apps/web/')),
      overlay,
    );
    expect(webErrors).toEqual([]);
  }, 180_000);

  it('refuses a module that exists and a name that is not kebab-case, changing nothing', () => {
    const index = fs.readFileSync(path.join(root, 'packages/contracts/src/index.ts'), 'utf8');
    expect(() => scaffold(root, 'live-plan')).toThrow();
    expect(fs.readFileSync(path.join(root, 'packages/contracts/src/index.ts'), 'utf8')).toBe(index);
    expect(() => scaffold(root, 'Bad Name')).toThrow();
    expect(() => scaffold(root, 'live--plan')).toThrow();
  });
});
