import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['specs/**/*.spec.ts'],
    // one migrated and seeded data folder for the run, copied by each spec's server
    globalSetup: ['./support/global-setup.ts'],
    testTimeout: 90_000,
    hookTimeout: 120_000,
    // one server and one browser per file, two files at a time: a spec spends much of its time
    // waiting (server answers, antd's animations, page loads), so a second one fills the cores
    // (README 开发: the figures). Each file has its own server, data folder and browser.
    fileParallelism: true,
    maxWorkers: 2,
  },
});
