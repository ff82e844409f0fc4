import { Msg } from '@cppcc/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppContext } from '../context';
import { forbidden, loginExpired, tokenExpired } from '../errors';
import { sessionStore } from '../services';
import { loadPrincipal, type Principal } from './principal';
import { verifyAccessToken } from './tokens';

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
  }
  interface FastifyContextConfig {
    /** no sign-in needed */
    public?: boolean;
    /** button permission(s) required; any one of a list suffices */
    permission?: string | string[];
    /** callable by an account that must change its password first (the change itself, sign-out, the shell's menus) */
    duringPasswordChange?: boolean;
  }
}

/** How often a session's last-activity time is written (idle timeout needs minutes, not milliseconds). */
const TOUCH_EVERY_MS = 60_000;

export function bearerToken(req: FastifyRequest): string | null {
  const h = req.headers.authorization;
  if (h?.startsWith('Bearer ')) return h.slice(7).trim() || null;
  return null;
}

/** Resolves the caller of a request from its access token; throws the spec's 10001/10002 codes. */
export async function authenticate(ctx: AppContext, token: string | null): Promise<Principal> {
  if (!token) throw loginExpired();
  const v = await verifyAccessToken(ctx.keys, token);
  if (!v.ok) throw v.expired ? tokenExpired() : loginExpired();
  const sessions = sessionStore();
  const s = await sessions.find(ctx.db, v.claims.sessionId);
  // spec 002 §4: a dead session answers 10002; the refresh then fails with 10001 and the client signs out
  if (!s) throw tokenExpired();
  const now = Date.now();
  const idleMs = ctx.config.security.idleTimeoutMinutes * 60_000;
  if (now - s.lastSeenAt.getTime() > idleMs || s.expiresAt.getTime() < now) {
    await sessions.expireIdle(ctx.db, s.id);
    // the live channel of an idle session closes too, as for any other revocation
    ctx.events.emit('sessionRevoked', { sessionId: s.id, userId: v.claims.userId });
    throw tokenExpired();
  }
  if (now - s.lastSeenAt.getTime() > TOUCH_EVERY_MS) await sessions.touch(ctx.db, s.id, new Date(now));
  const core = await loadPrincipal(ctx.db, v.claims.userId);
  if (!core) throw loginExpired();
  return { ...core, sessionId: s.id };
}

export function hasPermission(p: Principal, needed: string | string[]): boolean {
  const list = Array.isArray(needed) ? needed : [needed];
  return list.some((n) => p.permissions.has(n));
}

/** Every route needs a signed-in caller unless its config says `public`; `permission` is checked here, on the server. */
export const authPlugin = fp(async (app: FastifyInstance, opts: { ctx: AppContext }) => {
  app.decorateRequest('principal', null);
  app.addHook('onRequest', async (req) => {
    const config = req.routeOptions.config;
    if (!req.routeOptions.url) return; // 404s are answered by the not-found handler
    // only the API needs a caller; the web app's files and /healthz are for anyone
    if (!req.url.startsWith(opts.ctx.config.apiPrefix)) return;
    if (config.public) {
      const token = bearerToken(req);
      if (token) req.principal = await authenticate(opts.ctx, token).catch(() => null);
      return;
    }
    req.principal = await authenticate(opts.ctx, bearerToken(req));
    // a password known to its resetter or creator opens nothing but its own change (finding: forced first change)
    if (req.principal.mustChangePassword && !config.duringPasswordChange) throw forbidden(Msg.changePasswordFirst);
    if (config.permission && !hasPermission(req.principal, config.permission)) throw forbidden();
  });
});

/** The caller of an authenticated route. */
export function principalOf(req: FastifyRequest): Principal {
  if (!req.principal) throw loginExpired();
  return req.principal;
}
