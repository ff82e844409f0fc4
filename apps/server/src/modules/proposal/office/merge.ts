import { MergeState, ProposalState } from '@cppcc/contracts';
import { eq } from 'drizzle-orm';
import { fieldError, illegalState } from '../../../platform/errors';
import { proposalFlow } from '../core/machines';
import { asOffice, lockProposal, type StepContext, senderOf } from '../core/steps';
import { proposal } from '../tables';
import { officeStep } from './review';

/** The merge state (并案状态) of what is merged, by the stage of the main proposal. */
const mergeStateOf: Record<number, number> = {
  [ProposalState.awaitingSplit]: MergeState.atSplit,
  [ProposalState.awaitingReview]: MergeState.atReview,
  [ProposalState.awaitingAssign]: MergeState.atFiled,
};

/** POST /proposal/merge: similar proposals follow a main one (并案); merge state by the main one's stage. */
export async function mergeProposals(sc: StepContext, input: { mainId: string; ids: string[]; opinion?: string | null }): Promise<void> {
  await officeStep(sc, input.mainId, async (s, main) => {
    const mergeMain = proposalFlow.start(s, main, 'merge', asOffice(s));
    const ids = [...new Set(input.ids)].filter((id) => id !== main.id);
    if (!ids.length) throw fieldError('ids', '不能把提案并入它自己');
    const mergeState = mergeStateOf[main.state];
    for (const id of ids) {
      const child = await lockProposal(s, id);
      if (child.mergedIntoId) throw illegalState(`提案《${child.title}》已并入其他提案`);
      if (child.sessionId !== main.sessionId) throw illegalState(`提案《${child.title}》与主提案不属于同一届次，不能并案`);
      // the child takes the main one's state; what was merged into the child is carried along with it
      await proposalFlow.move(s, child, 'merge', {
        who: asOffice(s),
        input: { mainState: main.state },
        set: { mergedIntoId: main.id, mergeState, caseState: main.caseState, typeId: child.typeId ?? main.typeId },
        entry: { opinion: input.opinion, detail: { mainId: main.id, mainTitle: main.title, mergeState } },
      });
      // and now follows the new main proposal
      await s.tx.update(proposal).set({ mergedIntoId: main.id }).where(eq(proposal.mergedIntoId, child.id));
      await s.fx.notify({
        userIds: [child.proposerId ?? ''],
        title: '提案并案办理',
        content: `您的提案《${child.title}》与《${main.title}》并案办理。`,
        proposal: child,
        sender: senderOf(s),
      });
    }
    await mergeMain.commit({ input: { mainState: main.state }, entry: { opinion: input.opinion, detail: { mergedIds: ids } } });
  });
}
