/**
 * Server environment for a benchmark: one address signs in and calls the API far more often
 * than a person could, and may keep many sessions. The defaults (apps/server/src/platform/config.ts)
 * would answer 429 or revoke the oldest session; a benchmark lifts them in its own server's
 * environment only.
 */
export const UNTHROTTLED_ENV = {
  RATE_LIMIT_API_PER_MINUTE: '100000000',
  RATE_LIMIT_SIGNIN_PER_MINUTE: '1000000',
  RATE_LIMIT_SIGNIN_GLOBAL_PER_MINUTE: '1000000',
  MAX_SESSIONS_PER_USER: '0',
} as const;
