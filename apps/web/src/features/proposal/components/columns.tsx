import type { ProposalListItem } from '@cppcc/contracts';
import { Space, Tag } from 'antd';
import { Link } from 'react-router';
import type { KindColumn } from '@/components/crud/columnKinds';
import { Ellipsis } from '@/components/Ellipsis';
import { formatDateTime } from '@/components/format';
import { detailPath } from '../paths';
import { caseStates, handleTypes, mergeStates, openStatuses, proposalStates, type StateStyle, signStates, styleOf } from './stateLabels';

/** A coloured tag for one code of a state list; '--' for none. */
export function StateTag({ table, code }: { table: Record<string, StateStyle>; code: number | string | null | undefined }) {
  if (code === null || code === undefined) return <span>--</span>;
  const s = styleOf(table, code);
  return <Tag color={s.color}>{s.label}</Tag>;
}

/** 案号: the session's number, or '--' before filing. */
export const numberText = (n: number | null | undefined) => (n === null || n === undefined ? '--' : String(n));

type Col = KindColumn<ProposalListItem>;

/** The marks of a proposal as tags, in a fixed order (大会 first unless left out); none: an empty list. */
function markTags(r: ProposalListItem, plenary = true) {
  return [
    plenary && r.isPlenary && <Tag key="p">大会</Tag>,
    r.isKey && (
      <Tag key="k" color="red">
        重点
      </Tag>
    ),
    r.isExcellent && (
      <Tag key="e" color="gold">
        优秀
      </Tag>
    ),
    r.isGood && (
      <Tag key="g" color="green">
        良好
      </Tag>
    ),
  ].filter(Boolean);
}

const date = (v: string | null) => formatDateTime(v, 'YYYY-MM-DD HH:mm');

/**
 * The shared column set of every proposal list. Keys that are sort keys of the
 * server (`proposalSortKeys`) are sortable; the rest are not. Widths follow from the
 * content kind (components/crud/columnKinds): the title and the units share what the
 * others leave, so a list of seven or eight columns fits a 1366 px screen.
 */
export const proposalColumnSet = {
  number: {
    title: '案号',
    dataIndex: 'number',
    key: 'number',
    kind: 'number',
    width: 70,
    sorter: true,
    render: (v: number | null) => numberText(v),
  },
  title: {
    title: '提案标题',
    dataIndex: 'title',
    key: 'title',
    kind: 'title',
    sorter: true,
    render: (v: string, r) => (
      <Link to={detailPath(r.id)}>
        <Ellipsis text={v} />
      </Link>
    ),
  },
  /** the title with the office's marks (重点, 优秀, 良好) after it: a list with many columns spares the 标记 column */
  titleMarked: {
    title: '提案标题',
    dataIndex: 'title',
    key: 'title',
    kind: 'title',
    sorter: true,
    render: (v: string, r) => (
      <span className="proposal-title-marked" style={{ display: 'flex', alignItems: 'center', gap: 4 }}>
        <Link to={detailPath(r.id)} style={{ minWidth: 0 }}>
          <Ellipsis text={v} />
        </Link>
        <span style={{ flex: 'none' }}>{markTags(r, false)}</span>
      </span>
    ),
  },
  session: {
    title: '届次',
    dataIndex: 'sessionName',
    key: 'sessionName',
    kind: 'short',
    render: (v: string | null) => <Ellipsis text={v} />,
  },
  proposer: {
    title: '提案人',
    dataIndex: 'proposerName',
    key: 'proposerName',
    kind: 'person',
    render: (v: string) => <Ellipsis text={v} />,
  },
  type: { title: '提案类别', dataIndex: 'typeName', key: 'typeName', kind: 'person', render: (v: string | null) => <Ellipsis text={v} /> },
  joint: {
    title: '联名人',
    dataIndex: 'jointNames',
    key: 'jointNames',
    kind: 'short',
    render: (v: string | null, r) => (r.isJoint ? <Ellipsis text={v} /> : '--'),
  },
  units: { title: '承办单位', dataIndex: 'unitNames', key: 'unitNames', kind: 'unit', render: (v: string | null) => <Ellipsis text={v} /> },
  state: {
    title: '状态',
    dataIndex: 'state',
    key: 'state',
    kind: 'state',
    sorter: true,
    render: (v: number) => <StateTag table={proposalStates} code={v} />,
  },
  caseState: {
    title: '立案状态',
    dataIndex: 'caseState',
    key: 'caseState',
    kind: 'state',
    render: (v: number) => <StateTag table={caseStates} code={v} />,
  },
  mergeState: {
    title: '并案状态',
    dataIndex: 'mergeState',
    key: 'mergeState',
    kind: 'state',
    render: (v: number | null) => <StateTag table={mergeStates} code={v} />,
  },
  marks: {
    title: '标记',
    key: 'marks',
    kind: 'tag',
    render: (_: unknown, r) => {
      const tags = markTags(r);
      return tags.length ? (
        <Space size={[0, 4]} wrap>
          {tags}
        </Space>
      ) : (
        '--'
      );
    },
  },
  openStatus: {
    title: '公开方式',
    dataIndex: 'openStatus',
    key: 'openStatus',
    kind: 'state',
    render: (v: number | null) => (v === null ? '不公开' : <StateTag table={openStatuses} code={v} />),
  },
  notFiledReason: {
    title: '不立案理由',
    dataIndex: 'notFiledReason',
    key: 'notFiledReason',
    kind: 'text',
    render: (v: string | null) => <Ellipsis text={v} />,
  },
  signState: {
    title: '签收状态',
    key: 'mySignState',
    kind: 'state',
    render: (_: unknown, r) => <StateTag table={signStates} code={r.myUnit?.signState} />,
  },
  handleType: {
    title: '办理方式',
    key: 'myHandleType',
    kind: 'tag',
    render: (_: unknown, r) => <StateTag table={handleTypes} code={r.myUnit?.handleType} />,
  },
  deadline: { title: '答复期限', key: 'myDeadline', kind: 'date', render: (_: unknown, r) => r.myUnit?.deadline ?? '--' },
  submittedAt: { title: '提交时间', dataIndex: 'submittedAt', key: 'submittedAt', kind: 'minute', sorter: true, render: date },
  filedAt: { title: '立案时间', dataIndex: 'filedAt', key: 'filedAt', kind: 'minute', sorter: true, render: date },
  assignedAt: { title: '交办时间', dataIndex: 'assignedAt', key: 'assignedAt', kind: 'minute', sorter: true, render: date },
  concludedAt: { title: '办结时间', dataIndex: 'concludedAt', key: 'concludedAt', kind: 'minute', render: date },
  updatedAt: { title: '更新时间', dataIndex: 'updatedAt', key: 'updatedAt', kind: 'minute', sorter: true, render: date },
} satisfies Record<string, Col>;

export type ProposalColumnKey = keyof typeof proposalColumnSet;

/** Columns by key (in the given order); a column object passes through, so a page can add its own. */
export function pickColumns(keys: (ProposalColumnKey | Col)[]): Col[] {
  return keys.map((k) => (typeof k === 'string' ? (proposalColumnSet[k] as Col) : k));
}
