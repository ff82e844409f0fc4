import { OwnRecords } from '@cppcc/textkit';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../../platform/db/client';
import { adoptedInfoMark, adoptedInfoTexts, publicationNames, publicationNamesMark } from '../../info';
import { groupingNames, groupingNamesMark } from '../../member';
import { filedProposalsMark, filedProposalTexts } from '../../proposal';
import { liveOrgNames, orgNamesMark } from '../../system';
import { firstValue } from '../quotation/service';

/**
 * The committee's own words for the spelling check: the names of its bodies, units, groupings and
 * publications (ownTerms), and what it has filed and adopted (ownRecords), so that 因城施策 in a
 * filed proposal stops being "corrected" in the next one.
 */

/** Where the build is logged: the request's logger (pino's signature). */
export interface OwnLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/**
 * Sectors, parties, special committees and district groups are proper names; plenary groups are
 * ordinals (第一组) and are left out, as are session names (十五届三次会议) and proposal/info
 * categories (营商环境, 教育): ordinary words the spelling model knows, not names it could break.
 */
const GROUPING_KINDS = ['sector', 'party', 'committee', 'group'] as const;

export const ownTermsSignature = sql<string>`(${orgNamesMark()} || '|' || ${groupingNamesMark(GROUPING_KINDS)} || '|' || ${publicationNamesMark()})`;
export const ownRecordsSignature = sql<string>`(${filedProposalsMark()} || '|' || ${adoptedInfoMark()})`;

/** Runs of two or more CJK characters: 信息处（社情民意信息处） names 信息处 and 社情民意信息处. */
const CJK_RUN = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]{2,}/g;

/** The distinct CJK names of 2+ characters within the given names, sorted (a stable array). */
export function termsOf(names: Iterable<string | null | undefined>): string[] {
  const out = new Set<string>();
  for (const name of names) for (const run of name?.match(CJK_RUN) ?? []) out.add(run);
  return [...out].sort();
}

const termsCache = new WeakMap<Queryable, { signature: string; terms: string[] }>();

/** `signature` when the caller read it already (with others, in one round trip). */
export async function loadOwnTerms(db: Queryable, signature?: string): Promise<string[]> {
  const sig = signature ?? (await firstValue(db, ownTermsSignature));
  const hit = termsCache.get(db);
  if (hit?.signature === sig) return hit.terms;
  const [orgs, groups, publications] = await Promise.all([
    liveOrgNames(db),
    groupingNames(db, { kinds: GROUPING_KINDS }),
    publicationNames(db),
  ]);
  const terms = termsOf([...orgs.flatMap((o) => [o.name, o.easyName]), ...groups.map((g) => g.name), ...publications]);
  termsCache.set(db, { signature: sig, terms });
  return terms;
}

/**
 * At most one rebuild per 10 minutes. The build's counting is synchronous and holds the event loop
 * (≈0.6 s at the 8 M-character cap below, a few ms on the demo data); while the office files a
 * batch of proposals (one every few seconds in a review session) rebuilding on each would hold it
 * most of the time, at one per 10 minutes it is ≤ 0.1 % of the loop, and a filing vouches for its
 * words within 10 minutes at worst. After a quiet spell the first correction rebuilds at once.
 */
export const OWN_REBUILD_EVERY_MS = 10 * 60_000;
/**
 * Newest first, per source: bounds the build's time and the texts held while it counts (16 MB of
 * strings plus 4 bytes a character in textkit); 4 M characters are some 2,000 proposals, the last
 * two or three years of a municipal committee, and the records do not need older ones.
 */
const MAX_CHARS_PER_SOURCE = 4_000_000;
const PAGE = 500;

type PageReader = (q: Queryable, limit: number, before?: string) => Promise<{ id: string; title: string; text: string }[]>;

/** Title and text of a source's rows, newest first, a page at a time, until the character budget is spent. */
async function readTexts(db: Queryable, read: PageReader, into: string[]): Promise<void> {
  let chars = 0;
  let before: string | undefined;
  while (chars < MAX_CHARS_PER_SOURCE) {
    const page = await read(db, PAGE, before);
    for (const r of page) {
      const text = `${r.title}\n${r.text}`;
      into.push(text);
      chars += text.length;
    }
    if (page.length < PAGE) return;
    before = page[page.length - 1].id;
  }
}

