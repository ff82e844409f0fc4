import type { ProposalListItem } from '@cppcc/contracts';
import { ProposalPage } from '@cppcc/contracts';
import { Link } from 'react-router';
import type { KindColumn } from '@/components/crud/columnKinds';
import { Ellipsis } from '@/components/Ellipsis';
import { withId } from '../../paths';

/** The title column of the reference list: it opens reference/detail (the answers), not the working detail. */
export const referenceTitleColumn: KindColumn<ProposalListItem> = {
  title: '提案标题',
  dataIndex: 'title',
  key: 'title',
  kind: 'title',
  sorter: true,
  render: (v: string, r) => (
    <Link to={withId(ProposalPage.referenceDetail, r.id)}>
      <Ellipsis text={v} />
    </Link>
  ),
};
