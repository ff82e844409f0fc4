import { AuthMsg, PASSWORD_RULE_TEXT, passwordStrong } from '@cppcc/contracts';
import { hash, verify } from '@node-rs/argon2';
import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { and, desc, eq, inArray, notInArray } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client';
import { newId } from '../../platform/db/ids';
import { fieldError } from '../../platform/errors';
import { passwordHistory, user } from './tables';

/**
 * An account's credentials, kept with the account (docs/modules.md, the fences): the argon2
 * hash, the password rule and the history of the last five. The sso area checks passwords
 * at sign-in through these; it never writes the account's table itself.
 */
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

/**
 * zxcvbn score a password must reach: 3 means about 10^8 guesses or more, so
 * common passwords with the usual decorations (P@ssw0rd, Password1) and words
 * of the platform itself with a year (Cppcc2026) fall below it.
 */
export const MIN_PASSWORD_SCORE = 3;

/** Words every guesser of this platform tries first: its own name and the conference's. */
const PLATFORM_WORDS = ['cppcc', 'zhengxie', 'zx', 'zxlz', 'lvzhi', 'admin', 'secadmin', 'auditadmin'];

let estimator: Promise<ZxcvbnFactory> | null = null;

/** The dictionaries weigh a few MB: loaded on the first password set, once per process. */
function passwordEstimator(): Promise<ZxcvbnFactory> {
  estimator ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common')]).then(
    ([core, common]) =>
      new core.ZxcvbnFactory({
        dictionary: { ...common.dictionary, userInputs: PLATFORM_WORDS },
        graphs: common.adjacencyGraphs,
      }),
  );
  return estimator;
}

/** The person's own names and numbers, which zxcvbn treats as a dictionary of its own. */
export interface PasswordOwner {
  loginName?: string | null;
  username?: string | null;
  mobile?: string | null;
  email?: string | null;
}

function ownerWords(o: PasswordOwner): string[] {
  const words = [o.loginName, o.username, o.mobile, o.email?.split('@')[0]];
  // login names like zhang.san: the parts count on their own too
  if (o.loginName) words.push(...o.loginName.split(/[._@-]+/).filter((w) => w.length >= 3));
  return words.filter((w): w is string => !!w && w.length >= 2);
}

/**
 * The grade-protection rule (length and character classes) and then the
 * guessability rule (zxcvbn over common passwords, keyboard patterns, dates
 * and the owner's own names and mobile). Throws a 400 naming the field.
 */
export async function assertAcceptablePassword(plain: string, owner: PasswordOwner, field = 'newPassword'): Promise<void> {
  if (!passwordStrong(plain)) throw fieldError(field, PASSWORD_RULE_TEXT);
  const z = await passwordEstimator();
  const result = await z.check(plain, ownerWords(owner));
  if (result.score < MIN_PASSWORD_SCORE) throw fieldError(field, AuthMsg.passwordGuessable);
}

/** How many of an account's passwords (the current one included) a new one may not repeat. */
export const PASSWORD_HISTORY_SIZE = 5;

/** Refuses a password that is the current one or one of the last five of any of the accounts. */
export async function assertNotRecentPassword(q: Queryable, userIds: string[], plain: string, field = 'newPassword'): Promise<void> {
  if (!userIds.length) return;
  const current = await q.select({ hash: user.passwordHash }).from(user).where(inArray(user.id, userIds));
  const recent = [];
  for (const id of userIds) {
    recent.push(
      ...(await q
        .select({ hash: passwordHistory.passwordHash })
        .from(passwordHistory)
        .where(eq(passwordHistory.userId, id))
        .orderBy(desc(passwordHistory.createdAt), desc(passwordHistory.id))
        .limit(PASSWORD_HISTORY_SIZE)),
    );
  }
  const hashes = [...new Set([...current, ...recent].map((r) => r.hash))];
  for (const h of hashes) {
    if (await verifyPassword(h, plain)) throw fieldError(field, AuthMsg.passwordRecentlyUsed(PASSWORD_HISTORY_SIZE));
  }
}

/** Records a newly set password hash and forgets all but the last five of the account. */
export async function rememberPassword(q: Queryable, userId: string, passwordHash: string, at = new Date()): Promise<void> {
  await q.insert(passwordHistory).values({ id: newId(), userId, passwordHash, createdAt: at });
  const keep = await q
    .select({ id: passwordHistory.id })
    .from(passwordHistory)
    .where(eq(passwordHistory.userId, userId))
    .orderBy(desc(passwordHistory.createdAt), desc(passwordHistory.id))
    .limit(PASSWORD_HISTORY_SIZE);
  await q.delete(passwordHistory).where(
    and(
      eq(passwordHistory.userId, userId),
      notInArray(
        passwordHistory.id,
        keep.map((k) => k.id),
      ),
    ),
  );
}
