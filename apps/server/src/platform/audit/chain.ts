import { type SQL, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db, Queryable, Tx } from '../db/client';

/** The prev_hash of the first row. */
export const GENESIS_HASH = '0'.repeat(64);

/**
 * The row hash, computed by the database over its own stored forms so that it
 * reads back identically on PGlite and PostgreSQL: the fields as a jsonb array
 * (jsonb's text output orders keys and normalises numbers one way), the time as
 * UTC to the microsecond (independent of the session's TimeZone), then SHA-256.
 * Column names are unqualified: the same text hashes a candidate row before its
 * insert and a stored row on verification. Migration 0011 carries a frozen copy.
 */
export const ROW_HASH_SQL = `encode(sha256(convert_to(jsonb_build_array(seq, id, to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), user_id, username, ip, object_type, object_id, action, result, category, detail, prev_hash)::text, 'UTF8')), 'hex')`;

/** One lock for every chain writer: a second transaction waits here instead of forking the chain. */
const CHAIN_LOCK = sql`select pg_advisory_xact_lock(hashtext('sys_audit_log:chain'))`;

export interface ChainRow {
  id: string;
  userId: string | null;
  username: string | null;
  ip: string | null;
  objectType: string;
  objectId: string | null;
  action: string;
  result: 'success' | 'failure';
  category: 'login' | 'operation';
  detail: Record<string, unknown> | null;
}

async function append(tx: Queryable, r: ChainRow): Promise<void> {
  await tx.execute(CHAIN_LOCK);
  // a fresh statement after the lock: in READ COMMITTED it sees the head the previous writer committed
  const res = (await tx.execute(sql`
    with r as (
      select ${r.id}::text as id, h.seq + 1 as seq, now() as at, ${r.userId}::text as user_id, ${r.username}::text as username,
        ${r.ip}::text as ip, ${r.objectType}::text as object_type, ${r.objectId}::text as object_id, ${r.action}::text as action,
        ${r.result}::text as result, ${r.category}::text as category, ${r.detail === null ? null : JSON.stringify(r.detail)}::jsonb as detail,
        h.hash as prev_hash
      from sys_audit_head h where h.id = 1
    ), ins as (
      insert into sys_audit_log (id, seq, at, user_id, username, ip, object_type, object_id, action, result, category, detail, prev_hash, hash)
      select id, seq, at, user_id, username, ip, object_type, object_id, action, result, category, detail, prev_hash, ${sql.raw(ROW_HASH_SQL)} from r
      returning seq, hash
    )
    update sys_audit_head set seq = ins.seq, hash = ins.hash from ins where sys_audit_head.id = 1
    returning sys_audit_head.seq`)) as unknown as { rows: unknown[] };
  // no head row means the chain's anchor was removed: refuse the change rather than write an unchained row
  if (res.rows.length !== 1) throw new Error('sys_audit_head is missing: the audit chain cannot be extended');
}

/** Appends a row to the chain, inside the caller's transaction (or a short one of its own). */
export async function appendChained(q: Queryable, r: ChainRow): Promise<void> {
  if (q instanceof PgTransaction) return append(q, r);
  // outside a transaction the lock would end with its own statement, and a pool may run the insert elsewhere
  await (q as Db).transaction((tx) => append(tx as unknown as Tx, r));
}

export type BreakKind = 'altered' | 'missing' | 'unlinked' | 'truncated' | 'beyond-head' | 'no-head';

export interface ChainBreak {
  kind: BreakKind;
  /** the row the break shows at (null when the rows at the end are gone) */
  seq: number | null;
  id: string | null;
  at: string | null;
  /** the row before, named when it is the suspect (an inserted or replaced row) */
  prevSeq: number | null;
  prevId: string | null;
  /** missing: how many rows are gone */
  missing: number | null;
}

export interface VerifyReport {
  ok: boolean;
  /** rows whose hash and link were checked */
  rows: number;
  ms: number;
  /** the head at the start: note it somewhere else to detect later rewrites of the whole chain */
  headSeq: number;
  headHash: string;
  firstBreak: ChainBreak | null;
}

/** The first row of a batch that breaks the chain, or else its last row; lag_* name the row before it. */
interface Scanned {
  seq: string | number;
  id: string;
  at: string;
  prev_hash: string;
  hash: string;
  computed: string;
  lag_seq: string | number | null;
  lag_id: string | null;
  lag_hash: string | null;
  n: string | number;
}

