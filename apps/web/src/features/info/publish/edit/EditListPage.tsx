import {
  InfoPage,
  PublicationPerm as P,
  PublicationPage,
  type PublicationPoolQuery,
  type PublicationPoolRow,
  type PublicationRow,
  PublicationState,
} from '@cppcc/contracts';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, Form, Input, Select, Space, Tabs, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Authority } from '@/app/auth/Authority';
import { chinaNow, formatChina } from '@/app/format';
import { ConfirmDelete } from '@/components/ConfirmDelete';
import type { KindColumn } from '@/components/crud/columnKinds';
import { DataTable } from '@/components/DataTable';
import { Ellipsis } from '@/components/Ellipsis';
import { FormModal } from '@/components/FormModal';
import { SearchBar, type SearchValues } from '@/components/SearchBar';
import { publicationApi, publicationKeys } from '../components/api';
import { IssueTable, usePublicationRefresh } from '../components/IssueTable';
import { PreviewButton } from '../compose/PreviewButton';

const thisYear = () => chinaNow().year();

/** 新建一期: the type, with the numbers the issue will get (a preview; they are taken on saving). */
function NewIssueDialog({ open, rows, onClose }: { open: boolean; rows: PublicationPoolRow[]; onClose: () => void }) {
  const navigate = useNavigate();
  const refresh = usePublicationRefresh();
  const [form] = Form.useForm<{ typeId: string; title?: string }>();
  const typeId = Form.useWatch('typeId', form);
  const types = useQuery({ queryKey: publicationKeys.types, queryFn: publicationApi.types });
  const year = thisYear();
  const next = useQuery({
    queryKey: publicationKeys.nextNum(typeId ?? '', year),
    queryFn: () => publicationApi.nextNum(typeId, year),
    enabled: open && !!typeId,
  });
  return (
    <FormModal<{ typeId: string; title?: string }>
      open={open}
      form={form}
      title={`新建一期（已选${rows.length}条信息）`}
      okText="新建"
      successText={null}
      onClose={onClose}
      onSubmit={async (v) => {
        const r = await publicationApi.collect({ typeId: v.typeId, title: v.title || undefined, infoIds: rows.map((x) => x.id) });
        void refresh();
        onClose();
        navigate(PublicationPage.editForm(r.id), { state: { created: r.label } });
      }}
    >
      <Form.Item label="刊物类型" name="typeId" rules={[{ required: true, message: '请选择刊物类型' }]}>
        <Select aria-label="刊物类型" options={(types.data ?? []).map((t) => ({ value: t.id, label: t.name }))} />
      </Form.Item>
      {next.data && (
        <Typography.Paragraph data-testid="next-num">
          将编为 <Typography.Text strong>{`${next.data.year}年第${next.data.num}期（总第${next.data.totalNum}期）`}</Typography.Text>
        </Typography.Paragraph>
      )}
      <Form.Item label="刊物标题" name="title" extra="不填写时为「刊物类型（年度第N期）」">
        <Input maxLength={100} showCount />
      </Form.Item>
    </FormModal>
  );
}

/** 加入已有一期: one of the issues still 编辑中. */
function AddToIssueDialog({ open, rows, onClose }: { open: boolean; rows: PublicationPoolRow[]; onClose: () => void }) {
  const navigate = useNavigate();
  const refresh = usePublicationRefresh();
  const issues = useQuery({
    queryKey: [...publicationKeys.list('editing'), 'options'],
    queryFn: () => publicationApi.all({ pageNum: 1, pageSize: 40, state: PublicationState.editing }),
    enabled: open,
  });
  return (
    <FormModal<{ publicationId: string }>
      open={open}
      title={`加入已有一期（已选${rows.length}条信息）`}
      okText="加入"
      successText="已加入"
      onClose={onClose}
      onSubmit={async (v) => {
        const r = await publicationApi.collect({ publicationId: v.publicationId, infoIds: rows.map((x) => x.id) });
        void refresh();
        onClose();
        navigate(PublicationPage.editForm(r.id));
      }}
    >
      <Form.Item label="编辑中的刊物" name="publicationId" rules={[{ required: true, message: '请选择刊物' }]}>
        <Select
          aria-label="编辑中的刊物"
          options={(issues.data?.list ?? []).map((i) => ({ value: i.id, label: `${i.title}（${i.numLabel}）` }))}
        />
      </Form.Item>
    </FormModal>
  );
}

