import type { KindTypeAuthOptions, SmsBizTypeValue, SmsStatusValue } from '@cppcc/contracts';
import type { PrincipalCore } from './auth/principal-type';
import type { AppConfig } from './config';
import type { Db, Queryable } from './db/client';
import type { MenuDecl } from './menu-decl';

/**
 * What the platform needs from the areas but may not import (the floor rule:
 * the platform imports no module). Modules implement these interfaces and hand
 * them over in their manifest's `provides`; the platform installs them when it
 * prepares the database or builds the app (platform/services.ts).
 */

/** Accounts, organisations, roles and dictionaries: the system area. */
export interface Directory {
  /** no role exists yet: the database was never seeded */
  isEmpty(q: Queryable): Promise<boolean>;
  /** the signed-in identity with roles, permissions and data scope, or null when the account is gone or disabled */
  loadPrincipal(q: Queryable, userId: string): Promise<PrincipalCore | null>;
  /** every organisation (deleted ones too: grants may still name them) */
  orgs(q: Queryable): Promise<{ id: string; parentId: string | null; name: string; deleted: boolean }[]>;
  /** role code → name, for the codes that exist */
  roleNames(q: Queryable, codes: string[]): Promise<Map<string, string>>;
  /** the enabled roles and organisations a type grant may name */
  grantOptions(q: Queryable): Promise<KindTypeAuthOptions>;
  /** dictionary type → code → label, enabled items only */
  dictLabels(q: Queryable, typeNames: string[]): Promise<Map<string, Map<string, string>>>;
}

/**
 * Sign-in sessions and guards: the sso area. The account administration (the system area)
 * reaches them here too, since sso reads accounts through the system area's face and the
 * two may not import each other both ways.
 */
export interface SessionStore {
  /** a live (not revoked) session */
  find(q: Queryable, sessionId: string): Promise<{ id: string; userId: string; lastSeenAt: Date; expiresAt: Date } | null>;
  touch(q: Queryable, sessionId: string, at: Date): Promise<void>;
  /** revokes a session that sat idle past the timeout */
  expireIdle(q: Queryable, sessionId: string): Promise<void>;
  /** revokes every live session of the accounts (disabled, deleted, password reset); the revoked ones, to close after the commit */
  revokeAll(q: Queryable, userIds: readonly string[], reason: 'disabled' | 'password'): Promise<{ sessionId: string; userId: string }[]>;
  /** forgets the failed sign-ins of an account from single addresses (an administrator's 解锁 opens it from everywhere) */
  clearAddressLocks(q: Queryable, userId: string): Promise<void>;
}

/** The menu table: the system area writes what the manifests declare. */
export interface MenuStore {
  sync(db: Db, declared: readonly MenuDecl[][], retired: ReadonlySet<string>): Promise<void>;
}

/** One SMS to send. */
export interface SmsMessage {
  mobile: string;
  content: string;
  bizType: SmsBizTypeValue;
  senderId?: string | null;
  /**
   * Parts of the content only the recipient may read (verification codes,
   * temporary passwords): the gateway gets them, no stored record does.
   */
  secrets?: string[];
}

export interface SmsResult {
  id: string;
  status: SmsStatusValue;
  error?: string;
}

/** Every SMS goes through this interface; the outbox row is written whatever the provider. */
export interface SmsProvider {
  readonly name: string;
  send(message: SmsMessage): Promise<SmsResult>;
}

/** Makes the SMS provider of one application context: the sms area. */
export type SmsFactory = (deps: { db: Db; config: AppConfig }) => SmsProvider;

/** A document an area keeps searchable (one of the corpora declared in the manifests), as it is saved. */
export interface CorpusDocument {
  /** the corpus's name: 'proposal', 'info' … */
  corpus: string;
  docId: string;
  title: string;
  /** what a report shows as 来源, e.g. 十四届四次会议 第12号 */
  source?: string;
  contentHtml: string;
  sessionId?: string | null;
  year?: number | null;
}

/**
 * The searchable bodies of text behind the duplicate check: the intellect area. An area puts
 * and removes its documents inside the transaction that saves them, so the index never
 * disagrees with what was committed; it does not import the intellect area, which reads
 * the areas it serves through their faces.
 */
export interface CorpusIndex {
  put(q: Queryable, doc: CorpusDocument): Promise<void>;
  remove(q: Queryable, corpus: string, docId: string): Promise<void>;
}

/** Everything a manifest may provide; each key is provided by one area. */
export interface Provided {
  directory?: Directory;
  sessions?: SessionStore;
  menus?: MenuStore;
  sms?: SmsFactory;
  corpusIndex?: CorpusIndex;
}
