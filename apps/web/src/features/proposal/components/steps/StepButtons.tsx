import type { ProposalDetail } from '@cppcc/contracts';
import { Button } from 'antd';
import { proposalStep } from './table';
import type { ProposalStep } from './types';
import type { useProposalSteps } from './useProposalSteps';

/** The buttons of the steps the server offers now (`actions`), for the user's permissions. */
export function StepButtons({ proposal, steps }: { proposal: ProposalDetail; steps: ReturnType<typeof useProposalSteps> }) {
  const shown = proposal.actions
    .filter((key) => steps.permitted(key))
    .map((key) => proposalStep(key))
    .filter((s): s is ProposalStep => !!s);
  return (
    <>
      {shown.map((s) => (
        <Button key={s.key} type={s.danger ? 'default' : 'primary'} danger={s.danger} onClick={() => steps.take(s.key, proposal)}>
          {s.label}
        </Button>
      ))}
    </>
  );
}
