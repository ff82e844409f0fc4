import { handleTypeLabel, proposalStateLabel } from '@cppcc/contracts';
import type { Document } from 'docx';
import { and, asc, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Principal } from '../../../platform/auth/principal';
import type { AppContext } from '../../../platform/context';
import type { Queryable } from '../../../platform/db/client';
import { badRequest, forbidden, illegalState, notFound } from '../../../platform/errors';
import type { ZipEntry } from '../../../platform/export';
import { listFiles, liveFiles, ossStorage } from '../../oss';
import { loadVisible, type ProposalRow, type Scope, scopeOf } from '../core/access';
import { getProposalSession, proposalSessionNames, proposalTypeNames } from '../setup';
import { proposal, proposalHistory, proposalJoint, proposalUnit } from '../tables';
import {
  type AssignNoticeUnit,
  assignNoticeDocument,
  caseNoticeDocument,
  type ProposalDoc,
  proposalBookDocument,
  proposalDocument,
} from './build';

async function docOf(q: Queryable, p: ProposalRow): Promise<ProposalDoc> {
  const [sessions, types] = await Promise.all([proposalSessionNames(q, [p.sessionId]), proposalTypeNames(q, p.typeId ? [p.typeId] : [])]);
  return {
    title: p.title,
    number: p.number,
    sessionName: sessions.get(p.sessionId) ?? null,
    typeName: p.typeId ? (types.get(p.typeId) ?? null) : null,
    proposerName: p.proposerName,
    proposerType: p.proposerType,
    jointNames: p.jointNames,
    submittedAt: p.submittedAt?.toISOString() ?? null,
    units: p.unitNames,
    content: p.content,
  };
}

/**
 * A proposal the caller may read, as the detail page decides (access.ts); a
 * reader who sees it only because it is public gets the number or the
 * proposer hidden as the open status says.
 */
async function visible(q: Queryable, principal: Principal, id: string) {
  const scope = await scopeOf(q, principal);
  const p = await loadVisible(q, scope, id);
  const doc = await docOf(q, p);
  const own =
    scope.kind === 'office' ||
    (scope.kind === 'proposer' && (p.proposerId === scope.userId || (!!scope.orgId && p.proposerOrgId === scope.orgId)));
  const involved =
    own ||
    (scope.kind === 'unit' &&
      (
        await q
          .select({ id: proposalUnit.id })
          .from(proposalUnit)
          .where(and(eq(proposalUnit.proposalId, id), inArray(proposalUnit.unitId, scope.unitIds)))
          .limit(1)
      ).length > 0) ||
    (scope.kind === 'proposer' &&
      (
        await q
          .select({ id: proposalJoint.id })
          .from(proposalJoint)
          .where(and(eq(proposalJoint.proposalId, id), eq(proposalJoint.userId, scope.userId)))
          .limit(1)
      ).length > 0);
  if (!involved && p.openStatus === 1) doc.number = null;
  if (!involved && p.openStatus === 2) {
    doc.proposerName = '（不公开）';
    doc.jointNames = null;
  }
  return { scope, p, doc, involved };
}

export async function proposalDocx(q: Queryable, principal: Principal, id: string): Promise<{ filename: string; document: Document }> {
  const { doc } = await visible(q, principal, id);
  return { filename: `${doc.number ? `第${doc.number}号-` : ''}${doc.title}.docx`, document: proposalDocument(doc) };
}

/** The active formal assignments of a proposal, lead first: the pages of its 交办单. */
function assignedUnits(q: Queryable, proposalId: string) {
  return q
    .select()
    .from(proposalUnit)
    .where(and(eq(proposalUnit.proposalId, proposalId), eq(proposalUnit.phase, 'formal'), eq(proposalUnit.active, true)))
    .orderBy(asc(proposalUnit.handleType), asc(proposalUnit.createdAt));
}

/** Of the assignments, those whose 交办单 the caller may have: the office every unit's, a unit its own. */
const noticeUnitsFor = <T extends { unitId: string }>(scope: Scope, rows: T[]): T[] =>
  scope.kind === 'office' ? rows : scope.kind === 'unit' ? rows.filter((r) => scope.unitIds.includes(r.unitId)) : [];

/** 交办单: the office for any unit, a unit for its own assignment only. */
export async function assignNoticeDocx(q: Queryable, principal: Principal, id: string, unitId?: string) {
  const { scope, p, doc } = await visible(q, principal, id);
  if (scope.kind === 'proposer') throw forbidden('只有提案委员会办公室或承办单位可以下载交办单');
  const rows = await assignedUnits(q, p.id);
  if (!rows.length) throw illegalState(`提案当前状态为「${proposalStateLabel[p.state] ?? p.state}」，尚未交办，不能生成交办单`);
  const mine = noticeUnitsFor(scope, rows);
  const chosen = unitId ? mine.filter((r) => r.unitId === unitId) : mine;
  if (!chosen.length) throw notFound('交办单');
  const units: AssignNoticeUnit[] = chosen.map((r) => ({
    unitName: r.unitName,
    handleType: rows.length === 1 ? '单独承办' : (handleTypeLabel[r.handleType] ?? ''),
    others: rows
      .filter((x) => x.id !== r.id)
      .map((x) => `${x.unitName}（${handleTypeLabel[x.handleType]}）`)
      .join('、'),
    assignedAt: (p.assignedAt ?? r.createdAt).toISOString(),
    deadline: r.deadline,
  }));
  return { filename: `提案交办单-${doc.number ? `第${doc.number}号` : doc.title}.docx`, document: assignNoticeDocument(doc, units) };
}

const destinationText: Record<number, string> = { 14: '转其他方式处理', 15: '转为社情民意信息', 16: '转为委员来信' };

