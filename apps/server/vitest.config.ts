import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    setupFiles: ['./test/file-reset.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // PGlite is CPU-bound WASM: two workers match the two cores. Threads that keep their modules
    // between files load the app's module graph (and compile PGlite's WASM) once per worker instead
    // of once per file; test/file-reset.ts undoes what a file leaves in that shared state.
    pool: 'threads',
    isolate: false,
    maxWorkers: 2,
  },
});
