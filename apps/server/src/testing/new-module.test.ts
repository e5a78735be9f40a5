import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * `npm run new:module` writes a module in the agreed shape and joins it to two lists only, one line in
 * each: the module list and the contract index (the console finds the module's pages.ts by name). What it writes compiles against the
 * real code, and the module is served, migrated and seeded: its own generated test passes through
 * HTTP in a copy of the project with the module in its list.
 */
const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const script = path.join(repoRoot, 'scripts/new-module.mjs');

/** The lists the scaffolder joins; nothing else of the project may change. */
const edited = ['packages/contracts/src/index.ts', 'apps/server/src/modules/index.ts'];

const scaffold = (root: string, name: string) =>
  execFileSync(process.execPath, [script, name], { env: { ...process.env, SCAFFOLD_ROOT: root }, stdio: 'pipe' });

const filesUnder = (dir: string): string[] =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.name !== 'node_modules')
    .flatMap((entry) => (entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)]));

const ancestors = (dir: string): string[] =>
  path.dirname(dir) === dir ? [dir] : [dir, ...ancestors(path.dirname(dir))];

/**
 * A copy of the server and the contracts that runs on its own: the packages are the project's (our
 * `@school/malloc-trim` too), but `@school/contracts` is the copy's, so the scaffolded contract is the one
 * the copy's server serves.
 */
function copyProject(root: string): void {
  const copy = (from: string) =>
    fs.cpSync(path.join(repoRoot, from), path.join(root, from), {
      recursive: true,
      filter: (source) => path.basename(source) !== 'node_modules',
    });
  for (const file of ['package.json', 'tsconfig.base.json', 'apps/server', 'packages/contracts', ...edited]) copy(file);
  fs.mkdirSync(path.join(root, 'node_modules/@school'), { recursive: true });
  for (const entry of fs.readdirSync(path.join(repoRoot, 'node_modules'))) {
    if (entry !== '@school')
      fs.symlinkSync(path.join(repoRoot, 'node_modules', entry), path.join(root, 'node_modules', entry));
  }
  fs.symlinkSync(path.join(root, 'packages/contracts'), path.join(root, 'node_modules/@school/contracts'));
  fs.symlinkSync(path.join(repoRoot, 'packages/malloc-trim'), path.join(root, 'node_modules/@school/malloc-trim'));
  const serverModules = path.join(repoRoot, 'apps/server/node_modules');
  if (fs.existsSync(serverModules)) fs.symlinkSync(serverModules, path.join(root, 'apps/server/node_modules'));
}

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
  // Only the scaffolded and joined files are checked: the checker reads the rest of the project only as far
  // as their types need, and the project's own typecheck covers the rest.
  const checked = program.getSourceFiles().filter((file) => inOverlay(file.fileName) !== undefined);
  return [
    ...program.getOptionsDiagnostics(),
    ...program.getGlobalDiagnostics(),
    ...checked.flatMap((file) => [...program.getSyntacticDiagnostics(file), ...program.getSemanticDiagnostics(file)]),
  ].map(
    (diagnostic) =>
      `${path.relative(repoRoot, diagnostic.file?.fileName ?? '')}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`,
  );
}

