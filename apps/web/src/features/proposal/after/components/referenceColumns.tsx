import type { ProposalListItem } from '@cppcc/contracts';
import type { TableColumnType } from 'antd';
import { Link } from 'react-router';
import { Ellipsis } from '@/components/Ellipsis';
import { ProposalPage, withId } from '../../paths';

/** The title column of the reference list: it opens reference/detail (the answers), not the working detail. */
export const referenceTitleColumn: TableColumnType<ProposalListItem> = {
  title: '提案标题',
  dataIndex: 'title',
  key: 'title',
  sorter: true,
  render: (v: string, r) => (
    <Link to={withId(ProposalPage.referenceDetail, r.id)} title={v}>
      <Ellipsis text={v} maxWidth={320} />
    </Link>
  ),
};
