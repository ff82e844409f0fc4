import { PlusOutlined } from '@ant-design/icons';
import { ProposalPerm as P } from '@cppcc/contracts';
import { Button } from 'antd';
import { Link } from 'react-router';
import { Authority } from '@/app/auth/Authority';
import { ProposalListPage } from '../../components/ProposalListPage';
import { linkAction } from '../../unit/pages/UnitListPages';
import { afterApi } from '../api';
import { useOpenStatusPrompt } from '../components/OpenStatusPrompt';
import { referenceTitleColumn } from '../components/referenceColumns';

const q = (id: string) => `?id=${encodeURIComponent(id)}`;

/** unsatisfiedList: proposals back in handling after a "not satisfied" rating (11). */
export function UnsatisfiedListPage() {
  return (
    <ProposalListPage
      list="unsatisfied"
      columns={['number', 'title', 'proposer', 'type', 'units', 'state', 'assignedAt']}
      rowActions={(row, ctx) => [
        linkAction('displeasure', P.trackList, `/proposal/trackList/displeasureProposalForm${q(row.id)}`, '不满意处理'),
        ctx.action('remind', row),
      ]}
    />
  );
}

/** A list of marked proposals (重点 0 / 优秀 1 / 良好 2) with the batch removal of the mark. */
function MarkedListPage({ list, kind, name }: { list: 'key' | 'excellent' | 'good'; kind: 0 | 1 | 2; name: string }) {
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

export const KeyProposalListPage = () => <MarkedListPage list="key" kind={0} name="重点提案" />;
export const ExcellentProposalListPage = () => <MarkedListPage list="excellent" kind={1} name="优秀提案" />;
export const GoodProposalListPage = () => <MarkedListPage list="good" kind={2} name="良好提案" />;

/** letterProposalList: proposals not filed and turned into member letters (16). */
export function LetterProposalListPage() {
  return <ProposalListPage list="letter" columns={['title', 'proposer', 'type', 'notFiledReason', 'submittedAt', 'updatedAt']} />;
}

/** noFiledProposalList: every proposal not filed (case state 4), with its destination and reason. */
export function NoFiledProposalListPage() {
  return (
    <ProposalListPage
      list="noFiled"
      columns={['title', 'proposer', 'type', 'state', 'notFiledReason', 'submittedAt']}
      stateCodes={[14, 15, 16]}
    />
  );
}

/** displeasureProposalList: every proposal a proposer rated "not satisfied" at least once. */
export function DispleasureProposalListPage() {
  return (
    <ProposalListPage
      list="displeasure"
      columns={['number', 'title', 'proposer', 'type', 'units', 'state', 'concludedAt']}
      stateCodes={[10, 11, 12]}
      rowActions={(row) => [
        linkAction('displeasure', P.trackList, `/proposal/trackList/displeasureProposalForm${q(row.id)}`, '不满意处理', row.state === 11),
      ]}
    />
  );
}

/** recordProposalList: historical proposals entered by staff (历史提案录入). */
export function RecordProposalListPage() {
  return (
    <ProposalListPage
      list="record"
      columns={['number', 'session', 'title', 'proposer', 'type', 'units', 'state', 'submittedAt']}
      stateCodes={[12, 14, 15, 16]}
      toolbar={
        <Authority perm={P.recordEdit}>
          <Link to="/proposal/recordProposalForm">
            <Button type="primary" icon={<PlusOutlined />}>
              录入
            </Button>
          </Link>
        </Authority>
      }
      rowActions={(row) => [linkAction('edit', P.recordEdit, `/proposal/recordProposalForm${q(row.id)}`, '修改')]}
    />
  );
}

/** allProposalList: every proposal for the office: correction, marks and publication. */
export function AllProposalListPage() {
  const askOpen = useOpenStatusPrompt();
  return (
    <ProposalListPage
      list="all"
      columns={['number', 'title', 'proposer', 'type', 'units', 'state', 'marks', 'openStatus', 'submittedAt']}
      scrollX={1500}
      exportUrl="/proposal/all/export"
      exportPerm={P.allList}
      rowActions={(row) => [linkAction('officeEdit', P.allEdit, `/proposal/allProposalListForm${q(row.id)}`, '修改', row.state !== 0)]}
      batchActions={[
        { key: 'key', label: '设为重点', perm: P.mark, run: (ids) => afterApi.mark(ids, 0, true) },
        { key: 'excellent', label: '设为优秀', perm: P.mark, run: (ids) => afterApi.mark(ids, 1, true) },
        { key: 'good', label: '设为良好', perm: P.mark, run: (ids) => afterApi.mark(ids, 2, true) },
        { key: 'open', label: '设置公开', perm: P.open, run: async (ids) => afterApi.open(ids, await askOpen()) },
      ]}
    />
  );
}

/** reference: concluded public proposals of every session, with their answers, for reference. */
export function ReferenceListPage() {
  return (
    <ProposalListPage
      list="reference"
      columns={['number', 'session', referenceTitleColumn, 'proposer', 'type', 'units', 'concludedAt']}
      rowActions={(row) => [linkAction('reference', P.reference, `/proposal/reference/detail${q(row.id)}`, '参考详情')]}
    />
  );
}
