import {
  type AssignBody,
  AssignFeedback,
  type assignBody,
  DEFAULT_REPLY_DAYS,
  HandleType,
  handleTypeLabel,
  ProposalPage,
  SignState,
} from '@cppcc/contracts';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { newId } from '../../../platform/db/ids';
import { fieldError, illegalState } from '../../../platform/errors';
import { addDays, today } from '../../../platform/time/china';
import { proposalFlow } from '../core/machines';
import { unitUserIds } from '../core/notify';
import { handlingUnits, participantIds, refreshUnitNames } from '../core/people';
import { asOffice, type StepContext, senderOf } from '../core/steps';
import { unitsOwingReply } from '../core/units';
import { getProposalSession } from '../setup';
import { proposalUnit } from '../tables';
import { officeStep } from './review';

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
    const preAssign = proposalFlow.start(s, p, 'preAssign', asOffice(s));
    const ids = input.units.map((u) => u.unitId);
    if (new Set(ids).size !== ids.length) throw fieldError('units', '承办单位不能重复');
    const names = await handlingUnits(s.tx, ids, 'units');
    const pending = await s.tx
      .select({ unitId: proposalUnit.unitId })
      .from(proposalUnit)
      .where(and(eq(proposalUnit.proposalId, p.id), eq(proposalUnit.phase, 'pre'), eq(proposalUnit.preFeedback, AssignFeedback.pending)));
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
        preFeedback: AssignFeedback.pending,
      })),
    );
    await preAssign.commit({
      entry: { opinion: input.opinion, detail: { units: fresh.map((u) => `${names.get(u.unitId)}(${handleTypeLabel[u.handleType]})`) } },
    });
    await s.fx.notify({
      userIds: await unitUserIds(
        s.tx,
        fresh.map((u) => u.unitId),
      ),
      title: '提案预交办',
      content: `提案《${p.title}》拟交贵单位办理，请反馈是否同意承办。`,
      proposal: p,
      url: ProposalPage.preSignList,
      sms: input.sms ?? false,
      sender: senderOf(s),
    });
  });
}

/** POST /proposal/assign: assignment (交办) 3 → 10; each unit then signs for it. */
export async function assignProposal(sc: StepContext, input: z.output<typeof assignBody>): Promise<void> {
  await officeStep(sc, input.id, async (s, p) => {
    const assign = proposalFlow.start(s, p, 'assign', asOffice(s));
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
        signState: SignState.awaitingReceipt,
        deadline,
      })),
    );
    await assign.commit({
      set: { assignedAt: new Date() },
      entry: { opinion: input.opinion, detail: { units: input.units.map((u) => names.get(u.unitId)), deadline } },
    });
    await refreshUnitNames(s.tx, p.id);
    const sender = senderOf(s);
    await s.fx.notify({
      userIds: await unitUserIds(
        s.tx,
        input.units.map((u) => u.unitId),
      ),
      title: '提案交办',
      content: `提案《${p.title}》${p.number ? `（第${p.number}号）` : ''}已交贵单位办理，请及时签收，答复期限${deadline}。`,
      proposal: p,
      url: ProposalPage.signList,
      sms: input.sms,
      sender,
    });
    await s.fx.notify({
      userIds: await participantIds(s.tx, p),
      title: '提案已交办',
      content: `提案《${p.title}》已交${[...names.values()].join('、')}办理。`,
      proposal: p,
      sender,
    });
  });
}

/** POST /proposal/conclude: the office concludes once every unit has replied (10/11 → 12). */
export async function concludeProposal(sc: StepContext, input: { id: string; opinion?: string | null; sms: boolean }): Promise<void> {
  await officeStep(sc, input.id, async (s, p) => {
    const conclude = proposalFlow.start(s, p, 'conclude', asOffice(s));
    const open = await unitsOwingReply(s.tx, p.id);
    if (open > 0) throw illegalState(`尚有${open}个承办单位未答复，不能办结`);
    await conclude.commit({ set: { concludedAt: new Date() }, entry: { opinion: input.opinion } });
    await s.fx.notify({
      userIds: await participantIds(s.tx, p),
      title: '提案已办结',
      content: `提案《${p.title}》已办结。`,
      proposal: p,
      sms: input.sms,
      sender: senderOf(s),
    });
  });
}
