import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { deriveKeys, loadKeys, WeakSecretError } from './keys';
import { signAccessToken, verifyAccessToken } from './tokens';

const SECRET = 'x'.repeat(32);

describe('JWT_SECRET and the keys derived from it (finding 17e)', () => {
  it('refuses a secret shorter than 32 bytes at start, with a clear message', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cppcc-keys-'));
    try {
      expect(() => loadKeys(dir, { JWT_SECRET: 'short-secret', SM2_PUBLIC_KEY: 'a', SM2_PRIVATE_KEY: 'b' })).toThrow(WeakSecretError);
      expect(() => loadKeys(dir, { JWT_SECRET: '', SM2_PUBLIC_KEY: 'a', SM2_PRIVATE_KEY: 'b' })).toThrow(
        /JWT_SECRET 过短（0 字节）：至少需要 32 字节/,
      );
      // 31 ASCII bytes no, 11 Chinese characters (33 bytes of UTF-8) yes
      expect(() => deriveKeys('x'.repeat(31))).toThrow(WeakSecretError);
      expect(() => deriveKeys('政'.repeat(11))).not.toThrow();
      // a generated secret is long enough
      expect(loadKeys(dir, { SM2_PUBLIC_KEY: 'a', SM2_PRIVATE_KEY: 'b' }).jwtKey).toHaveLength(32);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('derives separate keys for tokens, addresses, SMS codes and search tokens', () => {
    const k = deriveKeys(SECRET);
    const hex = [k.jwtKey, k.urlKey, k.smsKey, k.searchKey].map((b) => Buffer.from(b).toString('hex'));
    expect(new Set(hex).size).toBe(4);
    expect(hex).not.toContain(Buffer.from(SECRET).toString('hex'));
    // the same master gives the same keys (several processes share JWT_SECRET)
    expect(Buffer.from(deriveKeys(SECRET).urlKey).equals(Buffer.from(k.urlKey))).toBe(true);
  });

  it('an access token does not verify with the address key, nor with the master secret', async () => {
    const k = { ...deriveKeys(SECRET), sm2PublicKey: '', sm2PrivateKey: '' };
    const token = await signAccessToken(k, { userId: 'u1', sessionId: 's1' }, 5);
    expect(await verifyAccessToken(k, token)).toEqual({ ok: true, claims: { userId: 'u1', sessionId: 's1' } });
    expect((await verifyAccessToken({ ...k, jwtKey: k.urlKey }, token)).ok).toBe(false);
    await expect(jwtVerify(token, new TextEncoder().encode(SECRET))).rejects.toThrow();
  });
});
