import { KeyOrGood, ProposalPerm as P } from '@cppcc/contracts';
import { ProposalListPage } from '../components/ProposalListPage';
import { afterApi } from './api';

type Mark = (typeof KeyOrGood)[keyof typeof KeyOrGood];

/** The lists of marked proposals: their list, their mark and its name. */
const MARKED = {
  key: { kind: KeyOrGood.key, name: '重点提案' },
  excellent: { kind: KeyOrGood.excellent, name: '优秀提案' },
  good: { kind: KeyOrGood.good, name: '良好提案' },
} as const satisfies Record<string, { kind: Mark; name: string }>;

/** key/excellent/goodProposalList: marked proposals (重点 / 优秀 / 良好) with the batch removal of the mark. */
export default function MarkedListPage({ list }: { list: keyof typeof MARKED }) {
  const { kind, name } = MARKED[list];
  return (
    <ProposalListPage
      list={list}
      columns={['number', 'title', 'proposer', 'type', 'units', 'marks', 'state', 'concludedAt']}
      batchActions={[
        {
          key: 'unmark',
          label: `取消${name}`,
          perm: P.mark,
          confirm: `确定取消所选提案的${name}标记吗？`,
          run: (ids) => afterApi.mark(ids, kind, false),
        },
      ]}
    />
  );
}
