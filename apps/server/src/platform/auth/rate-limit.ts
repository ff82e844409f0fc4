import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { AppContext } from '../context';
import { tooMany } from '../errors';

/** Chinese text of a 429 (42900) answer. */
export const TOO_MANY_REQUESTS = '操作过于频繁，请稍后再试';

/**
 * A generous per-address ceiling on the whole API; routes tighten it (the
 * sign-in family, see modules/sso/routes.ts). Counters live in Redis when
 * REDIS_URL is set, so that every server process counts together.
 */
export async function registerRateLimits(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { redisUrl, apiPerMinute } = ctx.config.rateLimit;
  const redis = redisUrl ? new Redis(redisUrl, { connectTimeout: 5000, maxRetriesPerRequest: 1 }) : undefined;
  if (redis) {
    // ioredis reconnects by itself; an outage is logged, and the limits are skipped meanwhile (skipOnError)
    redis.on('error', (err) => app.log.warn({ err }, 'rate-limit store (Redis) unavailable'));
    app.addHook('onClose', async () => void (await redis.quit().catch(() => undefined)));
  }
  await app.register(fastifyRateLimit, {
    global: true,
    max: apiPerMinute,
    timeWindow: '1 minute',
    redis,
    nameSpace: 'cppcc-rl:',
    // the client address (X-Forwarded-For only behind a trusted proxy); an upgrade injected in tests may have none
    keyGenerator: (req) => req.ip || req.socket?.remoteAddress || 'unknown',
    // a Redis outage must not take sign-in down with it
    skipOnError: true,
    // the web app's files and /healthz are not the API
    allowList: (req) => !req.url.startsWith(ctx.config.apiPrefix),
    errorResponseBuilder: () => tooMany(TOO_MANY_REQUESTS),
  });
}