describe('the module scaffolder', () => {
  let root: string;
  let written: string[];
  let before: Map<string, string>;
  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'school-scaffold-'));
    copyProject(root);
    before = new Map(filesUnder(root).map((file) => [file, fs.readFileSync(file, 'utf8')]));
    scaffold(root, 'live-plan');
    written = filesUnder(root)
      .filter((file) => !before.has(file))
      .map((file) => path.relative(root, file));
    const changed = [...before].filter(([file, text]) => fs.readFileSync(file, 'utf8') !== text);
    expect(changed.map(([file]) => path.relative(root, file)).sort()).toEqual([...edited].sort());
  }, 120_000);
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('writes the contract, the server module with its migrations and seed, the site feature and a console page', () => {
    const migrations = written.filter((file) => file.startsWith('apps/server/src/modules/live-plan/migrations/'));
    expect(migrations).toHaveLength(2);
    const migration = migrations.find((file) => !file.endsWith('/index.ts'))!;
    expect(path.basename(migration)).toMatch(/^\d{12}-live-plan-create\.ts$/);
    expect(written.sort()).toEqual(
      [
        'packages/contracts/src/live-plan.ts',
        'apps/server/src/modules/live-plan/live-plan.tables.ts',
        'apps/server/src/modules/live-plan/live-plan.repo.ts',
        'apps/server/src/modules/live-plan/live-plan.service.ts',
        'apps/server/src/modules/live-plan/live-plan.routes.ts',
        'apps/server/src/modules/live-plan/live-plan.module.ts',
        'apps/server/src/modules/live-plan/seed/demo-live-plan.ts',
        'apps/server/src/modules/live-plan/live-plan.test.ts',
        'apps/server/src/modules/live-plan/index.ts',
        'apps/server/src/modules/live-plan/migrations/index.ts',
        migration,
        'apps/web/app/features/live-plan/api/list-live-plan.ts',
        'apps/web/app/features/live-plan/components/.gitkeep',
        'apps/web/app/admin/features/live-plan/api/queries.ts',
        'apps/web/app/admin/features/live-plan/pages.ts',
        'apps/web/app/admin/features/live-plan/pages/live-plan-page.tsx',
      ].sort(),
    );
    const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
    // Each list gains only its lines and loses none.
    const addedLines = (file: string) => {
      const old = before.get(path.join(root, file))!.split('\n');
      const lines = read(file).split('\n');
      expect(lines.filter((line) => old.includes(line))).toEqual(old);
      return lines.filter((line) => !old.includes(line));
    };
    expect(addedLines('packages/contracts/src/index.ts')).toEqual(["export * from './live-plan.ts';"]);
    expect(addedLines('apps/server/src/modules/index.ts')).toEqual([
      "  (await import('./live-plan/index.ts')).livePlan,",
    ]);
    expect(read('apps/web/app/admin/features/live-plan/pages.ts')).toContain("group: 'modules'");
    // Its test tries the wrong user and the wrong school, not only the happy path.
    const test = read('apps/server/src/modules/live-plan/live-plan.test.ts');
    expect(test).toContain("t.tokenFor('13800000002')");
    expect(test).toContain('OTHER_SITE_ID');
  });

  it('writes code that compiles with the project', () => {
    const overlay = new Map(
      [...written, ...edited].map((file) => [
        path.join(repoRoot, file),
        fs.readFileSync(path.join(root, file), 'utf8'),
      ]),
    );
    const roots = [...overlay.keys()].filter((file) => /\.tsx?$/.test(file));
    // Errors of the scaffolded and joined files; the rest of the project is checked by its own typecheck.
    const ofOverlay = (errors: string[]) =>
      errors.filter((error) => overlay.has(path.join(repoRoot, error.slice(0, error.indexOf(':')))));
    const serverErrors = typeErrors(
      path.join(repoRoot, 'apps/server/tsconfig.json'),
      roots.filter((file) => !file.includes('/apps/web/')),
      overlay,
    );
    expect(ofOverlay(serverErrors)).toEqual([]);
    const webErrors = typeErrors(
      path.join(repoRoot, 'apps/web/tsconfig.json'),
      roots.filter((file) => file.includes('/apps/web/')),
      overlay,
    );
    expect(ofOverlay(webErrors)).toEqual([]);
  }, 600_000);

  it('serves, migrates and seeds the module: its own test passes through HTTP', () => {
    const server = path.join(root, 'apps/server');
    // The copy's run picks its own files: npm test's suite choice (SERVER_SUITE) would leave the new test out.
    const env = Object.fromEntries(
      Object.entries(process.env).filter(([key]) => !key.startsWith('VITEST') && key !== 'SERVER_SUITE'),
    );
    const vitest = path.join(repoRoot, 'node_modules/vitest/vitest.mjs');
    const run = () =>
      execFileSync(process.execPath, [vitest, 'run', 'src/modules/live-plan/live-plan.test.ts'], {
        cwd: server,
        env: { ...env, TEST_DB: 'sqlite', TEST_REDIS_URL: '' },
        stdio: 'pipe',
        encoding: 'utf8',
      });
    let output = '';
    try {
      output = run();
    } catch (error) {
      const failed = error as { stdout?: string; stderr?: string };
      throw new Error(`the scaffolded module's test failed:\n${failed.stdout ?? ''}\n${failed.stderr ?? ''}`);
    }
    expect(output).toMatch(/Tests\s+.*7 passed/);
  }, 300_000);

  it('refuses a module that exists and a name that is not kebab-case, changing nothing', () => {
    const index = fs.readFileSync(path.join(root, 'packages/contracts/src/index.ts'), 'utf8');
    expect(() => scaffold(root, 'live-plan')).toThrow();
    expect(fs.readFileSync(path.join(root, 'packages/contracts/src/index.ts'), 'utf8')).toBe(index);
    expect(() => scaffold(root, 'Bad Name')).toThrow();
    expect(() => scaffold(root, 'live--plan')).toThrow();
  });
});
