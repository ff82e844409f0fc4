import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import smCrypto from 'sm-crypto';

export interface Keys {
  jwtSecret: Uint8Array;
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
  return { jwtSecret: new TextEncoder().encode(jwtSecret), sm2PublicKey: pub, sm2PrivateKey: priv };
}

function readOrCreate(file: string, make: () => string): string {
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const value = make();
  fs.writeFileSync(file, value, { mode: 0o600 });
  return value;
}

/** The browser encrypts passwords with sm-crypto doEncrypt(text, publicKey, 1) (C1C3C2), hex. */
export function sm2Decrypt(keys: Keys, cipherHex: string): string | null {
  if (!/^[0-9a-fA-F]+$/.test(cipherHex) || cipherHex.length < 194) return null;
  try {
    const plain = smCrypto.sm2.doDecrypt(cipherHex, keys.sm2PrivateKey, 1);
    return plain ? plain : null;
  } catch {
    return null;
  }
}

export function sm2Encrypt(publicKey: string, plain: string): string {
  return smCrypto.sm2.doEncrypt(plain, publicKey, 1);
}
