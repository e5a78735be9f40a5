import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Migrates and seeds the school once; every test app starts from a copy.
    globalSetup: ['src/testing/global-setup.ts'],
    testTimeout: 20000,
    hookTimeout: 60000,
    // Each file builds its own app and database; two workers fit the CI machine.
    maxWorkers: 2,
  },
});