const poolColumns: KindColumn<PublicationPoolRow>[] = [
  {
    title: '信息标题',
    dataIndex: 'title',
    key: 'title',
    kind: 'title',
    render: (v: string, r) => (
      <Space size={4}>
        {r.collected && <Tag color="blue">已收编</Tag>}
        <Link to={InfoPage.detail(r.id)}>
          <Ellipsis text={v} />
        </Link>
      </Space>
    ),
  },
  { title: '信息类别', dataIndex: 'typeName', key: 'typeName', kind: 'short', render: (v: string | null) => v ?? '--' },
  { title: '上报人', dataIndex: 'reporterName', key: 'reporterName', kind: 'name' },
  { title: '编号', dataIndex: 'serialNumber', key: 'serialNumber', kind: 'code', render: (v: string | null) => v ?? '--' },
  {
    title: '报送时间',
    dataIndex: 'reportTime',
    key: 'reportTime',
    kind: 'minute',
    render: (v: string | null) => (v ? formatChina(v, 'YYYY-MM-DD HH:mm') : '--'),
  },
];

/** The pool: adopted items in no issue, the collected ones first; select some to start or extend an issue. */
function PoolTab() {
  const { message } = App.useApp();
  const [filters, setFilters] = useState<PublicationPoolQuery>({});
  const [selected, setSelected] = useState<PublicationPoolRow[]>([]);
  const [dialog, setDialog] = useState<'new' | 'add' | null>(null);
  const onSearch = (v: SearchValues) => setFilters({ title: (v.keyword as string | undefined) || undefined });
  const need = (d: 'new' | 'add') => (selected.length ? setDialog(d) : message.warning('请先选择信息'));
  return (
    <>
      <SearchBar placeholder="请输入信息标题" onSearch={onSearch} />
      <DataTable<PublicationPoolRow, PublicationPoolQuery>
        queryKey={publicationKeys.pool}
        fetch={publicationApi.pool}
        filters={filters}
        columns={poolColumns}
        rowKey="id"
        selectionPerms={[P.edit]}
        onSelectionChange={(_k, rows) => setSelected(rows)}
        toolbar={
          <Authority perm={P.edit}>
            <Space>
              <Button type="primary" onClick={() => need('new')}>
                新建一期
              </Button>
              <Button onClick={() => need('add')}>加入已有一期</Button>
            </Space>
          </Authority>
        }
      />
      <NewIssueDialog open={dialog === 'new'} rows={selected} onClose={() => setDialog(null)} />
      <AddToIssueDialog open={dialog === 'add'} rows={selected} onClose={() => setDialog(null)} />
    </>
  );
}

/** The issues still 编辑中. */
function EditingTab() {
  const refresh = usePublicationRefresh();
  const actions = (r: PublicationRow) => [
    { key: 'edit', perm: P.edit, visible: r.actions.includes('save'), node: <Link to={PublicationPage.editForm(r.id)}>编辑</Link> },
    { key: 'preview', node: <PreviewButton id={r.id} /> },
    {
      key: 'delete',
      perm: P.edit,
      visible: r.actions.includes('delete'),
      node: (
        <ConfirmDelete
          onConfirm={async () => {
            await publicationApi.remove([r.id]);
            void refresh();
          }}
        />
      ),
    },
  ];
  return (
    <IssueTable
      queryKey={publicationKeys.list('editing')}
      fetch={publicationApi.all}
      fixed={{ state: PublicationState.editing }}
      columns={['title', 'type', 'num', 'items', 'editor', 'createdAt']}
      link={(r) => PublicationPage.editForm(r.id)}
      actions={actions}
      actionLabels={['编辑', '预览', '删除']}
    />
  );
}

/** /info/periodical/edit (刊物编辑): the pool of adopted items and the issues being edited. */
export default function EditListPage() {
  return (
    <Card>
      <Tabs
        items={[
          { key: 'pool', label: '待编信息', children: <PoolTab /> },
          { key: 'editing', label: '编辑中的刊物', children: <EditingTab /> },
        ]}
      />
    </Card>
  );
}
