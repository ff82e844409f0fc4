import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // PGlite is CPU-bound WASM: two workers match the two cores
    pool: 'forks',
    maxWorkers: 2,
  },
});
