import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import { AuthMsg } from '@cppcc/contracts';
import { lt } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { type Keys, sm2DecryptPayload, sm2Encrypt } from '../../platform/auth/keys';
import { hashToken } from '../../platform/auth/tokens';
import type { AppContext } from '../../platform/context';
import { fieldError } from './auth-errors';
import { passwordNonce } from './tables';

/** How long a nonce (and the cipher text made with it) stays usable: time to type a password, not to collect cipher texts. */
export const NONCE_TTL_MS = 5 * 60_000;
/** Browser clocks drift; a payload stamped this far in the future is still taken. */
const CLOCK_SKEW_MS = 60_000;

const NONCE_SPENT = '密码密文已使用或已过期，请重新输入密码';

const macKeys = new WeakMap<Keys, Buffer>();

/** The nonce MAC key, derived from the SM2 private key so that every process sharing the key pair agrees. */
function macKey(keys: Keys): Buffer {
  let k = macKeys.get(keys);
  if (!k) {
    k = Buffer.from(hkdfSync('sha256', keys.sm2PrivateKey, 'cppcc-keys-v1', 'password-nonce', 32));
    macKeys.set(keys, k);
  }
  return k;
}

const mac = (keys: Keys, body: string) => createHmac('sha256', macKey(keys)).update(body).digest('base64url');

/**
 * A one-time nonce for GET /sso/public-key: issue time and randomness, signed.
 * Issuing writes nothing (a stranger cannot fill a table by asking for keys);
 * the database learns of a nonce only when it is consumed.
 */
export function issuePasswordNonce(keys: Keys, now = Date.now()): string {
  const body = `${now.toString(36)}.${randomBytes(16).toString('base64url')}`;
  return `${body}.${mac(keys, body)}`;
}

/** Issue time of a nonce this server signed, or null. */
function nonceIssuedAt(keys: Keys, nonce: string): number | null {
  const parts = nonce.split('.');
  if (parts.length !== 3) return null;
  const expected = Buffer.from(mac(keys, `${parts[0]}.${parts[1]}`));
  const given = Buffer.from(parts[2]);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const at = Number.parseInt(parts[0], 36);
  return Number.isFinite(at) ? at : null;
}

/** What the browser sends (apps/web/src/app/auth/session.ts): used by tests and the bench too. */
export function encryptPasswordPayload(publicKey: string, nonce: string, password: string, ts = Date.now()): string {
  return sm2Encrypt(publicKey, JSON.stringify({ nonce, ts, password }));
}

export interface PasswordField {
  name: string;
  part: 'body' | 'querystring';
}

/**
 * Opens the password cipher texts of one request and consumes their nonces:
 * each must be signed here and fresh, and is accepted once. The web encrypts
 * all fields of one request (old and new password of a change) with one
 * nonce; API clients may use one per field. The insert is the atomic consume:
 * of two requests with one nonce, one insert conflicts.
 */
export async function consumePasswordNonce(ctx: AppContext, given: { field: PasswordField; cipher: string }[]): Promise<void> {
  const now = Date.now();
  const nonces = new Map<string, PasswordField>();
  for (const { field, cipher } of given) {
    const p = sm2DecryptPayload(ctx.keys, cipher);
    if (!p) throw fieldError(field.name, AuthMsg.passwordUndecryptable, field.part);
    const issuedAt = nonceIssuedAt(ctx.keys, p.nonce);
    const fresh =
      issuedAt !== null &&
      now - issuedAt <= NONCE_TTL_MS &&
      issuedAt - now <= CLOCK_SKEW_MS &&
      Math.abs(now - p.ts) <= NONCE_TTL_MS + CLOCK_SKEW_MS;
    if (!fresh) throw fieldError(field.name, NONCE_SPENT, field.part);
    if (!nonces.has(p.nonce)) nonces.set(p.nonce, field);
  }
  if (!nonces.size) return;
  await ctx.db.delete(passwordNonce).where(lt(passwordNonce.expiresAt, new Date(now)));
  for (const [nonce, field] of nonces) {
    const taken = await ctx.db
      .insert(passwordNonce)
      .values({ nonceHash: hashToken(nonce), expiresAt: new Date(now + NONCE_TTL_MS + CLOCK_SKEW_MS) })
      .onConflictDoNothing()
      .returning({ nonceHash: passwordNonce.nonceHash });
    if (!taken.length) throw fieldError(field.name, NONCE_SPENT, field.part);
  }
}

/** A preHandler for a route whose fields carry SM2 password cipher texts; runs before the route reads them. */
export function passwordNonceGuard(ctx: AppContext, fields: PasswordField[]) {
  return async (req: FastifyRequest): Promise<void> => {
    const given: { field: PasswordField; cipher: string }[] = [];
    for (const field of fields) {
      const source = (field.part === 'body' ? req.body : req.query) as Record<string, unknown> | undefined;
      const cipher = source?.[field.name];
      if (typeof cipher === 'string' && cipher) given.push({ field, cipher });
    }
    await consumePasswordNonce(ctx, given);
  };
}
