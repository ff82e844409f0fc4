import { ProposalPerm as P, type ProposalListItem } from '@cppcc/contracts';
import type { TableColumnType } from 'antd';
import { formatDateTime } from '@/components/format';
import { ProposalListPage } from '../components/ProposalListPage';
import { pageLink } from '../components/pageLink';
import { ProposalPage, withId } from '../paths';

const repliedAtColumn: TableColumnType<ProposalListItem> = {
  title: '答复时间',
  key: 'myRepliedAt',
  width: 160,
  render: (_: unknown, r) => formatDateTime(r.myUnit?.repliedAt ?? null, 'YYYY-MM-DD HH:mm'),
};

/** finishList: proposals this unit has replied to; feedback on their implementation goes from here. */
export default function FinishListPage() {
  return (
    <ProposalListPage
      list="finish"
      columns={['number', 'title', 'proposer', 'type', 'handleType', repliedAtColumn, 'state']}
      rowActions={(row) => [pageLink('feedback', P.feedback, withId(ProposalPage.feedbackForm, row.id, 'proposalId'), '落实反馈')]}
    />
  );
}
