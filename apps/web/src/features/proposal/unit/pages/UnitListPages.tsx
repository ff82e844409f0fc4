import { ProposalPerm as P, type ProposalListItem } from '@cppcc/contracts';
import type { TableColumnType } from 'antd';
import { Link } from 'react-router';
import { formatDateTime } from '@/components/format';
import type { RowAction } from '@/components/RowActions';
import { StateTag } from '../../components/columns';
import { ProposalListPage } from '../../components/ProposalListPage';
import { assignFeedbacks } from '../../components/stateLabels';

const q = (id: string) => `?id=${encodeURIComponent(id)}`;

/** A row action that opens a page of the step. */
export const linkAction = (key: string, perm: string | string[], to: string, label: string, visible = true): RowAction => ({
  key,
  perm,
  visible,
  node: (
    <Link to={to} style={{ padding: '0 7px' }}>
      {label}
    </Link>
  ),
});

/** Sign states in which the unit may still reply or ask for a delay (docs/proposals.md, unit transitions). */
export const REPLY_SIGN_STATES = [1, -1, -3, -4];
export const BACK_SIGN_STATES = [0, 1];

type Col = TableColumnType<ProposalListItem>;
const preFeedbackColumn: Col = {
  title: '反馈状态',
  key: 'myPreFeedback',
  width: 100,
  render: (_: unknown, r) => <StateTag table={assignFeedbacks} code={r.myUnit?.preFeedback} />,
};
const repliedAtColumn: Col = {
  title: '答复时间',
  key: 'myRepliedAt',
  width: 160,
  render: (_: unknown, r) => formatDateTime(r.myUnit?.repliedAt ?? null, 'YYYY-MM-DD HH:mm'),
};

/** preSignList: pre-assignments waiting for this unit's answer (agree or not to take the proposal). */
export function PreSignListPage() {
  return (
    <ProposalListPage
      list="preSign"
      columns={['number', 'title', 'proposer', 'type', 'handleType', preFeedbackColumn, 'filedAt']}
      rowActions={(row) => [
        linkAction('preFeedback', P.preSignFeedback, `/proposal/preSignFeedback${q(row.id)}`, '反馈', row.myUnit?.preFeedback === 0),
      ]}
    />
  );
}

/** signList: proposals assigned to this unit, waiting to be signed for (sign state 0). */
export function SignListPage() {
  return (
    <ProposalListPage
      list="sign"
      columns={['number', 'title', 'proposer', 'type', 'handleType', 'deadline', 'assignedAt']}
      rowActions={(row) => [
        linkAction('sign', P.sign, `/proposal/signFor${q(row.id)}`, '签收', row.myUnit?.signState === 0),
        linkAction(
          'backApply',
          P.backApply,
          `/proposal/handlingForm${q(row.id)}&type=back`,
          '申请退回',
          BACK_SIGN_STATES.includes(row.myUnit?.signState ?? NaN),
        ),
      ]}
    />
  );
}

/** handlingList: signed proposals being handled: reply, ask to return or to delay, report feedback. */
export function HandlingListPage() {
  return (
    <ProposalListPage
      list="handling"
      columns={['number', 'title', 'proposer', 'type', 'handleType', 'signState', 'deadline', 'assignedAt']}
      actionWidth={260}
      rowActions={(row) => {
        const sign = row.myUnit?.signState ?? NaN;
        return [
          linkAction('reply', P.reply, `/proposal/handlingForm${q(row.id)}`, '答复', REPLY_SIGN_STATES.includes(sign)),
          linkAction('backApply', P.backApply, `/proposal/handlingForm${q(row.id)}&type=back`, '申请退回', BACK_SIGN_STATES.includes(sign)),
          linkAction(
            'delayApply',
            P.delayApply,
            `/proposal/handlingForm${q(row.id)}&type=delay`,
            '申请延期',
            REPLY_SIGN_STATES.includes(sign),
          ),
        ];
      }}
    />
  );
}

/** finishList: proposals this unit has replied to; feedback on their implementation goes from here. */
export function FinishListPage() {
  return (
    <ProposalListPage
      list="finish"
      columns={['number', 'title', 'proposer', 'type', 'handleType', repliedAtColumn, 'state']}
      rowActions={(row) => [
        linkAction('feedback', P.feedback, `/proposal/feedBackForm?proposalId=${encodeURIComponent(row.id)}`, '落实反馈'),
      ]}
    />
  );
}

/** takeSysAssignList: a handling system (承办系统) sees its member units' proposals waiting to be signed for. */
export function TakeSysAssignListPage() {
  return <ProposalListPage list="takeSysAssign" columns={['number', 'title', 'proposer', 'type', 'units', 'assignedAt']} />;
}

/** takeSysTrackList: the handling system follows its member units' work. */
export function TakeSysTrackListPage() {
  return (
    <ProposalListPage
      list="takeSysTrack"
      columns={['number', 'title', 'proposer', 'type', 'units', 'state', 'assignedAt']}
      stateCodes={[10, 11, 12]}
    />
  );
}
