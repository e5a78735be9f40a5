import path from 'node:path';
import { defineConfig } from 'vitest/config';

/** Separate from vite.config.ts so the React Router plugin is not loaded in tests. */
export default defineConfig({
  resolve: {
    alias: [
      { find: '~', replacement: path.resolve(import.meta.dirname, 'app') },
      // Node loads antd's CommonJS build for `antd`; a deep import of its ES build (the shell's
      // components/site-feedback.tsx) must reach the same modules, or it gets another React context.
      { find: /^antd\/es\/(.*)$/, replacement: 'antd/lib/$1' },
    ],
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./test/setup.ts'],
    include: ['app/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    css: false,
    // Vitest's default leaves one core to itself, which on the 2-core CI machine ran the files one by one.
    // `npm test` runs this suite beside the browser journeys at the lowest priority, where CI once starved a
    // 2-second form test past 30 s: one generous limit here, for a starved worker, not a hang. Files set none.
    testTimeout: 120000,
    hookTimeout: 120000,
    maxWorkers: 2,
    // One module graph per worker instead of one per file: importing antd and React afresh for each of
    // 87 files took most of the run (206 s → about 40 s). test/setup.ts resets the browser after each
    // test, and spies and stubbed globals are undone here.
    isolate: false,
    restoreMocks: true,
    unstubGlobals: true,
  },
});
