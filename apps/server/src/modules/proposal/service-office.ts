import {
  type AssignBody,
  type assignBody,
  CaseState,
  CollectiveType,
  DEFAULT_REPLY_DAYS,
  HandleType,
  handleTypeLabel,
  JointState,
  MergeState,
  type notFileBody,
  ProposalState,
  proposalStateLabel,
  type receiveBody,
} from '@cppcc/contracts';
import { and, count, eq, inArray, isNull, max, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Queryable } from '../../platform/db/client';
import { newId } from '../../platform/db/ids';
import { illegalState } from '../../platform/errors';
import { fieldError } from '../system/common';
import { org } from '../system/tables';
import { type ProposalRow, requireOffice } from './access';
import { unitUserIds } from './notify';
import { getProposalSession, proposalTypeName } from './setup';
import { assertProposalStep } from './state-machine';
import { lockProposal, move, record, runStep, type Step, type StepContext, senderOf } from './steps';
import { proposal, proposalJoint, proposalUnit } from './tables';

/** The proposer and the co-signers who did not decline: the people a proposal's news is for. */
export async function participantIds(q: Queryable, p: ProposalRow): Promise<string[]> {
  const joints = p.isJoint
    ? await q
        .select({ userId: proposalJoint.userId })
        .from(proposalJoint)
        .where(and(eq(proposalJoint.proposalId, p.id), eq(proposalJoint.state, JointState.agree)))
    : [];
  return [p.proposerId, ...joints.map((j) => j.userId)].filter((x): x is string => !!x);
}

/** Handling units (承办单位 7) and handling systems (承办系统 8) by id, refusing anything else. */
export async function handlingUnits(q: Queryable, ids: string[], field: string): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const rows = await q
    .select({ id: org.id, name: org.name, collectiveType: org.collectiveType, enabled: org.enabled })
    .from(org)
    .where(and(inArray(org.id, unique), isNull(org.deletedAt)));
  const ok = rows.filter(
    (r) => r.enabled && (r.collectiveType === CollectiveType.handlingUnit || r.collectiveType === CollectiveType.handlingSystem),
  );
  if (ok.length !== unique.length) throw fieldError(field, '承办单位不存在或不是承办单位');
  return new Map(ok.map((r) => [r.id, r.name]));
}

async function checkType(s: Step, typeId: string | null | undefined): Promise<void> {
  if (typeId && !(await proposalTypeName(s.tx, typeId))) throw fieldError('typeId', '提案类别不存在');
}

function officeStep(sc: StepContext, id: string, work: (s: Step, p: ProposalRow) => Promise<void>): Promise<void> {
  return runStep(sc, async (s) => {
    requireOffice(s.scope);
    const p = await lockProposal(s, id);
    if (p.mergedIntoId) throw illegalState('该提案已并入其他提案，随主提案办理');
    await work(s, p);
  });
}

/** POST /proposal/receive: initial sort (初分) 1 → 2, once co-signers have answered or the office stops waiting. */
export async function receiveProposal(sc: StepContext, input: z.output<typeof receiveBody>): Promise<void> {
  await officeStep(sc, input.id, async (s, p) => {
    assertProposalStep('receive', p.state);
    await checkType(s, input.typeId);
    await handlingUnits(s.tx, input.suggestUnitIds, 'suggestUnitIds');
    const [{ pending }] = await s.tx
      .select({ pending: count() })
      .from(proposalJoint)
      .where(and(eq(proposalJoint.proposalId, p.id), eq(proposalJoint.state, JointState.pending)));
    if (pending > 0 && !input.overrideJoint) throw illegalState(`尚有${pending}位联名人未确认，请等待确认或选择不再等待`);
    await move(
      s,
      p,
      'receive',
      ProposalState.awaitingReview,
      {
        caseState: CaseState.underReview,
        typeId: input.typeId ?? p.typeId,
        suggestUnitIds: input.suggestUnitIds.length ? input.suggestUnitIds : p.suggestUnitIds,
        jointOverride: pending > 0,
        receivedAt: new Date(),
      },
      { opinion: input.opinion, detail: pending > 0 ? { jointPending: pending } : undefined },
    );
    await s.fx.notify({
      userIds: [p.proposerId ?? ''],
      title: '提案已受理',
      content: `您的提案《${p.title}》已受理，进入审查。`,
      proposalId: p.id,
      sms: input.sms,
      sender: senderOf(s),
    });
  });
}

