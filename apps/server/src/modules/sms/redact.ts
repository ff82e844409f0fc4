import { SmsBizType } from '@cppcc/contracts';
import type { SmsMessage } from './provider';

export const SECRET_MASK = '******';

/** A verification text is a code and little else: any run of digits in it is masked, named as a secret or not. */
const CODE_LIKE = /\d{4,8}/g;

/**
 * The text of an SMS as it may be stored or shown to anyone but its
 * recipient: every secret replaced by a fixed mask that does not reveal its
 * length (issue 13: the outbox must never give a sign-in code away).
 */
export function storableContent(m: Pick<SmsMessage, 'content' | 'secrets' | 'bizType'>): string {
  let text = m.content;
  for (const secret of m.secrets ?? []) {
    if (secret) text = text.split(secret).join(SECRET_MASK);
  }
  return m.bizType === SmsBizType.verification ? text.replace(CODE_LIKE, SECRET_MASK) : text;
}
