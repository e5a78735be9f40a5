import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** `npm run new:module` writes a module in the agreed shape and joins it to the contract index. */
const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const script = path.join(repoRoot, 'scripts/new-module.mjs');

describe('the module scaffolder', () => {
  it('writes the contract, five server files and the web feature folder', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'school-scaffold-'));
    fs.mkdirSync(path.join(root, 'packages/contracts/src'), { recursive: true });
    fs.copyFileSync(
      path.join(repoRoot, 'packages/contracts/src/index.ts'),
      path.join(root, 'packages/contracts/src/index.ts'),
    );
    execFileSync(process.execPath, [script, 'live-plan'], {
      env: { ...process.env, SCAFFOLD_ROOT: root },
      stdio: 'pipe',
    });

    for (const file of [
      'packages/contracts/src/live-plan.ts',
      'apps/server/src/modules/live-plan/live-plan.routes.ts',
      'apps/server/src/modules/live-plan/live-plan.service.ts',
      'apps/server/src/modules/live-plan/live-plan.repo.ts',
      'apps/server/src/modules/live-plan/live-plan.test.ts',
      'apps/server/src/modules/live-plan/index.ts',
      'apps/web/app/features/live-plan/api/list-live-plan.ts',
    ]) {
      expect(fs.existsSync(path.join(root, file)), file).toBe(true);
    }
    const index = fs.readFileSync(path.join(root, 'packages/contracts/src/index.ts'), 'utf8');
    expect(index).toContain("export * from './live-plan.ts';");
    expect(index).toContain("import { livePlanContracts } from './live-plan.ts';");
    expect(index).toMatch(/livePlan: livePlanContracts,?\s*\} as const;/);
    expect(fs.readFileSync(path.join(root, 'apps/server/src/modules/live-plan/live-plan.routes.ts'), 'utf8')).toContain(
      'registerLivePlanRoutes',
    );

    const again = () =>
      execFileSync(process.execPath, [script, 'live-plan'], {
        env: { ...process.env, SCAFFOLD_ROOT: root },
        stdio: 'pipe',
      });
    expect(again).toThrow();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('refuses a name that is not kebab-case', () => {
    expect(() => execFileSync(process.execPath, [script, 'Bad Name'], { stdio: 'pipe' })).toThrow();
  });
});
