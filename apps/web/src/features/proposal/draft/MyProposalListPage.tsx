import { PlusOutlined } from '@ant-design/icons';
import { ProposalPerm as P, ProposalState as S } from '@cppcc/contracts';
import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { Authority } from '@/app/auth/Authority';
import { useAppStore } from '@/app/store';
import { ConfirmDelete } from '@/components/ConfirmDelete';
import { proposalApi } from '../api';
import { ProposalListPage } from '../components/ProposalListPage';
import { addPath } from '../paths';

const WITHDRAWABLE: readonly number[] = [S.awaitingSplit, S.awaitingReview, S.returned];
const RATABLE: readonly number[] = [S.handling, S.rehandling];

/** member/myProposalList: the proposer's own proposals; edit, submit, delete, withdraw and rate by state. */
export default function MyProposalListPage() {
  const navigate = useNavigate();
  const userType = useAppStore((s) => s.user?.userType ?? null);
  return (
    <ProposalListPage
      list="my"
      columns={['number', 'title', 'type', 'joint', 'state', 'submittedAt', 'updatedAt']}
      actionWidth={240}
      toolbar={
        <Authority perm={P.add}>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(addPath(userType))}>
            新增提案
          </Button>
        </Authority>
      }
      batchDelete={{ perm: P.remove, onDelete: (ids) => proposalApi.remove(ids.map(String)) }}
      rowSelectable={(r) => r.state === S.stored}
      rowActions={(row, ctx) => [
        ctx.step('save', row, { perm: P.edit, visible: row.state === S.stored || row.state === S.returned }),
        ctx.step('submit', row, { perm: P.submit, visible: row.state === S.stored }),
        {
          key: 'delete',
          perm: P.remove,
          visible: row.state === S.stored,
          node: <ConfirmDelete onConfirm={() => proposalApi.remove([row.id]).then(ctx.reload)} />,
        },
        ctx.step('withdraw', row, { visible: WITHDRAWABLE.includes(row.state) }),
        ctx.step('evaluate', row, { visible: RATABLE.includes(row.state) }),
      ]}
    />
  );
}
