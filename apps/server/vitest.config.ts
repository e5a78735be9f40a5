import { defineConfig } from 'vitest/config';

/**
 * Files whose subject is not the database: the scaffolder's compile, the captcha against a
 * template-matching attack, password hashing under a sign-in burst and the entry point's start-up
 * checks (on the embedded database). They run in the SQLite run only; the PostgreSQL run would
 * repeat the same work (about 3 minutes of CI) and prove nothing more.
 */
const engineFree = [
  'src/testing/new-module.test.ts',
  'src/core/captcha.test.ts',
  'src/core/sign-in-burst.test.ts',
  'src/start.test.ts',
];

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    exclude: process.env.TEST_DB === 'postgres' ? engineFree : [],
    // Migrates and seeds the school once; every test app starts from a copy.
    globalSetup: ['src/testing/global-setup.ts'],
    testTimeout: 20000,
    hookTimeout: 60000,
    // Each file builds its own app and database; two workers fit the CI machine.
    maxWorkers: 2,
    // One module graph per worker instead of one per file: importing the whole app afresh for each
    // file was most of the suite's time. The server keeps no per-request state in modules (the
    // password-hashing queue and memo tables are process-wide by design).
    isolate: false,
  },
});
