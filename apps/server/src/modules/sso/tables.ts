import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** A signed-in session: one refresh-token family. Revoking it signs the user out everywhere it reaches. */
export const session = pgTable(
  'sso_session',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    /** password | sms | qrcode | iam | switch */
    method: text('method').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** logout | forced | reuse | idle | switch | password */
    revokedReason: text('revoked_reason'),
  },
  (t) => [index('sso_session_user_idx').on(t.userId)],
);

/** Refresh tokens, stored hashed; a used one presented again revokes its whole session (rotation with reuse detection). */
export const refreshToken = pgTable(
  'sso_refresh_token',
  {
    tokenHash: text('token_hash').primaryKey(),
    sessionId: text('session_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('sso_refresh_token_session_idx').on(t.sessionId)],
);

export const verificationCode = pgTable(
  'sso_verification_code',
  {
    id: text('id').primaryKey(),
    mobile: text('mobile').notNull(),
    scene: text('scene').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('sso_verification_code_mobile_idx').on(t.mobile, t.createdAt)],
);

export const qrLogin = pgTable('sso_qr_login', {
  id: text('id').primaryKey(),
  /** waiting | scanned | confirmed | consumed */
  state: text('state').notNull().default('waiting'),
  userId: text('user_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
});

/**
 * One-time tickets for the URL sign-in of spec 001 §2.2 (`?access_token=`):
 * issued to a signed-in user for another application or window, stored hashed,
 * valid 60 seconds and usable once.
 */
export const iamTicket = pgTable(
  'sso_iam_ticket',
  {
    ticketHash: text('ticket_hash').primaryKey(),
    userId: text('user_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('sso_iam_ticket_user_idx').on(t.userId)],
);

/**
 * Failed password sign-ins per account and client address. A stranger's
 * guesses lock only the stranger's address for that account; the owner
 * signing in from elsewhere is not shut out (modules/sso/lockout.ts).
 */
export const loginFailure = pgTable(
  'sso_login_failure',
  {
    userId: text('user_id').notNull(),
    /** client address; '' when unknown */
    ip: text('ip').notNull(),
    failedCount: integer('failed_count').notNull().default(0),
    failedSince: timestamp('failed_since', { withTimezone: true }).notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.ip] }), index('sso_login_failure_since_idx').on(t.failedSince)],
);

/**
 * Used password nonces: a nonce is issued signed (GET /sso/public-key) and
 * consumed by inserting it here, so that a cipher text is good once across
 * every server process. Rows are kept until their nonce could no longer be fresh.
 */
export const passwordNonce = pgTable(
  'sso_password_nonce',
  {
    nonceHash: text('nonce_hash').primaryKey(),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sso_password_nonce_expires_idx').on(t.expiresAt)],
);
