import { afterAll } from 'vitest';
import { clearMenuCache } from '../src/modules/system/service-menus';
import { invalidatePrincipals } from '../src/platform/auth/principal';

/**
 * Test files share a worker and its module state (vitest.config.ts: isolate false). Every file's
 * database is a fresh copy of one template, so the same user ids and role sets come back in the
 * next file: the process-wide caches keyed by them must not carry this file's answers over, and an
 * environment variable a file sets (IAM_JWT_SECRET, RECOMMEND_MIN_REBUILD_MS) ends with the file.
 */
const env = { ...process.env };

afterAll(() => {
  for (const key of Object.keys(process.env)) if (!(key in env)) delete process.env[key];
  Object.assign(process.env, env);
  invalidatePrincipals();
  clearMenuCache();
});
