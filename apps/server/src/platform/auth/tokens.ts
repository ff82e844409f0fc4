import { createHash, randomBytes } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { adoptSession } from '../http/request-context';
import type { Keys } from './keys';

export interface AccessClaims {
  userId: string;
  sessionId: string;
}

export async function signAccessToken(keys: Keys, claims: AccessClaims, minutes: number): Promise<string> {
  // file addresses in the same answer (the new user's avatar) are signed for this session
  adoptSession(claims.sessionId);
  return new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.userId)
    .setIssuedAt()
    .setExpirationTime(`${minutes}m`)
    .sign(keys.jwtKey);
}

export type VerifyResult = { ok: true; claims: AccessClaims } | { ok: false; expired: boolean };

export async function verifyAccessToken(keys: Keys, token: string): Promise<VerifyResult> {
  try {
    const { payload } = await jwtVerify(token, keys.jwtKey, { algorithms: ['HS256'] });
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return { ok: false, expired: false };
    return { ok: true, claims: { userId: payload.sub, sessionId: payload.sid } };
  } catch (err) {
    return { ok: false, expired: err instanceof errors.JWTExpired };
  }
}

/** Opaque refresh tokens: random, shown once, stored only as a hash. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