/** POST /proposal/sendBack: back to the proposer for revision (-1). */
export async function sendBackProposal(sc: StepContext, input: { id: string; opinion: string; sms: boolean }): Promise<void> {
  await officeStep(sc, input.id, async (s, p) => {
    await move(s, p, 'sendBack', ProposalState.returned, { caseState: CaseState.sentBack }, { opinion: input.opinion });
    await s.fx.notify({
      userIds: [p.proposerId ?? ''],
      title: '提案退回修改',
      content: `您的提案《${p.title}》被退回修改：${input.opinion}`,
      proposalId: p.id,
      url: '/proposal/sendBackProposal',
      sms: input.sms,
      sender: senderOf(s),
    });
  });
}

/** The next number (案号) of a session; the advisory lock serialises concurrent filings of that session. */
export async function lockNumbers(s: Step, sessionId: string): Promise<void> {
  await s.tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`proposal-number:${sessionId}`}))`);
}

async function nextNumber(s: Step, sessionId: string): Promise<number> {
  await lockNumbers(s, sessionId);
  const [{ n }] = await s.tx
    .select({ n: max(proposal.number) })
    .from(proposal)
    .where(eq(proposal.sessionId, sessionId));
  return (n ?? 0) + 1;
}

/** POST /proposal/file: filed (立案, case state 3), numbered per session; 2 → 3. */
export async function fileProposal(sc: StepContext, input: { id: string; typeId?: string | null; opinion?: string | null; sms: boolean }) {
  let number = 0;
  await officeStep(sc, input.id, async (s, p) => {
    assertProposalStep('file', p.state);
    await checkType(s, input.typeId);
    const typeId = input.typeId ?? p.typeId;
    if (!typeId) throw fieldError('typeId', '立案前请选择提案类别');
    number = await nextNumber(s, p.sessionId);
    const now = new Date();
    await move(
      s,
      p,
      'file',
      ProposalState.awaitingAssign,
      { caseState: CaseState.filed, number, typeId, filedAt: now },
      { opinion: input.opinion },
    );
    await s.fx.notify({
      userIds: await participantIds(s.tx, p),
      title: '提案已立案',
      content: `提案《${p.title}》已立案，案号第${number}号。`,
      proposalId: p.id,
      sms: input.sms,
      sender: senderOf(s),
    });
  });
  return { number };
}

/** POST /proposal/notFile: not filed (case state 4), turned into 15/16 or handled another way (14). */
export async function notFileProposal(sc: StepContext, input: z.output<typeof notFileBody>): Promise<void> {
  await officeStep(sc, input.id, async (s, p) => {
    await move(
      s,
      p,
      'notFile',
      input.destination,
      { caseState: CaseState.notFiled, notFiledReason: input.reason, notFiledTo: input.destination },
      { opinion: input.reason },
    );
    await s.fx.notify({
      userIds: await participantIds(s.tx, p),
      title: '提案未予立案',
      content: `提案《${p.title}》未予立案（${proposalStateLabel[input.destination]}）：${input.reason}`,
      proposalId: p.id,
      sms: input.sms,
      sender: senderOf(s),
    });
  });
}

const mergeStateOf: Record<number, number> = {
  [ProposalState.awaitingSplit]: MergeState.atSplit,
  [ProposalState.awaitingReview]: MergeState.atReview,
  [ProposalState.awaitingAssign]: MergeState.atFiled,
};

/** POST /proposal/merge: similar proposals follow a main one (并案); merge state by the main one's stage. */
export async function mergeProposals(sc: StepContext, input: { mainId: string; ids: string[]; opinion?: string | null }): Promise<void> {
  await officeStep(sc, input.mainId, async (s, main) => {
    assertProposalStep('merge', main.state);
    const ids = [...new Set(input.ids)].filter((id) => id !== main.id);
    if (!ids.length) throw fieldError('ids', '不能把提案并入它自己');
    const mergeState = mergeStateOf[main.state];
    for (const id of ids) {
      const child = await lockProposal(s, id);
      if (child.mergedIntoId) throw illegalState(`提案《${child.title}》已并入其他提案`);
      if (child.sessionId !== main.sessionId) throw illegalState(`提案《${child.title}》与主提案不属于同一届次，不能并案`);
      assertProposalStep('merge', child.state);
      const now = new Date();
      await s.tx
        .update(proposal)
        .set({
          mergedIntoId: main.id,
          mergeState,
          state: main.state,
          caseState: main.caseState,
          typeId: child.typeId ?? main.typeId,
          updatedAt: now,
        })
        .where(eq(proposal.id, child.id));
      // what was merged into the child now follows the new main proposal
      await s.tx
        .update(proposal)
        .set({ mergedIntoId: main.id, state: main.state, caseState: main.caseState, updatedAt: now })
        .where(eq(proposal.mergedIntoId, child.id));
      await record(s, child.id, {
        action: 'merge',
        fromState: child.state,
        toState: main.state,
        opinion: input.opinion,
        detail: { mainId: main.id, mainTitle: main.title, mergeState },
      });
      await s.fx.notify({
        userIds: [child.proposerId ?? ''],
        title: '提案并案办理',
        content: `您的提案《${child.title}》与《${main.title}》并案办理。`,
        proposalId: child.id,
        sender: senderOf(s),
      });
    }
    await record(s, main.id, {
      action: 'merge',
      fromState: main.state,
      toState: main.state,
      opinion: input.opinion,
      detail: { mergedIds: ids },
    });
    await s.tx.update(proposal).set({ updatedAt: new Date() }).where(eq(proposal.id, main.id));
  });
}

type UnitsInput = z.output<typeof assignBody>['units'];

/** Units of one assignment: one unit alone; or one lead (主办) with joint units (会办); or split units (分办). */
function checkUnitMix(units: UnitsInput): void {
  const ids = units.map((u) => u.unitId);
  if (new Set(ids).size !== ids.length) throw fieldError('units', '承办单位不能重复');
  if (units.length === 1) return;
  const leads = units.filter((u) => u.handleType === HandleType.lead).length;
  const splits = units.filter((u) => u.handleType === HandleType.split).length;
  if (splits > 0 && splits !== units.length) throw fieldError('units', '分办时所有承办单位都应为分办');
  if (splits === 0 && leads !== 1) throw fieldError('units', '主办会办时应有且只有一个主办单位');
}

/** POST /proposal/preAssign: ask units first (预交办); each answers agree (1) or disagree (2). */
export async function preAssignProposal(sc: StepContext, input: AssignBody & { units: UnitsInput }): Promise<void> {
  await officeStep(sc, input.id, async (s, p) => {
    assertProposalStep('preAssign', p.state);
    const ids = input.units.map((u) => u.unitId);
    if (new Set(ids).size !== ids.length) throw fieldError('units', '承办单位不能重复');
    const names = await handlingUnits(s.tx, ids, 'units');
    const pending = await s.tx
      .select({ unitId: proposalUnit.unitId })
      .from(proposalUnit)
      .where(and(eq(proposalUnit.proposalId, p.id), eq(proposalUnit.phase, 'pre'), eq(proposalUnit.preFeedback, 0)));
    const already = new Set(pending.map((r) => r.unitId));
    const fresh = input.units.filter((u) => !already.has(u.unitId));
    if (!fresh.length) throw illegalState('所选单位都在等待预交办反馈');
    await s.tx.insert(proposalUnit).values(
      fresh.map((u) => ({
        id: newId(),
        proposalId: p.id,
        unitId: u.unitId,
        unitName: names.get(u.unitId)!,
        phase: 'pre' as const,
        handleType: u.handleType,
        preFeedback: 0,
      })),
    );
    await record(s, p.id, {
      action: 'preAssign',
      fromState: p.state,
      toState: p.state,
      opinion: input.opinion,
      detail: { units: fresh.map((u) => `${names.get(u.unitId)}(${handleTypeLabel[u.handleType]})`) },
    });
    await s.tx.update(proposal).set({ updatedAt: new Date() }).where(eq(proposal.id, p.id));
    await s.fx.notify({
      userIds: await unitUserIds(
        s.tx,
        fresh.map((u) => u.unitId),
      ),
      title: '提案预交办',
      content: `提案《${p.title}》拟交贵单位办理，请反馈是否同意承办。`,
      proposalId: p.id,
      url: '/proposal/preSignList',
      sms: input.sms ?? false,
      sender: senderOf(s),
    });
  });
}

const today = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
export const addDays = (isoDate: string, days: number) =>
  new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Names of a proposal's active units, for lists: 市教育局(主办)、市财政局(会办). */
export async function refreshUnitNames(q: Queryable, proposalId: string): Promise<void> {
  const rows = await q
    .select({ unitName: proposalUnit.unitName, handleType: proposalUnit.handleType })
    .from(proposalUnit)
    .where(and(eq(proposalUnit.proposalId, proposalId), eq(proposalUnit.phase, 'formal'), eq(proposalUnit.active, true)))
    .orderBy(proposalUnit.handleType, proposalUnit.createdAt);
  const text = rows.map((r) => `${r.unitName}(${handleTypeLabel[r.handleType]})`).join('、') || null;
  await q.update(proposal).set({ unitNames: text }).where(eq(proposal.id, proposalId));
}

/** POST /proposal/assign: assignment (交办) 3 → 10; each unit then signs for it. */
export async function assignProposal(sc: StepContext, input: z.output<typeof assignBody>): Promise<void> {
  await officeStep(sc, input.id, async (s, p) => {
    assertProposalStep('assign', p.state);
    checkUnitMix(input.units);
    const names = await handlingUnits(
      s.tx,
      input.units.map((u) => u.unitId),
      'units',
    );
    const session = await getProposalSession(s.tx, p.sessionId);
    const deadline = input.deadline ?? addDays(today(), session?.handleDays ?? DEFAULT_REPLY_DAYS);
    if (deadline <= today()) throw fieldError('deadline', '答复期限应晚于今天');
    // one unit alone is single undertaking (undertake 0): recorded as lead
    const single = input.units.length === 1;
    await s.tx.insert(proposalUnit).values(
      input.units.map((u) => ({
        id: newId(),
        proposalId: p.id,
        unitId: u.unitId,
        unitName: names.get(u.unitId)!,
        phase: 'formal' as const,
        handleType: single ? HandleType.lead : u.handleType,
        signState: 0,
        deadline,
      })),
    );
    await move(
      s,
      p,
      'assign',
      ProposalState.handling,
      { assignedAt: new Date() },
      { opinion: input.opinion, detail: { units: input.units.map((u) => names.get(u.unitId)), deadline } },
    );
    await refreshUnitNames(s.tx, p.id);
    const sender = senderOf(s);
    await s.fx.notify({
      userIds: await unitUserIds(
        s.tx,
        input.units.map((u) => u.unitId),
      ),
      title: '提案交办',
      content: `提案《${p.title}》${p.number ? `（第${p.number}号）` : ''}已交贵单位办理，请及时签收，答复期限${deadline}。`,
      proposalId: p.id,
      url: '/proposal/signList',
      sms: input.sms,
      sender,
    });
    await s.fx.notify({
      userIds: await participantIds(s.tx, p),
      title: '提案已交办',
      content: `提案《${p.title}》已交${[...names.values()].join('、')}办理。`,
      proposalId: p.id,
      sender,
    });
  });
}

/** POST /proposal/conclude: the office concludes once every unit has replied (10/11 → 12). */
export async function concludeProposal(sc: StepContext, input: { id: string; opinion?: string | null; sms: boolean }): Promise<void> {
  await officeStep(sc, input.id, async (s, p) => {
    assertProposalStep('conclude', p.state);
    const [{ open }] = await s.tx
      .select({ open: count() })
      .from(proposalUnit)
      .where(
        and(
          eq(proposalUnit.proposalId, p.id),
          eq(proposalUnit.phase, 'formal'),
          eq(proposalUnit.active, true),
          sql`${proposalUnit.signState} <> 2`,
        ),
      );
    if (open > 0) throw illegalState(`尚有${open}个承办单位未答复，不能办结`);
    await move(s, p, 'conclude', ProposalState.concluded, { concludedAt: new Date() }, { opinion: input.opinion });
    await s.fx.notify({
      userIds: await participantIds(s.tx, p),
      title: '提案已办结',
      content: `提案《${p.title}》已办结。`,
      proposalId: p.id,
      sms: input.sms,
      sender: senderOf(s),
    });
  });
}
