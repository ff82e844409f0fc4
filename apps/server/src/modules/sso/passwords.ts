import { AuthMsg, PASSWORD_RULE_TEXT, passwordStrong } from '@cppcc/contracts';
import { hash, verify } from '@node-rs/argon2';
import { type Keys, sm2Decrypt } from '../../platform/auth/keys';
import { fieldError } from './auth-errors';

export const hashPassword = (plain: string): Promise<string> => hash(plain);

let dummyHash: Promise<string> | null = null;

/**
 * Checks a password against a stored argon2 hash. An unknown user is checked
 * against a dummy hash so that both failures take the same time (no user
 * enumeration by timing).
 */
export async function verifyPassword(stored: string | null, plain: string): Promise<boolean> {
  dummyHash ??= hash('cppcc-timing-dummy');
  const target = stored ?? (await dummyHash);
  try {
    const good = await verify(target, plain);
    return stored !== null && good;
  } catch {
    // a malformed stored hash is a failed check, not a server error
    return false;
  }
}

/** Passwords travel SM2-encrypted (sm-crypto mode 1, hex); a cipher text that does not decrypt is bad input. */
export function decryptPassword(keys: Keys, cipherHex: string, field: string, part: 'body' | 'querystring' = 'body'): string {
  const plain = sm2Decrypt(keys, cipherHex);
  if (plain === null) throw fieldError(field, AuthMsg.passwordUndecryptable, part);
  return plain;
}

export function assertStrongPassword(plain: string, field = 'newPassword'): void {
  if (!passwordStrong(plain)) throw fieldError(field, PASSWORD_RULE_TEXT);
}