async function buildRecords(db: Queryable, log?: OwnLog): Promise<OwnRecords> {
  const started = performance.now();
  const texts: string[] = [];
  await readTexts(db, filedProposalTexts, texts);
  await readTexts(db, adoptedInfoTexts, texts);
  const read = performance.now();
  const records = OwnRecords.build(texts);
  const ms = Math.round(performance.now() - started);
  log?.info(
    { texts: records.texts, chars: records.chars, ngrams: records.ngrams, ms, readMs: Math.round(read - started) },
    'proofread: own records built',
  );
  return records;
}

/**
 * Past the throttle, the records' signature is read at most this often: counting the filed proposals
 * and adopted items costs a scan of their index, which at 100,000 of them is not free per correction.
 */
const CHECK_EVERY_MS = 30_000;

interface RecordsState {
  signature: string;
  /** when the last build started: the throttle */
  at: number;
  /** when the signature was last read */
  checkedAt: number;
  records?: OwnRecords;
  building?: Promise<OwnRecords>;
}

const recordsCache = new WeakMap<Queryable, RecordsState>();

const due = (s: RecordsState, everyMs: number, now = Date.now()) =>
  now - s.at >= everyMs && now - s.checkedAt >= Math.min(CHECK_EVERY_MS, everyMs);

/**
 * After a failed first build, corrections go on without records for this long before the next
 * try: a lasting failure (a statement timeout on the text scan) must not repeat the whole read on
 * every correction.
 */
const RETRY_AFTER_MS = 60_000;

const failedAwhile = (s: RecordsState, now = Date.now()) => !s.records && !s.building && now - s.at < RETRY_AFTER_MS;

/** Whether the records' signature is worth reading now (nothing built yet, or a rebuild would be allowed). */
export function ownRecordsDue(db: Queryable, everyMs = OWN_REBUILD_EVERY_MS): boolean {
  const s = recordsCache.get(db);
  if (!s) return true;
  if (s.building) return false;
  return s.records ? due(s, everyMs) : !failedAwhile(s);
}

/**
 * The records as OwnRecords, one object per database while the signature holds. A changed signature
 * rebuilds at most once per `everyMs` (the older records answer meanwhile); concurrent callers share
 * the build in flight, and those that already have records are not held up by it. The signature is
 * read before the texts, so a filing during a build brings one more build, not a missed one.
 * `signature` null: the caller did not read it (ownRecordsDue said no), keep what is cached.
 */
export async function loadOwnRecords(
  db: Queryable,
  signature?: string | null,
  log?: OwnLog,
  everyMs = OWN_REBUILD_EVERY_MS,
): Promise<OwnRecords | undefined> {
  const cached = recordsCache.get(db);
  if (cached?.building) return cached.records ?? cached.building;
  if (cached?.records && (signature === null || !due(cached, everyMs))) return cached.records;
  if (cached && failedAwhile(cached)) return undefined;

  const sig = signature ?? (await firstValue(db, ownRecordsSignature));
  const state = recordsCache.get(db);
  if (state?.building) return state.records ?? state.building;
  const now = Date.now();
  if (state?.records && (state.signature === sig || now - state.at < everyMs)) {
    state.checkedAt = now;
    return state.records;
  }

  const next: RecordsState = { signature: sig, at: now, checkedAt: now, records: state?.records };
  next.building = buildRecords(db, log).then(
    (records) => {
      next.records = records;
      next.building = undefined;
      return records;
    },
    (err) => {
      // Older records answer until the throttle allows another try; without any, corrections go on
      // without records and the build is tried again after RETRY_AFTER_MS.
      next.building = undefined;
      next.signature = state?.signature ?? '';
      next.at = Date.now();
      throw err;
    },
  );
  recordsCache.set(db, next);
  return next.building;
}
