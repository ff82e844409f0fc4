import type { ProposalListItem } from '@cppcc/contracts';
import type { TableColumnType } from 'antd';
import { Space, Tag } from 'antd';
import { Link } from 'react-router';
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

type Col = TableColumnType<ProposalListItem>;

const date = (v: string | null) => formatDateTime(v, 'YYYY-MM-DD HH:mm');

/**
 * The shared column set of every proposal list. Keys that are sort keys of the
 * server (`proposalSortKeys`) are sortable; the rest are not.
 */
export const proposalColumnSet = {
  number: { title: '案号', dataIndex: 'number', key: 'number', width: 90, sorter: true, render: (v: number | null) => numberText(v) },
  title: {
    title: '提案标题',
    dataIndex: 'title',
    key: 'title',
    width: 320,
    sorter: true,
    render: (v: string, r) => (
      <Link to={detailPath(r.id)} title={v}>
        <Ellipsis text={v} maxWidth={320} />
      </Link>
    ),
  },
  session: { title: '届次', dataIndex: 'sessionName', key: 'sessionName', width: 150, render: (v: string | null) => <Ellipsis text={v} /> },
  proposer: { title: '提案人', dataIndex: 'proposerName', key: 'proposerName', width: 140, render: (v: string) => <Ellipsis text={v} /> },
  type: { title: '提案类别', dataIndex: 'typeName', key: 'typeName', width: 130, render: (v: string | null) => <Ellipsis text={v} /> },
  joint: {
    title: '联名人',
    dataIndex: 'jointNames',
    key: 'jointNames',
    width: 160,
    render: (v: string | null, r) => (r.isJoint ? <Ellipsis text={v} /> : '--'),
  },
  units: { title: '承办单位', dataIndex: 'unitNames', key: 'unitNames', width: 200, render: (v: string | null) => <Ellipsis text={v} /> },
  state: {
    title: '状态',
    dataIndex: 'state',
    key: 'state',
    width: 110,
    sorter: true,
    render: (v: number) => <StateTag table={proposalStates} code={v} />,
  },
  caseState: {
    title: '立案状态',
    dataIndex: 'caseState',
    key: 'caseState',
    width: 100,
    render: (v: number) => <StateTag table={caseStates} code={v} />,
  },
  mergeState: {
    title: '并案状态',
    dataIndex: 'mergeState',
    key: 'mergeState',
    width: 110,
    render: (v: number | null) => <StateTag table={mergeStates} code={v} />,
  },
  marks: {
    title: '标记',
    key: 'marks',
    width: 150,
    render: (_: unknown, r) => {
      const tags = [
        r.isPlenary && <Tag key="p">大会</Tag>,
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
      return tags.length ? <Space size={0}>{tags}</Space> : '--';
    },
  },
  openStatus: {
    title: '公开方式',
    dataIndex: 'openStatus',
    key: 'openStatus',
    width: 130,
    render: (v: number | null) => (v === null ? '不公开' : <StateTag table={openStatuses} code={v} />),
  },
  notFiledReason: {
    title: '不立案理由',
    dataIndex: 'notFiledReason',
    key: 'notFiledReason',
    width: 200,
    render: (v: string | null) => <Ellipsis text={v} />,
  },
  signState: {
    title: '签收状态',
    key: 'mySignState',
    width: 110,
    render: (_: unknown, r) => <StateTag table={signStates} code={r.myUnit?.signState} />,
  },
  handleType: {
    title: '办理方式',
    key: 'myHandleType',
    width: 100,
    render: (_: unknown, r) => <StateTag table={handleTypes} code={r.myUnit?.handleType} />,
  },
  deadline: { title: '答复期限', key: 'myDeadline', width: 120, render: (_: unknown, r) => r.myUnit?.deadline ?? '--' },
  submittedAt: { title: '提交时间', dataIndex: 'submittedAt', key: 'submittedAt', width: 160, sorter: true, render: date },
  filedAt: { title: '立案时间', dataIndex: 'filedAt', key: 'filedAt', width: 160, sorter: true, render: date },
  assignedAt: { title: '交办时间', dataIndex: 'assignedAt', key: 'assignedAt', width: 160, sorter: true, render: date },
  concludedAt: { title: '办结时间', dataIndex: 'concludedAt', key: 'concludedAt', width: 160, render: date },
  updatedAt: { title: '更新时间', dataIndex: 'updatedAt', key: 'updatedAt', width: 160, sorter: true, render: date },
} satisfies Record<string, Col>;

export type ProposalColumnKey = keyof typeof proposalColumnSet;

/** Columns by key (in the given order); a column object passes through, so a page can add its own. */
export function pickColumns(keys: (ProposalColumnKey | Col)[]): Col[] {
  return keys.map((k) => (typeof k === 'string' ? (proposalColumnSet[k] as Col) : k));
}
