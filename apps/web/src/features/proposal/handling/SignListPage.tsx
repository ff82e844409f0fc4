import { SignState } from '@cppcc/contracts';
import { ProposalListPage } from '../components/ProposalListPage';
import { BACK_SIGN_STATES } from './unitSteps';

/** signList: proposals assigned to this unit, waiting to be signed for (sign state 0). */
export default function SignListPage() {
  return (
    <ProposalListPage
      list="sign"
      columns={['number', 'title', 'proposer', 'type', 'handleType', 'deadline', 'assignedAt']}
      rowActions={(row, ctx) => [
        ctx.step('sign', row, { visible: row.myUnit?.signState === SignState.awaitingReceipt }),
        ctx.step('backApply', row, { visible: BACK_SIGN_STATES.includes(row.myUnit?.signState ?? NaN) }),
      ]}
    />
  );
}
