import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['specs/**/*.spec.ts'],
    testTimeout: 90_000,
    hookTimeout: 120_000,
    // one server and one browser per file; files run one after another on 2 cores
    fileParallelism: false,
  },
});
