import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['**/*.e2e.ts'],
    globalSetup: ['./support/build.ts'],
    testTimeout: 60000,
    hookTimeout: 120000,
    // One server and one browser per file; files run one after another to stay light on CI.
    fileParallelism: false,
  },
});
