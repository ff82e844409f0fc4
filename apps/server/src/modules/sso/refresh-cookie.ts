import type { LoginResult } from '@cppcc/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { clearFileCookie, setFileCookie } from '../../platform/auth/file-cookie';
import type { AppContext } from '../../platform/context';

/**
 * The refresh token lives in an HttpOnly, SameSite=Strict cookie sent only to
 * the refresh route: no script (an injected one included) can read it, and no
 * other site can make the browser present it.
 */
export const REFRESH_COOKIE = 'cppcc_rt';
/** The path segment the web sends to GET /sso/refresh/token/{refreshToken} when the token is in the cookie. */
export const REFRESH_FROM_COOKIE = '-';

const cookiePath = (ctx: AppContext) => `${ctx.config.apiPrefix}/sso/refresh/token`;

function cookieOptions(ctx: AppContext, req: FastifyRequest) {
  return {
    path: cookiePath(ctx),
    httpOnly: true,
    sameSite: 'strict' as const,
    // Secure over HTTPS (req.protocol honours X-Forwarded-Proto behind a trusted proxy); plain HTTP on a LAN demo still works
    secure: req.protocol === 'https',
  };
}

/** Sets the cookie of a new token pair and answers without the refresh token (the spec field stays, empty). */
export function sessionAnswer(ctx: AppContext, req: FastifyRequest, reply: FastifyReply, result: LoginResult): LoginResult {
  reply.setCookie(REFRESH_COOKIE, result.refreshToken, {
    ...cookieOptions(ctx, req),
    maxAge: ctx.config.security.refreshTokenDays * 86_400,
  });
  // the session's pictures in rich text follow it (platform/auth/file-cookie.ts)
  setFileCookie(ctx, req, reply, result.token);
  return { ...result, refreshToken: '' };
}

export function clearRefreshCookie(ctx: AppContext, req: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(REFRESH_COOKIE, cookieOptions(ctx, req));
  clearFileCookie(ctx, req, reply);
}

/** The refresh token presented: the cookie for the web ('-' in the path), else the path segment of an API client. */
export function presentedRefreshToken(req: FastifyRequest, segment: string): string | null {
  if (segment !== REFRESH_FROM_COOKIE) return segment;
  return req.cookies?.[REFRESH_COOKIE] || null;
}
