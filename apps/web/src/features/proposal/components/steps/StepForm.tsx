import type { ProposalDetail } from '@cppcc/contracts';
import { Result } from 'antd';
import { StateTag } from '../columns';
import { proposalStates } from '../stateLabels';
import { stepAllowed } from './table';
import type { ProposalStep } from './types';

/**
 * The form of a step for one loaded proposal, in a dialog or on the step's page; when the step is
 * no longer open for the proposal, says so with its state instead.
 */
export function StepForm(props: { step: ProposalStep; proposal: ProposalDetail; onDone: () => void; onCancel?: () => void }) {
  const { step, proposal: p } = props;
  const Form = step.form?.Component;
  if (!Form || !stepAllowed(step, p))
    return (
      <Result
        status="info"
        title={`该提案当前不能${step.label}`}
        subTitle={
          <>
            提案状态：
            <StateTag table={proposalStates} code={p.state} />
          </>
        }
      />
    );
  return <Form proposal={p} action={step.key} onCancel={props.onCancel} onDone={props.onDone} />;
}
