import { randomBytes } from 'node:crypto';

let last = 0;
let seq = 0;

/**
 * Time-ordered string ids (like ULID/snowflake): they sort by creation, need
 * no database round trip and never collide across processes.
 */
export function newId(): string {
  const now = Date.now();
  seq = now === last ? seq + 1 : 0;
  last = now;
  return now.toString(36).padStart(9, '0') + seq.toString(36).padStart(3, '0') + randomBytes(6).toString('hex');
}
