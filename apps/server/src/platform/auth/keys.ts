import { hkdfSync, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import smCrypto from 'sm-crypto';

/**
 * One master secret (JWT_SECRET) keys several unrelated things; each gets its own
 * key derived with HKDF, so a value made for one purpose (a signed file address,
 * an SMS-code digest) can never pass as another (an access token).
 */
export interface Keys {
  /** HS256 key of access tokens */
  jwtKey: Uint8Array;
  /** HMAC key of signed file addresses (modules/oss/signing.ts) */
  urlKey: Uint8Array;
  /** HMAC key of stored SMS-code digests */
  smsKey: Uint8Array;
  /** HMAC key of the reference-search tokens */
  searchKey: Uint8Array;
  sm2PublicKey: string;
  sm2PrivateKey: string;
}

/**
 * Keys come from the environment when set (several processes must share them),
 * otherwise they are generated on first start and kept under DATA_DIR/keys.
 */
export function loadKeys(dataDir: string, env: NodeJS.ProcessEnv = process.env): Keys {
  const dir = path.join(dataDir, 'keys');
  const jwtSecret = env.JWT_SECRET ?? readOrCreate(path.join(dir, 'jwt.secret'), () => randomBytes(48).toString('base64'));
  let pub = env.SM2_PUBLIC_KEY;
  let priv = env.SM2_PRIVATE_KEY;
  if (!pub || !priv) {
    const pair = JSON.parse(
      readOrCreate(path.join(dir, 'sm2.json'), () => {
        const kp = smCrypto.sm2.generateKeyPairHex();
        return JSON.stringify({ publicKey: kp.publicKey, privateKey: kp.privateKey });
      }),
    ) as { publicKey: string; privateKey: string };
    pub = pair.publicKey;
    priv = pair.privateKey;
  }
  return { ...deriveKeys(jwtSecret), sm2PublicKey: pub, sm2PrivateKey: priv };
}

/** HS256 and HMAC-SHA256 want at least as many key bytes as the hash has (RFC 7518 §3.2). */
export const MIN_SECRET_BYTES = 32;

export class WeakSecretError extends Error {
  constructor(bytes: number) {
    super(
      `JWT_SECRET 过短（${bytes} 字节）：至少需要 ${MIN_SECRET_BYTES} 字节。可用 \`openssl rand -base64 48\` 生成，或不设置该变量由系统在 DATA_DIR/keys 下自动生成。`,
    );
    this.name = 'WeakSecretError';
  }
}

type DerivedKeys = Pick<Keys, 'jwtKey' | 'urlKey' | 'smsKey' | 'searchKey'>;

/** Separate keys from the master secret; refuses a master secret too short to be one. */
export function deriveKeys(master: string): DerivedKeys {
  const ikm = Buffer.from(master, 'utf8');
  if (ikm.length < MIN_SECRET_BYTES) throw new WeakSecretError(ikm.length);
  const derive = (purpose: string) => new Uint8Array(hkdfSync('sha256', ikm, 'cppcc-keys-v1', purpose, 32));
  return {
    jwtKey: derive('access-token'),
    urlKey: derive('oss-url'),
    smsKey: derive('sms-code'),
    searchKey: derive('reference-search-token'),
  };
}

function readOrCreate(file: string, make: () => string): string {
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const value = make();
  fs.writeFileSync(file, value, { mode: 0o600 });
  return value;
}

/**
 * What the browser encrypts: the password with the one-time server nonce of
 * GET /sso/public-key and its own clock, so that a captured cipher text is
 * good once (modules/sso/password-nonce.ts checks and consumes the nonce).
 */
export interface PasswordPayload {
  nonce: string;
  ts: number;
  password: string;
}

/** The browser encrypts {nonce, ts, password} as JSON with sm-crypto doEncrypt(text, publicKey, 1) (C1C3C2), hex. */
export function sm2DecryptPayload(keys: Keys, cipherHex: string): PasswordPayload | null {
  if (!/^[0-9a-fA-F]+$/.test(cipherHex) || cipherHex.length < 194) return null;
  try {
    const plain = smCrypto.sm2.doDecrypt(cipherHex, keys.sm2PrivateKey, 1);
    const p = plain ? (JSON.parse(plain) as Partial<PasswordPayload>) : null;
    // a bare password (no nonce) is refused: it could be replayed forever
    if (!p || typeof p.nonce !== 'string' || typeof p.ts !== 'number' || typeof p.password !== 'string' || !p.password) return null;
    return { nonce: p.nonce, ts: p.ts, password: p.password };
  } catch {
    return null;
  }
}

/** The password of a payload cipher text; its nonce is checked and consumed before the route runs (sso password-nonce). */
export function sm2Decrypt(keys: Keys, cipherHex: string): string | null {
  return sm2DecryptPayload(keys, cipherHex)?.password ?? null;
}

export function sm2Encrypt(publicKey: string, plain: string): string {
  return smCrypto.sm2.doEncrypt(plain, publicKey, 1);
}
