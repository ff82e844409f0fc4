import { Satisfaction, SignState, satisfactionLabel } from '@cppcc/contracts';
import { and, eq } from 'drizzle-orm';
import { newId } from '../../../platform/db/ids';
import { fieldError, illegalState } from '../../../platform/errors';
import { addDays, today } from '../../../platform/time/china';
import { proposalFlow, setUnit, unitFlow, unitOf } from '../core/machines';
import { officeUserIds, unitUserIds } from '../core/notify';
import { lockProposal, runStep, type StepContext, senderOf, whoOn } from '../core/steps';
import { proposal, proposalEvaluation, proposalUnit } from '../tables';

/** Days a unit has to answer again after a "not satisfied" rating. */
const REHANDLE_DAYS = 30;

/**
 * POST /proposal/evaluate: the proposer rates one unit's reply (1 satisfied,
 * 2 basically, 0 not). The first "not satisfied" sends that unit back to work
 * (re-handling 11); once every unit's latest reply is rated, the proposal is concluded (12).
 */
export async function evaluateProposal(
  sc: StepContext,
  input: { id: string; unitId: string; satisfaction: number; comment?: string | null },
): Promise<{ state: number }> {
  return runStep(sc, async (s) => {
    const p = await lockProposal(s, input.id);
    const evaluate = proposalFlow.start(s, p, 'evaluate', whoOn(s, p));
    const [row] = await s.tx
      .select()
      .from(proposalUnit)
      .where(
        and(
          eq(proposalUnit.proposalId, p.id),
          eq(proposalUnit.unitId, input.unitId),
          eq(proposalUnit.phase, 'formal'),
          eq(proposalUnit.active, true),
        ),
      )
      .for('update')
      .limit(1);
    if (!row) throw fieldError('unitId', '该单位不是本提案的承办单位');
    if (row.signState !== SignState.concluded) throw illegalState(`${row.unitName}尚未答复，不能测评`);
    const [done] = await s.tx
      .select({ id: proposalEvaluation.id })
      .from(proposalEvaluation)
      .where(and(eq(proposalEvaluation.unitRowId, row.id), eq(proposalEvaluation.round, row.round)))
      .limit(1);
    if (done) throw illegalState(`已对${row.unitName}的本次答复进行过测评`);
    if (input.satisfaction === Satisfaction.not && !input.comment) throw fieldError('comment', '不满意时请填写意见建议');
    const now = new Date();
    await s.tx.insert(proposalEvaluation).values({
      id: newId(),
      proposalId: p.id,
      unitRowId: row.id,
      unitId: row.unitId,
      round: row.round,
      satisfaction: input.satisfaction,
      comment: input.comment ?? null,
      evaluatorId: s.caller.principal.userId,
    });
    // the 测评不满意 list: any 不满意, also in the second round
    if (input.satisfaction === Satisfaction.not && !p.displeased)
      await s.tx.update(proposal).set({ displeased: true }).where(eq(proposal.id, p.id));
    const rehandle = input.satisfaction === Satisfaction.not && row.round === 1;
    await setUnit(s, row, { satisfaction: input.satisfaction, satisfactionComment: input.comment ?? null, evaluatedAt: now });
    const opinion = `${row.unitName}：${satisfactionLabel[input.satisfaction]}${input.comment ? `，${input.comment}` : ''}`;
    const sender = senderOf(s);
    if (rehandle) {
      await evaluate.commit({ input: { rehandle: true }, entry: { opinion, unit: unitOf(row) } });
      await unitFlow.move(s, { unit: row, proposal: p }, 'rehandle', {
        who: whoOn(s, p),
        set: { round: row.round + 1, repliedAt: null, deadline: addDays(today(), REHANDLE_DAYS) },
        entry: { opinion: '测评不满意，重新办理' },
      });
      await s.fx.notify({
        userIds: [...(await unitUserIds(s.tx, [row.unitId])), ...(await officeUserIds(s.tx))],
        title: '提案测评不满意',
        content: `提案人对${row.unitName}关于提案《${p.title}》的答复不满意，请重新办理：${input.comment}`,
        proposal: p,
        sender,
      });
      return { state: p.state };
    }
    const rows = await s.tx
      .select({ id: proposalUnit.id, round: proposalUnit.round, signState: proposalUnit.signState })
      .from(proposalUnit)
      .where(and(eq(proposalUnit.proposalId, p.id), eq(proposalUnit.phase, 'formal'), eq(proposalUnit.active, true)));
    const rated = await s.tx
      .select({ unitRowId: proposalEvaluation.unitRowId, round: proposalEvaluation.round })
      .from(proposalEvaluation)
      .where(eq(proposalEvaluation.proposalId, p.id));
    const ratedKeys = new Set(rated.map((r) => `${r.unitRowId}:${r.round}`));
    const allRated = rows.every((r) => r.signState === SignState.concluded && ratedKeys.has(`${r.id}:${r.round}`));
    await evaluate.commit({ input: { allRated }, set: allRated ? { concludedAt: now } : {}, entry: { opinion, unit: unitOf(row) } });
    await s.fx.notify({
      userIds: await unitUserIds(s.tx, [row.unitId]),
      title: '提案满意度测评',
      content: `提案人对贵单位关于提案《${p.title}》的答复评价为「${satisfactionLabel[input.satisfaction]}」。`,
      proposal: p,
      sender,
    });
    return { state: p.state };
  });
}
