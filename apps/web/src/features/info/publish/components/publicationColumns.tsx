import { PublicationPage, type PublicationRow } from '@cppcc/contracts';
import { Link } from 'react-router';
import { formatChina } from '@/app/format';
import { type KindColumn, StackedCell } from '@/components/crud/columnKinds';
import { Ellipsis } from '@/components/Ellipsis';
import { PublicationStateTag } from './PublicationStateTag';

export type PublicationColumn = 'title' | 'type' | 'num' | 'state' | 'items' | 'editor' | 'signer' | 'publishDate' | 'reads' | 'createdAt';

/** The columns every issue list shares, by name, in the order a page asks for them; the title opens `link` (the reader's page by default). */
export function publicationColumns<T extends PublicationRow>(
  names: readonly PublicationColumn[],
  link: (row: T) => string = (r) => PublicationPage.detail(r.id),
): KindColumn<T>[] {
  const all: Record<PublicationColumn, KindColumn<T>> = {
    title: {
      title: '刊物标题',
      dataIndex: 'title',
      key: 'title',
      kind: 'title',
      render: (v: string, r) => (
        <Link to={link(r)}>
          <Ellipsis text={r.excellent ? `${v}（优秀）` : v} />
        </Link>
      ),
    },
    type: { title: '刊物类型', dataIndex: 'typeName', key: 'typeName', kind: 'short' },
    num: {
      title: '期号',
      dataIndex: 'num',
      key: 'num',
      width: 124,
      sorter: true,
      render: (_v: number, r) => <StackedCell main={`${r.year}年第${r.num}期`} sub={`总第${r.totalNum}期`} />,
    },
    state: { title: '状态', dataIndex: 'state', key: 'state', kind: 'tag', render: (v: number) => <PublicationStateTag state={v} /> },
    items: { title: '信息数', dataIndex: 'itemCount', key: 'itemCount', kind: 'count' },
    editor: { title: '编辑', dataIndex: 'editorName', key: 'editorName', kind: 'person', render: (v: string | null) => v ?? '--' },
    signer: { title: '签发人', dataIndex: 'signerName', key: 'signerName', kind: 'person', render: (v: string | null) => v ?? '--' },
    publishDate: {
      title: '印发日期',
      dataIndex: 'publishDate',
      key: 'publishDate',
      kind: 'date',
      sorter: true,
      render: (v: string | null) => v ?? '--',
    },
    reads: {
      title: '阅读',
      dataIndex: 'readCount',
      key: 'readCount',
      kind: 'count',
      render: (_v: number, r) => `${r.readCount}/${r.readerCount}`,
    },
    createdAt: {
      title: '创建时间',
      dataIndex: 'createdAt',
      key: 'createdAt',
      kind: 'minute',
      sorter: true,
      render: (v: string) => formatChina(v, 'YYYY-MM-DD HH:mm'),
    },
  };
  return names.map((n) => all[n]);
}
