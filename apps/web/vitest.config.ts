import path from 'node:path';
import { defineConfig } from 'vitest/config';

/** Separate from vite.config.ts so the React Router plugin is not loaded in tests. */
export default defineConfig({
  resolve: { alias: { '~': path.resolve(import.meta.dirname, 'app') } },
  test: {
    environment: 'jsdom',
    setupFiles: ['./test/setup.ts'],
    include: ['app/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    css: false,
  },
});
