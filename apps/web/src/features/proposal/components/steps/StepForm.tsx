import type { ProposalDetail } from '@cppcc/contracts';
import { Result } from 'antd';
import { StateTag } from '../columns';
import { proposalStates } from '../stateLabels';
import { stepAllowed } from './table';
import type { ProposalStep } from './types';

/**
 * The form of a step for one loaded proposal, in a dialog or on the step's page; when the step is
 * not open for the proposal now, says so with its state instead (or the form does: `explainsRefusal`).
 */
export function StepForm(props: { step: ProposalStep; proposal: ProposalDetail; onDone: () => void; onCancel?: () => void }) {
  const { step, proposal: p } = props;
  const Form = step.form?.Component;
  if (!Form || (!stepAllowed(step, p) && !step.form?.explainsRefusal))
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
  // a page opened right after a step first shows the cached proposal, then the fresh one: a form starts from
  // what the server offers (审查's choice, a unit's preset…), so it starts again when the offer changes
  return (
    <Form
      key={`${p.id}:${p.state}:${p.actions.join(',')}`}
      proposal={p}
      action={step.key}
      onCancel={props.onCancel}
      onDone={props.onDone}
    />
  );
}
