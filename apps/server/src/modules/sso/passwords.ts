import { AuthMsg } from '@cppcc/contracts';
import { type Keys, sm2Decrypt } from '../../platform/auth/keys';
import { fieldError } from './auth-errors';

/** Passwords travel SM2-encrypted (sm-crypto mode 1, hex); a cipher text that does not decrypt is bad input. */
export function decryptPassword(keys: Keys, cipherHex: string, field: string, part: 'body' | 'querystring' = 'body'): string {
  const plain = sm2Decrypt(keys, cipherHex);
  if (plain === null) throw fieldError(field, AuthMsg.passwordUndecryptable, part);
  return plain;
}
