import { lt, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../db/client';
import { inTx } from '../db/tx';
import { type Actor, type AuditEntry, audit } from './audit';
import { auditFlood } from './tables';

/** Length of an aggregation window; windows are aligned to the clock so every process agrees on them. */
export const FLOOD_WINDOW_MS = 60_000;
/** Names (and reasons) kept per window: enough to see what was guessed, bounded whatever is sent. */
export const NAMES_KEPT = 20;
const NAME_CHARS = 64;
/** How often ended windows are turned into audit rows. */
const FLUSH_EVERY_MS = 15_000;

const windowOf = (t: Date) => new Date(Math.floor(t.getTime() / FLOOD_WINDOW_MS) * FLOOD_WINDOW_MS);

/**
 * The audit of a failed sign-in. A named account keeps one row per event. A
 * failure that names no account is written on its own only when it is the
 * first from its address in the window; the rest of the window is counted in
 * sys_audit_flood and becomes one row when the window ends (flushFloods). The
 * upsert is keyed by address and window, so processes sharing a database share
 * the count.
 */
export async function auditSignInFailure(q: Queryable, actor: Actor, entry: AuditEntry): Promise<void> {
  if (actor.userId !== null) return audit(q, actor, entry);
  const now = new Date();
  const name = String(entry.detail?.loginName ?? '').slice(0, NAME_CHARS);
  const reason = String(entry.detail?.reason ?? '').slice(0, NAME_CHARS);
  const kept = (col: typeof auditFlood.names | typeof auditFlood.reasons, value: string) =>
    sql`case when cardinality(${col}) < ${NAMES_KEPT} and not (${value}::text = any(${col})) then array_append(${col}, ${value}::text) else ${col} end`;
  const [staged] = await q
    .insert(auditFlood)
    .values({ ip: actor.ip ?? '', windowStart: windowOf(now), count: 0, firstAt: now, lastAt: now, names: [], reasons: [] })
    .onConflictDoUpdate({
      target: [auditFlood.ip, auditFlood.windowStart],
      set: {
        count: sql`${auditFlood.count} + 1`,
        lastAt: now,
        names: kept(auditFlood.names, name),
        reasons: kept(auditFlood.reasons, reason),
      },
    })
    .returning({ count: auditFlood.count });
  if (staged.count === 0) await audit(q, actor, entry);
}

/**
 * Turns gathered windows into one chained audit row each: the windows that have
 * ended, or all of them at shutdown. The delete and the audit rows share a
 * transaction, so two processes flushing at once write each window once.
 */
export async function flushFloods(db: Db, opts: { all?: boolean; now?: Date } = {}): Promise<number> {
  const before = windowOf(opts.now ?? new Date());
  return inTx(db, async (tx) => {
    const windows = await tx
      .delete(auditFlood)
      .where(opts.all ? undefined : lt(auditFlood.windowStart, before))
      .returning();
    let written = 0;
    for (const w of windows.sort((a, b) => a.firstAt.getTime() - b.firstAt.getTime())) {
      if (w.count === 0) continue;
      await audit(
        tx,
        { userId: null, username: null, ip: w.ip || null },
        {
          category: 'login',
          objectType: 'session',
          action: 'login',
          result: 'failure',
          detail: {
            aggregated: true,
            count: w.count,
            names: w.names,
            namesCapped: w.names.length >= NAMES_KEPT,
            reasons: w.reasons,
            firstAt: w.firstAt.toISOString(),
            lastAt: w.lastAt.toISOString(),
            windowStart: w.windowStart.toISOString(),
            windowEnd: new Date(w.windowStart.getTime() + FLOOD_WINDOW_MS).toISOString(),
          },
        },
      );
      written++;
    }
    return written;
  });
}

/** Flushes ended windows every few seconds; the returned stop flushes every window left (shutdown). */
export function startFloodFlusher(db: Db, onError: (err: unknown) => void): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = flushFloods(db).catch(onError);
  }, FLUSH_EVERY_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
    await flushFloods(db, { all: true }).catch(onError);
  };
}