async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * Walks the chain up to the head read at the start, in batches of seq ranges
 * (memory stays one batch, no long transaction: PGlite's one connection stays
 * free between batches). Rows appended while it runs are past that head and
 * are left to the next run. Stops at the first break.
 */
export async function verifyChain(db: Db, opts: { batch?: number } = {}): Promise<VerifyReport> {
  const started = performance.now();
  const batch = opts.batch ?? 10_000;
  const [head] = await rowsOf<{ seq: string | number; hash: string }>(db, sql`select seq, hash from sys_audit_head where id = 1`);
  const headSeq = head ? Number(head.seq) : 0;
  const headHash = head?.hash ?? GENESIS_HASH;
  let rows = 0;
  let prev = { seq: 0, id: null as string | null, hash: GENESIS_HASH };
  const done = (firstBreak: ChainBreak | null): VerifyReport => ({
    ok: firstBreak === null,
    rows,
    ms: Math.round(performance.now() - started),
    headSeq,
    headHash,
    firstBreak,
  });
  const at = (r: Scanned, kind: BreakKind, extra: Partial<ChainBreak> = {}): ChainBreak => ({
    kind,
    seq: Number(r.seq),
    id: r.id,
    at: r.at,
    prevSeq: prev.seq || null,
    prevId: prev.id,
    missing: null,
    ...extra,
  });
  // without its head the chain could be cut anywhere unseen: say so rather than pass
  if (!head) return done({ kind: 'no-head', seq: null, id: null, at: null, prevSeq: null, prevId: null, missing: null });
  // ranges of seq, not LIMIT: a sound chain has no gaps, and a range on the unique index is read by
  // index whatever the planner believes of the table's size (PGlite runs no autovacuum/analyze)
  for (let lo = 0; lo < headSeq; lo = Math.min(lo + batch, headSeq)) {
    const hi = Math.min(lo + batch, headSeq);
    // the database compares each row with the one before and sends back one row per batch: the
    // first that breaks, or else the last; a million rows cross the wire as a hundred
    const [r] = await rowsOf<Scanned>(
      db,
      sql`with b as (
            select seq, id, at, prev_hash, hash, ${sql.raw(ROW_HASH_SQL)} as computed
            from sys_audit_log where seq > ${lo} and seq <= ${hi}
          ), c as (
            select b.*, lag(seq) over w as lag_seq, lag(id) over w as lag_id, lag(hash) over w as lag_hash,
              row_number() over w as n, count(*) over () as total
            from b window w as (order by seq)
          )
          select seq, id, to_char(at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at, prev_hash, hash, computed, lag_seq, lag_id, lag_hash, n
          from c
          where n = total or computed <> hash or seq <> coalesce(lag_seq, ${prev.seq}) + 1 or prev_hash <> coalesce(lag_hash, ${prev.hash}::text)
          order by seq limit 1`,
    );
    if (!r) continue;
    if (r.lag_seq !== null) prev = { seq: Number(r.lag_seq), id: r.lag_id, hash: r.lag_hash ?? '' };
    const seq = Number(r.seq);
    rows += Number(r.n) - 1;
    if (seq !== prev.seq + 1) return done(at(r, 'missing', { missing: seq - prev.seq - 1 }));
    if (r.prev_hash !== prev.hash) return done(at(r, 'unlinked'));
    if (r.computed !== r.hash || (seq === headSeq && r.hash !== headHash)) return done(at(r, 'altered'));
    rows++;
    prev = { seq, id: r.id, hash: r.hash };
  }
  const empty = { seq: null, id: null, at: null, prevSeq: prev.seq || null, prevId: prev.id, missing: null };
  if (prev.seq < headSeq) return done({ ...empty, kind: 'truncated', missing: headSeq - prev.seq });
  // rows past the head in one statement with the head it is compared to: a writer moves both in one commit
  const [tail] = await rowsOf<{ head: string | number; seq: string | number | null; id: string | null; at: string | null }>(
    db,
    sql`select h.seq as head, l.seq, l.id, to_char(l.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at
        from sys_audit_head h left join lateral (
          select seq, id, at from sys_audit_log where seq > h.seq order by seq limit 1
        ) l on true where h.id = 1`,
  );
  if (tail?.seq != null) {
    return done({
      ...empty,
      kind: 'beyond-head',
      seq: Number(tail.seq),
      id: tail.id,
      at: tail.at,
      prevSeq: Number(tail.head),
      prevId: null,
    });
  }
  return done(null);
}
