import { createHmac, timingSafeEqual } from 'node:crypto';
import { OssApi } from '@cppcc/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import type { Queryable } from '../db/client';
import { sessionStore } from '../services';

/**
 * Pictures inside rich text are `<img src="/api/sys/oss/file/{id}">`, and an
 * `<img>` cannot send the bearer token. This HttpOnly, SameSite=Strict cookie,
 * sent only to that path, names the browser's session (signed with the address
 * key), so the file route can check the reader like any other call: a picture is
 * shown to those who may read the record it is bound to, and to nobody after
 * the session ends.
 */
export const FILE_COOKIE = 'cppcc_fs';

const filePath = (ctx: AppContext) => `${ctx.config.apiPrefix}${OssApi.file}`;

const mac = (ctx: AppContext, sessionId: string) =>
  createHmac('sha256', Buffer.from(ctx.keys.urlKey)).update(`file-cookie\n${sessionId}`).digest('base64url');

/** The session id inside an access token this server has just signed (no verification needed). */
function sessionOfToken(accessToken: string): string | null {
  try {
    const claims = JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as { sid?: unknown };
    return typeof claims.sid === 'string' ? claims.sid : null;
  } catch {
    return null;
  }
}

function options(ctx: AppContext, req: FastifyRequest) {
  return { path: filePath(ctx), httpOnly: true, sameSite: 'strict' as const, secure: req.protocol === 'https' };
}

export function setFileCookie(ctx: AppContext, req: FastifyRequest, reply: FastifyReply, accessToken: string): void {
  const sid = sessionOfToken(accessToken);
  if (!sid) return;
  reply.setCookie(FILE_COOKIE, `${sid}.${mac(ctx, sid)}`, {
    ...options(ctx, req),
    maxAge: ctx.config.security.refreshTokenDays * 86_400,
  });
}

export function clearFileCookie(ctx: AppContext, req: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(FILE_COOKIE, options(ctx, req));
}

/** The session the request's file cookie names, when its signature holds; liveness is the caller's check. */
export function sessionOfFileCookie(ctx: AppContext, req: FastifyRequest): string | null {
  const value = req.cookies?.[FILE_COOKIE];
  const dot = value?.lastIndexOf('.') ?? -1;
  if (!value || dot <= 0) return null;
  const sid = value.slice(0, dot);
  const want = Buffer.from(mac(ctx, sid));
  const got = Buffer.from(value.slice(dot + 1));
  return want.length === got.length && timingSafeEqual(want, got) ? sid : null;
}

/**
 * The user of a session that still lives: not signed out or revoked, not
 * expired, not idle. Files read by a cookie or a signed address die with it.
 */
export async function liveSessionUser(q: Queryable, sessionId: string, idleMinutes: number, now = Date.now()): Promise<string | null> {
  const s = await sessionStore().find(q, sessionId);
  if (!s || s.expiresAt.getTime() < now || now - s.lastSeenAt.getTime() > idleMinutes * 60_000) return null;
  return s.userId;
}
