import {
  instructionLevelLabel,
  type PageResult,
  type PublicationInstructionCheck,
  type PublicationInstructionRow,
  PublicationPage,
  type publicationInstructionBody,
  type publicationInstructionPageQuery,
} from '@cppcc/contracts';
import { and, desc, eq, gte, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { audit } from '../../../../platform/audit/audit';
import type { Principal } from '../../../../platform/auth/principal-type';
import type { Queryable } from '../../../../platform/db/client';
import { containsText } from '../../../../platform/db/contains-text';
import { newId } from '../../../../platform/db/ids';
import { fieldError, forbidden, notFound } from '../../../../platform/errors';
import { offsetOf } from '../../../../platform/http/paging';
import type { CallContext } from '../../../../platform/http/route-kit';
import { today } from '../../../../platform/time/china';
import { type InfoStep, runInfoStep } from '../../core/step';
import { infoReporter } from '../../tables';
import { loadReadable } from '../core/access';
import { publicationInstruction, publicationItem } from '../tables';
import {
  assertItemOf,
  credited,
  creditedItems,
  creditsCaller,
  distributedIssue,
  isOffice,
  issueContexts,
  issueLabels,
  onList,
  trail,
} from './shared';

/**
 * 领导批示 (docs/publications-reading.md): the office records a leader's instruction on a distributed
 * issue or on one item of it; the credited reporters of the item(s) are told, and the instruction
 * scores by its level (score/lines.ts). A deleted instruction is kept (deleted_at) and scores nothing.
 */

const x = publicationInstruction;
type InstructionRecord = typeof x.$inferSelect;
type Body = z.output<typeof publicationInstructionBody>;

/** Rows as every list shows them: the issue's label, the item's title as the issue prints it. */
async function present(q: Queryable, rows: InstructionRecord[]): Promise<PublicationInstructionRow[]> {
  const about = await issueContexts(q, rows);
  return rows.map((r) => {
    return {
      id: r.id,
      ...about(r),
      leaderName: r.leaderName,
      leaderPost: r.leaderPost,
      level: r.level,
      levelLabel: instructionLevelLabel[r.level] ?? String(r.level),
      content: r.content,
      instructedOn: r.instructedOn,
      createdByName: r.createdByName,
      createdAt: r.createdAt.toISOString(),
    };
  });
}

/** The instructions the caller is credited with: on an item of theirs, or on the whole issue that holds one. */
const mineOf = (p: Principal): SQL =>
  sql`exists (select 1 from ${publicationItem} pi join ${infoReporter} r on r.item_id = pi.info_id
    where pi.publication_id = ${x.publicationId} and (${x.infoId} is null or pi.info_id = ${x.infoId})
      and r.user_id = ${p.userId} and ${credited('r')})`;

/** The live instructions of an issue, for its reading page and its 批示 tab. */
export async function instructionsOf(q: Queryable, f: { publicationId: string }): Promise<PublicationInstructionRow[]> {
  const rows = await q
    .select()
    .from(x)
    .where(and(eq(x.publicationId, f.publicationId), isNull(x.deletedAt)))
    .orderBy(desc(x.instructedOn), desc(x.id));
  return present(q, rows);
}

/** POST publicationInstruction/page: the office's list; a reporter (mine, or without the office's rights) sees theirs. */
export async function instructionPage(
  q: Queryable,
  p: Principal,
  f: z.output<typeof publicationInstructionPageQuery>,
): Promise<PageResult<PublicationInstructionRow>> {
  const mine = f.mine || !isOffice(p);
  const where = and(
    isNull(x.deletedAt),
    f.publicationId ? eq(x.publicationId, f.publicationId) : undefined,
    f.leaderName ? containsText(x.leaderName, f.leaderName) : undefined,
    f.level !== undefined ? eq(x.level, f.level) : undefined,
    f.dateFrom ? gte(x.instructedOn, f.dateFrom) : undefined,
    f.dateTo ? lte(x.instructedOn, f.dateTo) : undefined,
    mine ? mineOf(p) : undefined,
  );
  const [rows, [n]] = await Promise.all([
    q.select().from(x).where(where).orderBy(desc(x.instructedOn), desc(x.id)).limit(f.pageSize).offset(offsetOf(f)),
    q.select({ n: sql<number>`count(*)::int` }).from(x).where(where),
  ]);
  return { list: await present(q, rows), total: Number(n?.n ?? 0) };
}

async function load(q: Queryable, id: string, lock = false): Promise<InstructionRecord> {
  const query = q
    .select()
    .from(x)
    .where(and(eq(x.id, id), isNull(x.deletedAt)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('领导批示');
  return row;
}

/** GET publicationInstruction/detail/{id}: the office's view. */
export async function instructionDetail(q: Queryable, id: string): Promise<PublicationInstructionRow> {
  return (await present(q, [await load(q, id)]))[0];
}

/** POST publicationInstruction/web/detail: the office, the readers of the issue, the reporters credited with its item(s). */
export async function instructionWebDetail(q: Queryable, p: Principal, id: string): Promise<PublicationInstructionRow> {
  const row = await load(q, id);
  const allowed = isOffice(p) || (await onList(q, p, row.publicationId)) || (await creditsCaller(q, p, row.publicationId, row.infoId));
  if (!allowed) throw forbidden('您无权查看该批示');
  return (await present(q, [row]))[0];
}

/** GET publicationInstruction/check/{id}: the instructions recorded on issue {id}, on the whole issue and per item. */
export async function instructionCheck(q: Queryable, p: Principal, publicationId: string): Promise<PublicationInstructionCheck> {
  await loadReadable(q, p, publicationId);
  const [all, labels, items] = await Promise.all([
    instructionsOf(q, { publicationId }),
    issueLabels(q, [publicationId]),
    q
      .select({ infoId: publicationItem.infoId, title: publicationItem.title })
      .from(publicationItem)
      .where(eq(publicationItem.publicationId, publicationId))
      .orderBy(publicationItem.sort, publicationItem.id),
  ]);
  return {
    publicationId,
    numLabel: labels.get(publicationId)?.numLabel ?? '',
    issue: all.filter((r) => !r.infoId),
    items: items.map((i) => ({ ...i, instructions: all.filter((r) => r.infoId === i.infoId) })),
  };
}

/** An instruction is dated on a day that has come (China time). */
function checkDay(b: Body): void {
  if (b.instructedOn > today()) throw fieldError('instructedOn', '批示日期不能晚于今天');
}

/** The reporters of the item(s) hear of a new instruction, one message per item. */
async function tell(s: InfoStep, id: string, publicationId: string, b: Body, numLabel: string) {
  for (const item of await creditedItems(s.tx, publicationId, b.infoId ?? null))
    await s.fx.notify({
      userIds: item.userIds,
      title: '您的信息获得领导批示',
      content: `您的信息刊发于${numLabel}，获得${instructionLevelLabel[b.level] ?? ''}${b.leaderName}批示：${b.content}`,
      item: { id: item.infoId, title: item.title },
      url: `${PublicationPage.socialInstruct}?id=${id}`,
    });
}

const auditDetail = (b: Body) => ({
  publicationId: b.publicationId,
  infoId: b.infoId ?? null,
  leaderName: b.leaderName,
  type: instructionLevelLabel[b.level] ?? String(b.level),
});

/** POST publicationInstruction/add. */
export async function addInstruction(sc: CallContext, b: Body): Promise<{ id: string }> {
  checkDay(b);
  return runInfoStep(sc, async (s) => {
    const issue = await distributedIssue(s.tx, b.publicationId);
    await assertItemOf(s.tx, issue.id, b.infoId, 'infoId');
    const id = newId();
    const who = sc.caller.principal;
    await s.tx.insert(x).values({
      id,
      publicationId: issue.id,
      infoId: b.infoId ?? null,
      leaderName: b.leaderName,
      leaderPost: b.leaderPost ?? null,
      level: b.level,
      content: b.content,
      instructedOn: b.instructedOn,
      createdBy: who.userId,
      createdByName: who.username,
    });
    const l = (await issueLabels(s.tx, [issue.id])).get(issue.id);
    await trail(s, issue.id, 'instruct', `${instructionLevelLabel[b.level] ?? ''}${b.leaderName}批示`, { infoId: b.infoId ?? null });
    await tell(s, id, issue.id, b, l ? `《${l.typeName}》${l.numLabel}` : '刊物');
    await audit(s.tx, sc.caller.actor, { objectType: 'publication.instruction', objectId: id, action: 'add', detail: auditDetail(b) });
    return { id };
  });
}

/** POST publicationInstruction/update: the issue may change too (still a distributed one). */
export async function updateInstruction(sc: CallContext, b: Body & { id: string }): Promise<void> {
  checkDay(b);
  await runInfoStep(sc, async (s) => {
    const row = await load(s.tx, b.id, true);
    const issue = await distributedIssue(s.tx, b.publicationId);
    await assertItemOf(s.tx, issue.id, b.infoId, 'infoId');
    await s.tx
      .update(x)
      .set({
        publicationId: issue.id,
        infoId: b.infoId ?? null,
        leaderName: b.leaderName,
        leaderPost: b.leaderPost ?? null,
        level: b.level,
        content: b.content,
        instructedOn: b.instructedOn,
        updatedAt: new Date(),
      })
      .where(eq(x.id, row.id));
    await audit(s.tx, sc.caller.actor, {
      objectType: 'publication.instruction',
      objectId: row.id,
      action: 'update',
      detail: auditDetail(b),
    });
  });
}

/** POST publicationInstruction/delete: kept with deleted_at; its points go with it. */
export async function deleteInstruction(sc: CallContext, id: string): Promise<void> {
  await runInfoStep(sc, async (s) => {
    const row = await load(s.tx, id, true);
    await s.tx.update(x).set({ deletedAt: new Date() }).where(eq(x.id, row.id));
    await audit(s.tx, sc.caller.actor, {
      objectType: 'publication.instruction',
      objectId: row.id,
      action: 'delete',
      detail: { publicationId: row.publicationId, infoId: row.infoId, leaderName: row.leaderName },
    });
  });
}