/** The review has decided: filed (case state 3) or not filed (4). */
const reviewed = (p: ProposalRow) => p.caseState === 3 || p.caseState === 4;

/** 立案 / 不立案通知书, once the review has decided. */
export async function caseNoticeDocx(q: Queryable, principal: Principal, id: string) {
  const { p, doc, involved } = await visible(q, principal, id);
  if (!involved) throw forbidden('只有提案人和提案委员会办公室可以下载立案通知书');
  if (!reviewed(p)) {
    throw illegalState(`提案当前状态为「${proposalStateLabel[p.state] ?? p.state}」，尚未审查，不能生成立案通知书`);
  }
  const filed = p.caseState === 3;
  const [decided] = await q
    .select({ at: proposalHistory.createdAt })
    .from(proposalHistory)
    .where(and(eq(proposalHistory.proposalId, p.mergedIntoId ?? p.id), inArray(proposalHistory.action, filed ? ['file'] : ['notFile'])))
    .orderBy(asc(proposalHistory.createdAt))
    .limit(1);
  const notice = caseNoticeDocument(doc, {
    filed,
    units: p.unitNames,
    reason: p.notFiledReason,
    destination: p.notFiledTo ? (destinationText[p.notFiledTo] ?? null) : null,
    decidedAt: (decided?.at ?? p.filedAt ?? p.updatedAt).toISOString(),
  });
  return { filename: `${filed ? '立案' : '不立案'}通知书-${doc.title}.docx`, document: notice };
}

const BOOK_BATCH = 200;

/** 提案汇编: the filed proposals of a session in number order, read in batches. */
export async function proposalBookDocx(q: Queryable, sessionId: string) {
  const session = await getProposalSession(q, sessionId);
  if (!session) throw badRequest('提案届次不存在');
  const docs: ProposalDoc[] = [];
  let after = 0;
  for (;;) {
    const rows = await q
      .select()
      .from(proposal)
      .where(
        and(
          eq(proposal.sessionId, sessionId),
          isNull(proposal.deletedAt),
          eq(proposal.caseState, 3),
          isNull(proposal.mergedIntoId),
          gt(proposal.number, after),
        ),
      )
      .orderBy(asc(proposal.number))
      .limit(BOOK_BATCH);
    for (const r of rows) docs.push(await docOf(q, r));
    if (rows.length < BOOK_BATCH) break;
    after = rows[rows.length - 1].number ?? after;
  }
  return { filename: `${session.name}提案汇编.docx`, document: proposalBookDocument(session.name, docs) };
}

/** The stored files of the zip: the proposal's own and bound files, then each formal unit's reply files, with their folders. */
async function attachmentFiles(q: Queryable, p: ProposalRow) {
  const units = await q
    .select({ unitName: proposalUnit.unitName, fileIds: proposalUnit.replyFileIds })
    .from(proposalUnit)
    .where(and(eq(proposalUnit.proposalId, p.id), eq(proposalUnit.phase, 'formal')));
  const bound = await listFiles(q, p.id);
  const folderOf = new Map<string, string>();
  for (const f of p.fileIds) folderOf.set(f, '提案附件');
  for (const f of bound) if (!folderOf.has(f.id)) folderOf.set(f.id, '提案附件');
  for (const u of units) for (const f of u.fileIds) if (!folderOf.has(f)) folderOf.set(f, `答复附件/${u.unitName}`);
  const ids = [...folderOf.keys()];
  const rows = await liveFiles(q, ids);
  return { rows, folderOf };
}

/** Which documents the caller may download now (the detail page shows exactly these buttons). */
export interface AvailableDocuments {
  /** the proposal itself: whoever may read it */
  proposal: boolean;
  /** the units whose 交办单 the caller may have (office: every active assignment, a unit: its own) */
  assignNotice: { unitId: string; unitName: string }[];
  /** 立案通知书 (filed) or 不立案通知书 (notFiled), for those involved once the review has decided */
  caseNotice: 'filed' | 'notFiled' | null;
  /** how many files the attachments zip would hold */
  attachments: number;
}

/** The same rules as the downloads below, answered without building anything. */
export async function availableDocuments(q: Queryable, principal: Principal, id: string): Promise<AvailableDocuments> {
  const { scope, p, involved } = await visible(q, principal, id);
  const [units, files] = await Promise.all([
    scope.kind === 'proposer' ? Promise.resolve([]) : assignedUnits(q, p.id),
    attachmentFiles(q, p),
  ]);
  return {
    proposal: true,
    assignNotice: noticeUnitsFor(scope, units).map((u) => ({ unitId: u.unitId, unitName: u.unitName })),
    caseNotice: involved && reviewed(p) ? (p.caseState === 3 ? 'filed' : 'notFiled') : null,
    attachments: files.rows.length,
  };
}

/** The proposal's files and the answer letters' files of its formal units, as one zip. */
export async function attachmentEntries(
  ctx: AppContext,
  principal: Principal,
  id: string,
): Promise<{ filename: string; entries: ZipEntry[] }> {
  const { p, doc } = await visible(ctx.db, principal, id);
  const { rows, folderOf } = await attachmentFiles(ctx.db, p);
  if (!rows.length) throw badRequest('该提案没有附件');
  const storage = ossStorage(ctx);
  const entries: ZipEntry[] = rows.map((f) => ({
    name: `${folderOf.get(f.id)}/${f.title}`,
    data: async () => {
      const obj = await storage.get(f.path);
      if (!obj) throw notFound(`附件「${f.title}」`);
      return obj.stream;
    },
  }));
  return { filename: `${doc.number ? `第${doc.number}号-` : ''}${doc.title}-附件.zip`, entries };
}
