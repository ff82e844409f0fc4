import type { MeetKind } from '@cppcc/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Principal } from '../../../platform/auth/principal-type';
import type { Queryable } from '../../../platform/db/client';
import type { AffairPolicy } from '../../../platform/policies';
import { visibleTo, whoOnRecord } from '../core/access';
import { maRecord } from '../tables';

/** The record behind an affair id with whether p may open it; null when the id is no record. */
async function recordOf(q: Queryable, p: Principal, id: string) {
  const [r] = await q
    .select({ kind: maRecord.kind })
    .from(maRecord)
    .where(and(eq(maRecord.id, id), isNull(maRecord.deletedAt)))
    .limit(1);
  if (!r) return null;
  const [row] = await q
    .select({ allowed: sql<boolean>`(${visibleTo(p, r.kind as MeetKind)})` })
    .from(maRecord)
    .where(eq(maRecord.id, id))
    .limit(1);
  return row;
}

/**
 * The files of a meeting or activity (attachments and editor pictures): read by whoever may open
 * the record, attached only by its organisers. For the manifest: `affairPolicies: { meetRecord:
 * recordAffairPolicy }`.
 */
export const recordAffairPolicy: AffairPolicy = {
  async canRead(q, p, affairId) {
    const r = await recordOf(q, p, affairId);
    return r ? !!r.allowed : undefined;
  },
  async canBind(q, p, affairId) {
    const [row] = await q
      .select()
      .from(maRecord)
      .where(and(eq(maRecord.id, affairId), isNull(maRecord.deletedAt)))
      .limit(1);
    if (!row) return undefined;
    return whoOnRecord(p, row).kinds.includes('organizer');
  },
};
