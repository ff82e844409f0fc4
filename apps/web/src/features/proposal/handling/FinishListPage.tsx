import { ProposalPerm as P, type ProposalListItem, ProposalPage } from '@cppcc/contracts';
import type { TableColumnType } from 'antd';
import { formatDateTime } from '@/components/format';
import { StateTag } from '../components/columns';
import { ProposalListPage } from '../components/ProposalListPage';
import { pageLink } from '../components/pageLink';
import { signStates } from '../components/stateLabels';
import { withId } from '../paths';

const repliedAtColumn: TableColumnType<ProposalListItem> = {
  title: '答复时间',
  key: 'myRepliedAt',
  width: 160,
  render: (_: unknown, r) => formatDateTime(r.myUnit?.repliedAt ?? null, 'YYYY-MM-DD HH:mm'),
};

/** The unit's own handling state (its sign state), not the proposal's: a replied unit is done while the proposal is still 办理中. */
const myStateColumn: TableColumnType<ProposalListItem> = {
  title: '办理状态',
  key: 'mySignState',
  width: 110,
  render: (_: unknown, r) => <StateTag table={signStates} code={r.myUnit?.signState} />,
};

/** finishList: proposals this unit has replied to; feedback on their implementation goes from here. */
export default function FinishListPage() {
  return (
    <ProposalListPage
      list="finish"
      columns={['number', 'title', 'proposer', 'type', 'handleType', repliedAtColumn, myStateColumn]}
      rowActions={(row) => [pageLink('feedback', P.feedback, withId(ProposalPage.feedbackForm, row.id, 'proposalId'), '落实反馈')]}
    />
  );
}
