import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/client';
import { type Actor, audit } from './audit';

/** How two values of a field compare: `===` unless told (a JSON column compares its text, say). */
type Same = (a: unknown, b: unknown) => boolean;

const strict: Same = (a, b) => a === b;

/**
 * The audit detail of an update: the fields of `next` whose value differs from `before`,
 * with their old values (`from`) and their new ones (`to`).
 */
export function changeDetail<N extends object>(
  before: { [K in keyof N]: unknown },
  next: N,
  same: Same = strict,
): { from: Record<string, unknown>; to: Record<string, unknown> } {
  const changed = (Object.keys(next) as (keyof N)[]).filter((k) => !same(next[k], before[k]));
  return {
    from: Object.fromEntries(changed.map((k) => [k, before[k]])),
    to: Object.fromEntries(changed.map((k) => [k, next[k]])),
  };
}

/** A table whose rows are found by `id` and stamped with `updatedAt`. */
type StampedTable = PgTable & { id: PgColumn; updatedAt: PgColumn };

interface AuditedUpdate<T extends StampedTable, N extends Partial<T['$inferInsert']>> {
  table: T;
  /** the row as it was */
  before: { id: string } & { [K in keyof N]: unknown };
  /** the columns the update writes (besides `updatedAt`) */
  next: N;
  objectType: string;
  /** what the audit detail says before the changed fields (the row's name, say) */
  detail?: Record<string, unknown>;
  same?: Same;
}

/**
 * Updates one row to `next` (and `updatedAt`), then writes its audit row: action 'update',
 * detail `{ ...detail, from, to }` with the changed fields (changeDetail).
 */
export async function updateAudited<T extends StampedTable, N extends Partial<T['$inferInsert']>>(
  tx: Tx,
  actor: Actor,
  u: AuditedUpdate<T, N>,
): Promise<void> {
  await tx
    .update(u.table)
    .set({ ...u.next, updatedAt: new Date() } as PgUpdateSetSource<T>)
    .where(eq(u.table.id, u.before.id));
  await audit(tx, actor, {
    objectType: u.objectType,
    objectId: u.before.id,
    action: 'update',
    detail: { ...u.detail, ...changeDetail(u.before, u.next, u.same) },
  });
}
