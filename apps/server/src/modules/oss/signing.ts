import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed addresses (GET /sys/oss/rpc/download/{id}?module&t&r): `<img>` and `<a>`
 * cannot send the bearer token, so file records carry an address whose `r` is an
 * HMAC of id, module and the expiry `t`. The key is derived from the JWT secret.
 */
const LIFETIME_S = 12 * 3600;
/** expiries are rounded up to the hour, so the same file keeps the same address for a while and browsers can cache it */
const ROUND_S = 3600;

let signingKey: Buffer | null = null;
let apiPrefix = '/api';

export function configureSigning(jwtSecret: Uint8Array, prefix: string): void {
  signingKey = createHmac('sha256', Buffer.from(jwtSecret)).update('cppcc-oss-url-v1').digest();
  apiPrefix = prefix;
}

function sign(id: string, module: string, t: number): string {
  if (!signingKey) throw new Error('oss signing key not configured');
  return createHmac('sha256', signingKey).update(`${id}\n${module}\n${t}`).digest('base64url');
}

/** The record's `url`; the bearer-only address when the oss routes were never registered (scripts). */
export function fileUrl(id: string, module: string, now = Date.now()): string {
  if (!signingKey) return `${apiPrefix}/sys/oss/file/${id}`;
  const t = Math.ceil((now / 1000 + LIFETIME_S) / ROUND_S) * ROUND_S;
  const q = new URLSearchParams({ module, t: String(t), r: sign(id, module, t) });
  return `${apiPrefix}/sys/oss/rpc/download/${id}?${q}`;
}

export function verifySignature(id: string, module: string, t: number, r: string, now = Date.now()): boolean {
  if (!signingKey || !Number.isFinite(t) || t * 1000 < now) return false;
  const want = Buffer.from(sign(id, module, t));
  const got = Buffer.from(r);
  return want.length === got.length && timingSafeEqual(want, got);
}
