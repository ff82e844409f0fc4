import { InfoPage, type InfoRow } from '@cppcc/contracts';
import { Link } from 'react-router';
import { formatChina } from '@/app/format';
import type { KindColumn } from '@/components/crud/columnKinds';
import { Ellipsis } from '@/components/Ellipsis';
import { InfoStateTag } from './InfoStateTag';

/** The columns every item list shares, by name, in the order a page asks for them. */
export function infoColumns<T extends InfoRow>(
  names: readonly ('title' | 'type' | 'reporter' | 'unit' | 'reportTime' | 'state')[],
): KindColumn<T>[] {
  const all: Record<string, KindColumn<T>> = {
    title: {
      title: '信息标题',
      dataIndex: 'title',
      key: 'title',
      kind: 'title',
      sorter: true,
      render: (v: string, r) => (
        <Link to={InfoPage.detail(r.id)}>
          <Ellipsis text={v} />
        </Link>
      ),
    },
    type: { title: '信息类别', dataIndex: 'typeName', key: 'typeName', kind: 'short', render: (v: string | null) => v ?? '--' },
    reporter: { title: '上报人', dataIndex: 'reporterName', key: 'reporterName', kind: 'name', sorter: true },
    unit: { title: '报送单位', dataIndex: 'unitName', key: 'unitName', kind: 'unit', render: (v: string | null) => v ?? '--' },
    reportTime: {
      title: '报送时间',
      dataIndex: 'reportTime',
      key: 'reportTime',
      kind: 'minute',
      sorter: true,
      render: (v: string | null) => (v ? formatChina(v, 'YYYY-MM-DD HH:mm') : '--'),
    },
    state: {
      title: '状态',
      dataIndex: 'state',
      key: 'state',
      kind: 'tag',
      // 审核中 · 副主任: the level beside the state needs more than a plain tag
      width: 124,
      render: (v: number, r) => <InfoStateTag state={v} levelName={r.levelName} editState={r.editState} editStateName={r.editStateName} />,
    },
  };
  return names.map((n) => all[n]!);
}
