import { defineConfig } from 'vitest/config';

/**
 * Files whose subject is not the database: the scaffolder's compile, the captcha against a
 * template-matching attack and the entry point's start-up checks (on the embedded database), the
 * outside providers, storage, hostile media and sanitising, and password hashing under a sign-in burst. The PostgreSQL run leaves them out: it would repeat the same
 * work (about 3 minutes of CI) and prove nothing more.
 */
const engineFree = [
  'src/testing/new-module.test.ts',
  'src/core/captcha.test.ts',
  'src/start.test.ts',
  // Their subject is not the database either: providers' signatures against their stand-ins, file
  // storage, hostile media probed by ffmpeg, HTML sanitising (decision 0056).
  'src/modules/user/providers.test.ts',
  'src/core/storage.test.ts',
  'src/modules/vod/vod-hostile-media.test.ts',
  'src/modules/community/xss.test.ts',
];
/** Engine-free too, but it times a file read during the burst, so `npm test` runs it alone, first. */
const needsQuietMachine = ['src/core/sign-in-burst.test.ts'];

/**
 * `SERVER_SUITE` splits the files for `npm test` (scripts/test-all.mjs): `quiet` (the timing check, run
 * alone before anything else), `database` (every file that touches the database) and `engine-free`
 * (the rest); the last two run beside the browser journeys. Unset, the SQLite run takes every file and
 * the PostgreSQL run every file that touches the database.
 */
const suite = process.env.SERVER_SUITE ?? (process.env.TEST_DB === 'postgres' ? 'postgres' : 'all');
const selection: Record<string, { include?: string[]; exclude: string[] }> = {
  all: { exclude: [] },
  quiet: { include: needsQuietMachine, exclude: [] },
  database: { exclude: [...engineFree, ...needsQuietMachine] },
  postgres: { exclude: [...engineFree, ...needsQuietMachine] },
  'engine-free': { include: engineFree, exclude: [] },
};
const chosen = selection[suite];
if (!chosen) throw new Error(`SERVER_SUITE must be one of ${Object.keys(selection).join(', ')}`);

export default defineConfig({
  test: {
    include: chosen.include ?? ['src/**/*.test.ts'],
    exclude: chosen.exclude,
    // Migrates and seeds the school once; every test app starts from a copy.
    globalSetup: ['src/testing/global-setup.ts'],
    // `npm test` runs the PostgreSQL suite beside the browser journeys at the lowest priority, where a
    // 4-second test once took over 20: generous limits, for a starved worker, not a hang.
    testTimeout: 60000,
    hookTimeout: 120000,
    // Each file builds its own app and database; two workers fit the CI machine.
    maxWorkers: 2,
    // One module graph per worker instead of one per file: importing the whole app afresh for each
    // file was most of the suite's time. The server keeps no per-request state in modules (the
    // password-hashing queue and memo tables are process-wide by design).
    isolate: false,
  },
});
