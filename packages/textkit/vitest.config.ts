import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // The first check in a test file loads jieba's dictionary, the n-gram model and OpenCC's
    // tables (about a second alone); on a loaded 2-core CI machine that alone can pass vitest's
    // 5-second default, so a test would fail for its warm-up, not its answer.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
