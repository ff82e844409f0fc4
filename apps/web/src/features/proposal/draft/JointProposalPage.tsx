import { JointState, ProposalState as S } from '@cppcc/contracts';
import { Typography } from 'antd';
import { ProposalListPage } from '../components/ProposalListPage';

/** The proposal states in which a co-signer may still answer (state machine: jointAnswer from 1 and 2). */
const JOINT_ANSWERABLE: readonly number[] = [S.awaitingSplit, S.awaitingReview];
/** The user's answer, in the words the answer form confirmed it with. */
const JOINT_ANSWERED: Record<number, string> = { [JointState.agree]: '已同意联名', [JointState.disagree]: '已拒绝联名' };

/**
 * jointProposal: proposals the user is invited to co-sign. 确认联名 only while the user's own
 * answer is outstanding (`myJointState` -1) and the proposal still waits for it; once answered,
 * the answer as text in its place.
 */
export default function JointProposalPage() {
  return (
    <ProposalListPage
      list="joint"
      columns={['number', 'title', 'proposer', 'type', 'joint', 'state', 'submittedAt']}
      rowActions={(row, ctx) => {
        const mine = row.myJointState;
        const answered = mine === undefined || mine === null ? undefined : JOINT_ANSWERED[mine];
        return [
          ctx.step('jointAnswer', row, {
            label: '确认联名',
            visible: mine === JointState.pending && JOINT_ANSWERABLE.includes(row.state),
          }),
          {
            key: 'answered',
            visible: !!answered,
            node: <Typography.Text type="secondary">{answered}</Typography.Text>,
          },
        ];
      }}
    />
  );
}
