import { JointAnswer, ReporterRole, UserType } from '@cppcc/contracts';
import { and, eq, notInArray } from 'drizzle-orm';
import type { Queryable, Tx } from '../../../platform/db/client';
import { fieldError, forbidden } from '../../../platform/errors';
import { liveAccount, orgNames } from '../../system';
import { infoReporter } from '../tables';

/** Someone credited with an item, with the unit the unit statistics count them under. */
export interface Person {
  id: string;
  name: string;
  unitId: string | null;
  unitName: string | null;
}

/**
 * Members and collective users (direct-report points among them) report; a collective
 * user's unit is its organisation, a member reports in their own name.
 */
async function personOf(q: Queryable, userId: string): Promise<Person | null> {
  const u = await liveAccount(q, userId);
  if (!u || (u.userType !== UserType.member && u.userType !== UserType.collective)) return null;
  const unitId = u.userType === UserType.collective ? u.orgId : null;
  const unitName = unitId ? ((await orgNames(q, [unitId])).get(unitId) ?? null) : null;
  return { id: u.id, name: u.username, unitId, unitName };
}

export async function reporterOf(q: Queryable, userId: string): Promise<Person> {
  const p = await personOf(q, userId);
  if (!p) throw forbidden('只有委员和集体用户可以报送信息');
  return p;
}

/** Co-reporters: live members or collective users other than the reporter, in the order chosen. */
export async function coReportersOf(q: Queryable, reporterId: string, ids: readonly string[]): Promise<Person[]> {
  const out: Person[] = [];
  for (const id of [...new Set(ids)]) {
    if (id === reporterId) throw fieldError('jointUserIds', '不能选择本人作为联名人');
    const p = await personOf(q, id);
    if (!p) throw fieldError('jointUserIds', '联名人须为在用的委员或集体用户账号');
    out.push(p);
  }
  return out;
}

/** The reporter row and the co-reporter rows: answers of those who stay are kept, new ones wait, the rest go. */
export async function syncReporters(tx: Tx, itemId: string, lead: Person, joints: readonly Person[]): Promise<void> {
  const keep = [lead.id, ...joints.map((j) => j.id)];
  await tx.delete(infoReporter).where(and(eq(infoReporter.itemId, itemId), notInArray(infoReporter.userId, keep)));
  await tx
    .insert(infoReporter)
    .values({ itemId, userId: lead.id, name: lead.name, unitId: lead.unitId, unitName: lead.unitName, role: ReporterRole.lead, sort: 0 })
    .onConflictDoNothing();
  for (const [i, j] of joints.entries()) {
    await tx
      .insert(infoReporter)
      .values({
        itemId,
        userId: j.id,
        name: j.name,
        unitId: j.unitId,
        unitName: j.unitName,
        role: ReporterRole.joint,
        joint: JointAnswer.pending,
        sort: i + 1,
      })
      .onConflictDoUpdate({ target: [infoReporter.itemId, infoReporter.userId], set: { sort: i + 1 } });
  }
}

/** Everyone an item's news goes to: its reporter and the co-reporters who have not declined. */
export async function reporterIdsOf(q: Queryable, itemId: string): Promise<string[]> {
  const rows = await q
    .select({ userId: infoReporter.userId, role: infoReporter.role, joint: infoReporter.joint })
    .from(infoReporter)
    .where(eq(infoReporter.itemId, itemId));
  return rows.filter((r) => r.role !== ReporterRole.joint || r.joint !== JointAnswer.disagree).map((r) => r.userId);
}

/** Co-reporters still to answer. */
export async function pendingJointIds(q: Queryable, itemId: string): Promise<string[]> {
  const rows = await q
    .select({ userId: infoReporter.userId })
    .from(infoReporter)
    .where(and(eq(infoReporter.itemId, itemId), eq(infoReporter.role, ReporterRole.joint), eq(infoReporter.joint, JointAnswer.pending)));
  return rows.map((r) => r.userId);
}
