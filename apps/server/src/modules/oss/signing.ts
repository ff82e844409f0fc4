import { createHmac, timingSafeEqual } from 'node:crypto';
import { OssApi } from '@cppcc/contracts';
import { currentSessionId } from '../../platform/http/request-context';

/**
 * Signed addresses (GET /sys/oss/rpc/download/{id}?module&t&s&r): `<img>` and `<a>`
 * cannot send the bearer token, so file records carry an address whose `r` is an
 * HMAC of id, module, the expiry `t` and the session `s` it was made for. It lives
 * minutes, and the download also checks that the session is still live, so a
 * copied address dies with the sign-out that ends its session.
 */
const DEFAULT_TTL_S = 600;
/** expiries are rounded up to the minute, so the same file keeps the same address for a while and browsers can cache it */
const ROUND_S = 60;

let signingKey: Buffer | null = null;
let apiPrefix = '/api';
let ttlSeconds = DEFAULT_TTL_S;

/** urlKey: the key derived for addresses alone (platform/auth/keys.ts), never the access-token key. */
export function configureSigning(urlKey: Uint8Array, prefix: string, ttlMinutes = DEFAULT_TTL_S / 60): void {
  signingKey = Buffer.from(urlKey);
  apiPrefix = prefix;
  ttlSeconds = Math.max(60, Math.round(ttlMinutes * 60));
}

function sign(id: string, module: string, t: number, sid: string): string {
  if (!signingKey) throw new Error('oss signing key not configured');
  return createHmac('sha256', signingKey).update(`${id}\n${module}\n${t}\n${sid}`).digest('base64url');
}

/**
 * The record's `url`, signed for the session of the request being answered (the
 * caller's, or the one a sign-in just opened). Outside a request with a session
 * (scripts, anonymous calls) there is nothing to bind to: the bearer-only address.
 */
export function fileUrl(id: string, module: string, now = Date.now(), sessionId = currentSessionId()): string {
  if (!signingKey || !sessionId) return `${apiPrefix}${OssApi.file}/${id}`;
  const t = Math.ceil((now / 1000 + ttlSeconds) / ROUND_S) * ROUND_S;
  const q = new URLSearchParams({ module, t: String(t), s: sessionId, r: sign(id, module, t, sessionId) });
  return `${apiPrefix}${OssApi.rpcDownload}/${id}?${q}`;
}

/** Signature and expiry only; the caller checks that session `s` is still live. */
export function verifySignature(id: string, module: string, t: number, s: string, r: string, now = Date.now()): boolean {
  if (!signingKey || !s || !Number.isFinite(t) || t * 1000 < now) return false;
  const want = Buffer.from(sign(id, module, t, s));
  const got = Buffer.from(r);
  return want.length === got.length && timingSafeEqual(want, got);
}
