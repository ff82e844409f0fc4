import { CaseState } from '@cppcc/contracts';
import { and, count, desc, eq, inArray, isNotNull, isNull, lt, max, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../../platform/db/client';
import { proposalType } from '../setup/tables';
import { proposal, proposalJoint, proposalUnit } from '../tables';
import { publicCondition } from './access';

/**
 * What other areas read of proposals (the intellect area's recommendations and reference
 * search), through index.ts: the proposal area keeps its tables to itself (docs/modules.md,
 * the fences). Lists of texts are the newest first and bounded by the caller's limit.
 */

const stamp = (v: unknown) => (v ? new Date(v as string).getTime() : 0);

/** Changes whenever a proposal is added or edited: a cache of texts compares it before re-reading. */
export async function proposalsMark(q: Queryable): Promise<string> {
  const [s] = await q.select({ n: count(), at: max(proposal.updatedAt) }).from(proposal);
  return `${s.n}:${stamp(s.at)}`;
}

/** Changes whenever a unit assignment is added or edited. */
export async function assignmentsMark(q: Queryable): Promise<string> {
  const [s] = await q.select({ n: count(), at: max(proposalUnit.updatedAt) }).from(proposalUnit);
  return `${s.n}:${stamp(s.at)}`;
}

/** Changes whenever a co-signer is invited or answers. */
export async function cosignersMark(q: Queryable): Promise<string> {
  const [s] = await q.select({ n: count(), at: max(proposalJoint.createdAt), answered: max(proposalJoint.answeredAt) }).from(proposalJoint);
  return `${s.n}:${stamp(s.at)}:${stamp(s.answered)}`;
}

/** Filed (立案, caseState 3) and recorded historical proposals with their 提案类别. */
export async function typedProposals(q: Queryable, limit: number) {
  return q
    .select({ title: proposal.title, text: proposal.contentText, typeId: proposal.typeId })
    .from(proposal)
    .where(and(isNull(proposal.deletedAt), isNotNull(proposal.typeId), or(eq(proposal.caseState, 3), eq(proposal.isRecord, true))))
    .orderBy(desc(proposal.updatedAt))
    .limit(limit);
}

// ---------- filed proposals (立案 and on, and recorded historical ones): the proofreading check's own records ----------

const filed = and(isNull(proposal.deletedAt), or(eq(proposal.caseState, CaseState.filed), eq(proposal.isRecord, true)));

/**
 * A scalar SQL expression that changes whenever a proposal is filed, a filed one edited, or one
 * leaves the filed ones (the count drops).
 */
export const filedProposalsMark = (): SQL<string> =>
  sql<string>`(select count(*)::text || ':' || coalesce((extract(epoch from max(${proposal.updatedAt})) * 1000)::bigint, 0)::text from ${proposal} where ${filed})`;

/** One page of filed proposals' plain text, newest first: the ids below `before`, when given. */
export async function filedProposalTexts(
  q: Queryable,
  limit: number,
  before?: string,
): Promise<{ id: string; title: string; text: string }[]> {
  return q
    .select({ id: proposal.id, title: proposal.title, text: proposal.contentText })
    .from(proposal)
    .where(and(filed, before ? lt(proposal.id, before) : undefined))
    .orderBy(desc(proposal.id))
    .limit(limit);
}

const inForce = and(eq(proposalUnit.phase, 'formal'), eq(proposalUnit.active, true));

/** Proposals with formal assignments still in force (a returned one was the wrong unit), with those units. */
export async function assignedProposals(q: Queryable, limit: number): Promise<{ title: string; text: string; unitIds: string[] }[]> {
  const assigned = await q
    .select({ id: proposal.id, title: proposal.title, text: proposal.contentText })
    .from(proposal)
    .where(
      and(isNull(proposal.deletedAt), inArray(proposal.id, q.select({ id: proposalUnit.proposalId }).from(proposalUnit).where(inForce))),
    )
    .orderBy(desc(proposal.assignedAt))
    .limit(limit);
  const units = new Map<string, string[]>();
  const ids = assigned.map((r) => r.id);
  for (let i = 0; i < ids.length; i += 1000) {
    const rows = await q
      .select({ proposalId: proposalUnit.proposalId, unitId: proposalUnit.unitId })
      .from(proposalUnit)
      .where(and(inArray(proposalUnit.proposalId, ids.slice(i, i + 1000)), inForce));
    for (const r of rows) units.set(r.proposalId, [...(units.get(r.proposalId) ?? []), r.unitId]);
  }
  return assigned.map((r) => ({ title: r.title, text: r.text, unitIds: units.get(r.id) ?? [] }));
}

/** Submitted proposals with their proposer and the co-signers who did not decline. */
export async function proposalAuthors(q: Queryable, limit: number): Promise<{ title: string; text: string; people: string[] }[]> {
  const rows = await q
    .select({ id: proposal.id, title: proposal.title, text: proposal.contentText, proposerId: proposal.proposerId })
    .from(proposal)
    .where(and(isNull(proposal.deletedAt), ne(proposal.state, 0), isNotNull(proposal.proposerId)))
    .orderBy(desc(proposal.submittedAt))
    .limit(limit);
  const joint = new Map<string, string[]>();
  const ids = rows.map((r) => r.id);
  for (let i = 0; i < ids.length; i += 1000) {
    const js = await q
      .select({ proposalId: proposalJoint.proposalId, userId: proposalJoint.userId })
      .from(proposalJoint)
      .where(and(inArray(proposalJoint.proposalId, ids.slice(i, i + 1000)), ne(proposalJoint.state, 0)));
    for (const j of js) joint.set(j.proposalId, [...(joint.get(j.proposalId) ?? []), j.userId]);
  }
  return rows.map((r) => ({ title: r.title, text: r.text, people: [r.proposerId as string, ...(joint.get(r.id) ?? [])] }));
}

/** Submitted proposals with what a list of similar ones shows. */
export async function submittedProposals(q: Queryable, limit: number) {
  return q
    .select({
      id: proposal.id,
      title: proposal.title,
      text: proposal.contentText,
      number: proposal.number,
      proposerName: proposal.proposerName,
      year: proposal.year,
      typeId: proposal.typeId,
    })
    .from(proposal)
    .where(and(isNull(proposal.deletedAt), ne(proposal.state, 0)))
    .orderBy(desc(proposal.submittedAt))
    .limit(limit);
}

/** The proposer and every invited co-signer of a proposal (none when there is no such proposal). */
export async function proposalPeople(q: Queryable, proposalId: string): Promise<string[]> {
  const [p] = await q.select({ proposerId: proposal.proposerId }).from(proposal).where(eq(proposal.id, proposalId)).limit(1);
  const joint = await q.select({ userId: proposalJoint.userId }).from(proposalJoint).where(eq(proposalJoint.proposalId, proposalId));
  return [...(p?.proposerId ? [p.proposerId] : []), ...joint.map((j) => j.userId)];
}

/** Live, enabled 提案类别, id and name. */
export async function liveProposalTypes(q: Queryable): Promise<{ id: string; name: string }[]> {
  return q
    .select({ id: proposalType.id, name: proposalType.name })
    .from(proposalType)
    .where(and(isNull(proposalType.deletedAt), eq(proposalType.enabled, true)));
}

// ---------- public proposals (opened by the office, after filing): the reference search quotes them ----------

/** Changes with any edit of a public proposal, whenever its transaction commits (the sum of change times moves). */
export async function publicProposalsMark(q: Queryable): Promise<string> {
  const [p] = await q
    .select({ n: count(), sum: sql<string | null>`sum(extract(epoch from ${proposal.updatedAt}))` })
    .from(proposal)
    .where(publicCondition);
  return `${p.n}:${p.sum ?? 0}`;
}

/** Every public proposal's id and last change. */
export async function publicProposalVersions(q: Queryable): Promise<{ id: string; updatedAt: Date }[]> {
  return q.select({ id: proposal.id, updatedAt: proposal.updatedAt }).from(proposal).where(publicCondition);
}

const publicColumns = {
  id: proposal.id,
  title: proposal.title,
  text: proposal.contentText,
  contentHtml: proposal.content,
  number: proposal.number,
  year: proposal.year,
  proposerName: proposal.proposerName,
  jointNames: proposal.jointNames,
  openStatus: proposal.openStatus,
  filedAt: proposal.filedAt,
  submittedAt: proposal.submittedAt,
  updatedAt: proposal.updatedAt,
};

/** Public proposals by id (others are absent), with their text and what a quotation shows of them. */
export async function publicProposals(q: Queryable, ids: readonly string[]) {
  return q
    .select(publicColumns)
    .from(proposal)
    .where(and(inArray(proposal.id, [...ids]), publicCondition));
}

export type PublicProposal = Awaited<ReturnType<typeof publicProposals>>[number];
