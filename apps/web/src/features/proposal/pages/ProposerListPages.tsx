import { PlusOutlined } from '@ant-design/icons';
import { ProposalPerm as P, type ProposalListItem } from '@cppcc/contracts';
import { Button, Typography } from 'antd';
import { Link, useNavigate } from 'react-router';
import { Authority } from '@/app/auth/Authority';
import { useAppStore } from '@/app/store';
import { ConfirmDelete } from '@/components/ConfirmDelete';
import { type JointProposalRow, proposalApi } from '../api';
import { editRoute } from '../components/actionForms';
import { ProposalListPage } from '../components/ProposalListPage';

const WITHDRAWABLE = [1, 2, -1];
const RATABLE = [10, 11];

function EditLink({ row, label }: { row: ProposalListItem; label: string }) {
  const userType = useAppStore((s) => s.user?.userType ?? null);
  return (
    <Link to={editRoute(row, userType)} style={{ padding: '0 7px' }}>
      {label}
    </Link>
  );
}

/** member/myProposalList: the proposer's own proposals; edit, submit, delete, withdraw and rate by state. */
export function MyProposalListPage() {
  const navigate = useNavigate();
  const userType = useAppStore((s) => s.user?.userType ?? null);
  const addPath = userType === 1 ? '/proposal/member/addProposal' : '/proposal/addProposal';
  return (
    <ProposalListPage
      list="my"
      columns={['number', 'title', 'type', 'joint', 'state', 'submittedAt', 'updatedAt']}
      actionWidth={240}
      toolbar={
        <Authority perm={P.add}>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(addPath)}>
            新增提案
          </Button>
        </Authority>
      }
      batchDelete={{ perm: P.remove, onDelete: (ids) => proposalApi.remove(ids.map(String)) }}
      rowSelectable={(r) => r.state === 0}
      rowActions={(row, ctx) => [
        { key: 'edit', perm: P.edit, visible: row.state === 0 || row.state === -1, node: <EditLink row={row} label="修改" /> },
        { key: 'submit', perm: P.submit, visible: row.state === 0, node: <EditLink row={row} label="提交" /> },
        {
          key: 'delete',
          perm: P.remove,
          visible: row.state === 0,
          node: <ConfirmDelete onConfirm={() => proposalApi.remove([row.id]).then(ctx.reload)} />,
        },
        ctx.action('withdraw', row, { visible: WITHDRAWABLE.includes(row.state) }),
        ctx.action('evaluate', row, { visible: RATABLE.includes(row.state) }),
      ]}
    />
  );
}

/** The proposal states in which a co-signer may still answer (state machine: jointAnswer from 1 and 2). */
const JOINT_ANSWERABLE = [1, 2];
/** The user's answer, in the words the answer form confirmed it with. */
const JOINT_ANSWERED: Record<number, string> = { 1: '已同意联名', 0: '已拒绝联名' };

/**
 * jointProposal: proposals the user is invited to co-sign. 确认联名 only while the user's own
 * answer is outstanding (`myJointState` -1) and the proposal still waits for it; once answered,
 * the answer as text in its place.
 */
export function JointProposalPage() {
  return (
    <ProposalListPage
      list="joint"
      columns={['number', 'title', 'proposer', 'type', 'joint', 'state', 'submittedAt']}
      rowActions={(row, ctx) => {
        const mine = (row as JointProposalRow).myJointState;
        const answered = mine === undefined || mine === null ? undefined : JOINT_ANSWERED[mine];
        return [
          ctx.action('jointAnswer', row, { label: '确认联名', visible: mine === -1 && JOINT_ANSWERABLE.includes(row.state) }),
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

/** sendBackProposal: proposals sent back for revision; the proposer revises and resubmits, or withdraws. */
export function SendBackProposalPage() {
  return (
    <ProposalListPage
      list="sendBack"
      columns={['title', 'proposer', 'type', 'joint', 'state', 'submittedAt', 'updatedAt']}
      rowActions={(row, ctx) => [
        {
          key: 'edit',
          perm: [P.edit, P.officeAdd],
          node: (
            <Link to={`/proposal/sendBackProposal/editProposal?id=${encodeURIComponent(row.id)}`} style={{ padding: '0 7px' }}>
              修改
            </Link>
          ),
        },
        ctx.action('withdraw', row),
      ]}
    />
  );
}

/** openProposalList: public proposals (open status hides the number or the proposer as set). */
export function OpenProposalListPage() {
  return (
    <ProposalListPage
      list="open"
      columns={['number', 'title', 'proposer', 'type', 'units', 'state', 'submittedAt']}
      stateCodes={[3, 10, 11, 12]}
      actionWidth={90}
    />
  );
}
