import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['specs/**/*.spec.ts'],
    // one migrated and seeded data folder for the run, copied by each spec's server
    globalSetup: ['./support/global-setup.ts'],
    testTimeout: 90_000,
    hookTimeout: 120_000,
    // one server and one browser per file; files run one after another on 2 cores. Two at a time
    // was tried: the specs are CPU-bound (each doubled in length), the suite gained 16 % and clicks
    // during antd's animations were lost under the load, so it stays serial.
    fileParallelism: false,
  },
});
