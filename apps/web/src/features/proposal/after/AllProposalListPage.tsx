import { KeyOrGood, ProposalPerm as P, ProposalAfterApi, ProposalState as S } from '@cppcc/contracts';
import { ProposalListPage } from '../components/ProposalListPage';
import { afterApi } from './api';
import { useOpenStatusPrompt } from './components/OpenStatusPrompt';

/** allProposalList: every proposal for the office: correction, marks and publication. */
export default function AllProposalListPage() {
  const askOpen = useOpenStatusPrompt();
  return (
    <ProposalListPage
      list="all"
      columns={['number', 'titleMarked', 'proposer', 'type', 'units', 'state', 'openStatus', 'submittedAt']}
      actionWidth={110}
      exportUrl={ProposalAfterApi.allExport}
      exportPerm={P.allList}
      rowActions={(row, ctx) => [ctx.step('officeEdit', row, { visible: row.state !== S.stored })]}
      batchActions={[
        { key: 'key', label: '设为重点', perm: P.mark, run: (ids) => afterApi.mark(ids, KeyOrGood.key, true) },
        { key: 'excellent', label: '设为优秀', perm: P.mark, run: (ids) => afterApi.mark(ids, KeyOrGood.excellent, true) },
        { key: 'good', label: '设为良好', perm: P.mark, run: (ids) => afterApi.mark(ids, KeyOrGood.good, true) },
        { key: 'open', label: '设置公开', perm: P.open, run: async (ids) => afterApi.open(ids, await askOpen()) },
      ]}
    />
  );
}
