import { ProposalPerm as P, type ProposalListItem } from '@cppcc/contracts';
import { Alert } from 'antd';
import { Link } from 'react-router';
import type { RowAction } from '@/components/RowActions';
import { ProposalListPage } from '../components/ProposalListPage';

const q = (id: string) => `?id=${encodeURIComponent(id)}`;
const linkAction = (key: string, perm: string | string[], to: string, label: string, visible = true): RowAction => ({
  key,
  perm,
  visible,
  node: (
    <Link to={to} style={{ padding: '0 7px' }}>
      {label}
    </Link>
  ),
});

/** receiveList (待初分, state 1): initial sort, send back, merge, receipt. */
export function ReceiveListPage() {
  return (
    <ProposalListPage
      list="receive"
      columns={['title', 'proposer', 'type', 'joint', 'state', 'submittedAt']}
      actionWidth={300}
      rowActions={(row: ProposalListItem, ctx) => [
        linkAction('receive', P.receive, `/proposal/receiveForm${q(row.id)}`, '初分'),
        ctx.action('sendBack', row),
        linkAction('merge', P.merge, `/proposal/mergeProposalListForm${q(row.id)}`, '并案'),
        linkAction('proof', P.receiveList, `/proposal/receiveProof${q(row.id)}`, '回执'),
      ]}
    />
  );
}

/** checkList (待审查, state 2): file, not file, send back (checkForm). */
export function CheckListPage() {
  return (
    <ProposalListPage
      list="check"
      columns={['title', 'proposer', 'type', 'joint', 'state', 'submittedAt']}
      actionWidth={220}
      rowActions={(row, ctx) => [
        linkAction('check', [P.file, P.notFile, P.sendBack], `/proposal/checkForm${q(row.id)}`, '审查'),
        linkAction('merge', P.merge, `/proposal/mergeProposalListForm${q(row.id)}`, '并案'),
        ctx.action('sendBack', row),
      ]}
    />
  );
}

/** preAssignList (待交办, state 3): ask units first. */
export function PreAssignListPage() {
  return (
    <ProposalListPage
      list="preAssign"
      columns={['number', 'title', 'proposer', 'type', 'units', 'filedAt']}
      rowActions={(row, ctx) => [ctx.action('preAssign', row), ctx.action('assign', row)]}
    />
  );
}

/** assignList (待交办, state 3): assign to one unit, lead + joint units, or split units. */
export function AssignListPage() {
  return (
    <ProposalListPage
      list="assign"
      columns={['number', 'title', 'proposer', 'type', 'units', 'filedAt']}
      rowActions={(row, ctx) => [
        ctx.action('assign', row),
        linkAction('merge', P.merge, `/proposal/mergeProposalListForm${q(row.id)}`, '并案'),
      ]}
    />
  );
}

/** trackList (办理中 10, 重新办理 11): remind, conclude, handle a "not satisfied" rating. */
export function TrackListPage() {
  return (
    <ProposalListPage
      list="track"
      columns={['number', 'title', 'proposer', 'units', 'state', 'assignedAt']}
      stateCodes={[10, 11]}
      actionWidth={260}
      rowActions={(row, ctx) => [
        ctx.action('remind', row),
        ctx.action('conclude', row),
        linkAction('displeasure', P.trackList, `/proposal/trackList/displeasureProposalForm${q(row.id)}`, '不满意处理', row.state === 11),
      ]}
    />
  );
}

/** mergeProposalList: main proposals with the ones merged into them. */
export function MergeProposalListPage() {
  return (
    <ProposalListPage
      list="merge"
      header={
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title="列表为已有并案的主提案；在待初分、待审查、待交办列表中点击“并案”可将相似提案并入主提案。"
        />
      }
      columns={['number', 'title', 'proposer', 'type', 'state', 'submittedAt']}
      rowActions={(row) => [
        linkAction('merge', P.merge, `/proposal/mergeProposalListForm${q(row.id)}`, '继续并案', [1, 2, 3].includes(row.state)),
      ]}
    />
  );
}
