import { createHmac, timingSafeEqual } from 'node:crypto';
import { CheckMsg, REFERENCE_TOKEN_TTL_MS } from '@cppcc/contracts';
import { forbidden } from '../../../platform/errors';

const PURPOSE = 'intellect-reference-search';

const mac = (secret: Uint8Array, payload: string) => createHmac('sha256', secret).update(`${PURPOSE}.${payload}`).digest('base64url');

/**
 * The search credential of GET /data/intellect/get/signature: the user id and expiry signed
 * with the server's key (HMAC-SHA256), valid 110 minutes (spec 000 §4) and only for that user.
 */
export function signSearchToken(secret: Uint8Array, userId: string, now = Date.now()): { token: string; expiresAt: number } {
  const expiresAt = now + REFERENCE_TOKEN_TTL_MS;
  const payload = Buffer.from(JSON.stringify({ u: userId, e: expiresAt })).toString('base64url');
  return { token: `${payload}.${mac(secret, payload)}`, expiresAt };
}

/** Refuses a missing, forged, expired or another user's credential with 鉴权失败. */
export function verifySearchToken(secret: Uint8Array, token: string | undefined, userId: string, now = Date.now()): void {
  const fail = (why: string) => forbidden(`${CheckMsg.signatureFailed}：${why}`);
  if (!token) throw fail('缺少检索凭证 accessToken，请先获取签名');
  const [payload, sig] = token.split('.');
  if (!payload || !sig) throw fail('检索凭证无效');
  const want = Buffer.from(mac(secret, payload));
  const got = Buffer.from(sig);
  if (want.length !== got.length || !timingSafeEqual(want, got)) throw fail('检索凭证无效');
  let claims: { u?: unknown; e?: unknown };
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    throw fail('检索凭证无效');
  }
  if (claims.u !== userId) throw fail('检索凭证不属于当前用户');
  if (typeof claims.e !== 'number' || claims.e <= now) throw fail('检索凭证已过期，请重新获取签名');
}
