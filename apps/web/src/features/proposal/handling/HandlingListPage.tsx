import { ProposalListPage } from '../components/ProposalListPage';
import { BACK_SIGN_STATES, REPLY_SIGN_STATES } from './unitSteps';

/** handlingList: signed proposals being handled: reply, ask to return or to delay, report feedback. */
export default function HandlingListPage() {
  return (
    <ProposalListPage
      list="handling"
      columns={['number', 'title', 'proposer', 'type', 'handleType', 'signState', 'deadline', 'assignedAt']}
      actionWidth={260}
      rowActions={(row, ctx) => {
        const sign = row.myUnit?.signState ?? NaN;
        return [
          ctx.step('reply', row, { visible: REPLY_SIGN_STATES.includes(sign) }),
          ctx.step('backApply', row, { visible: BACK_SIGN_STATES.includes(sign) }),
          ctx.step('delayApply', row, { visible: REPLY_SIGN_STATES.includes(sign) }),
        ];
      }}
    />
  );
}
