import { ProposalPerm as P, ProposalPage } from '@cppcc/contracts';
import { ProposalListPage } from '../components/ProposalListPage';
import { pageLink } from '../components/pageLink';
import { withId } from '../paths';
import { referenceTitleColumn } from './components/referenceColumns';

/** reference: concluded public proposals of every session, with their answers, for reference. */
export default function ReferenceListPage() {
  return (
    <ProposalListPage
      list="reference"
      columns={['number', 'session', referenceTitleColumn, 'proposer', 'type', 'units', 'concludedAt']}
      rowActions={(row) => [pageLink('reference', P.reference, withId(ProposalPage.referenceDetail, row.id), '参考详情')]}
    />
  );
}
