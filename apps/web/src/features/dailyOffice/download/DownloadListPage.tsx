import { PlusOutlined } from '@ant-design/icons';
import {
  DOWNLOAD_EXPORT_TYPE,
  DOWNLOAD_SEARCH_MODULE,
  DownloadApi,
  type DownloadDetail,
  type DownloadListItem,
  DownloadPerm,
  type DownloadSaveBody,
} from '@cppcc/contracts';
import { useQueryClient } from '@tanstack/react-query';
import type { TableColumnsType } from 'antd';
import { Button, Card, Select, Tag } from 'antd';
import { useRef, useState } from 'react';
import { Authority, useAuthority } from '@/app/auth/Authority';
import { ConfirmDelete } from '@/components/ConfirmDelete';
import { DataTable, type TableQuery } from '@/components/DataTable';
import { Ellipsis } from '@/components/Ellipsis';
import { ExportButton } from '@/components/ExportButton';
import { formatDateTime } from '@/components/format';
import { RangePicker, rangeToFilter } from '@/components/RangePicker';
import { RowActions } from '@/components/RowActions';
import { type AdvancedField, SearchBar, type SearchValues } from '@/components/SearchBar';
import { SwitchField } from '@/components/SwitchField';
import { type DownloadFilters, downloadApi, downloadKeys, useDownloadMutation, useDownloadTypes } from './api';
import { DownloadDetailDrawer } from './DownloadDetailDrawer';
import { DownloadFormModal } from './DownloadFormModal';

const publishedOptions = [
  { value: true, label: '已发布' },
  { value: false, label: '未发布' },
];

function toFilters(v: SearchValues): DownloadFilters {
  return {
    keyword: v.keyword,
    typeCode: v.typeCode as string | undefined,
    published: v.published as boolean | undefined,
    ...rangeToFilter(v.createdAt),
  };
}

/**
 * /dailyOffice/downloadList: 下载中心. Office staff (manage permission) add,
 * edit, publish, delete and export every item; members and other readers get
 * the same list with only the published items open to them, and 查看.
 */
export default function DownloadListPage() {
  const can = useAuthority();
  const client = useQueryClient();
  const manages = can(DownloadPerm.list);
  const [filters, setFilters] = useState<DownloadFilters>({});
  const [editing, setEditing] = useState<{ item: DownloadDetail | null } | null>(null);
  const [viewing, setViewing] = useState<string | null>(null);
  const lastQuery = useRef<Partial<TableQuery>>({});
  const types = useDownloadTypes();
  const typeOptions = (types.data ?? []).map((t) => ({ value: t.code, label: t.name }));

  const add = useDownloadMutation(downloadApi.add);
  const update = useDownloadMutation(downloadApi.update);
  const remove = useDownloadMutation(downloadApi.remove);
  const publish = useDownloadMutation(downloadApi.publish);

  const openEdit = async (id: string) => {
    try {
      const item = await client.fetchQuery({ queryKey: downloadKeys.detail(id), queryFn: () => downloadApi.detail(id), staleTime: 0 });
      setEditing({ item });
    } catch {
      // the api client has shown the server message
    }
  };

  const save = async (body: DownloadSaveBody) => {
    const id = editing?.item?.id;
    if (id) {
      await update.mutateAsync({ ...body, id });
      await client.invalidateQueries({ queryKey: downloadKeys.detail(id) });
    } else {
      await add.mutateAsync(body);
    }
  };

  const advancedFields: AdvancedField[] = [
    {
      name: 'typeCode',
      label: '下载类型',
      input: <Select allowClear options={typeOptions} placeholder="请选择下载类型" aria-label="下载类型" />,
    },
    ...(manages
      ? [
          {
            name: 'published',
            label: '发布状态',
            input: <Select allowClear options={publishedOptions} placeholder="请选择发布状态" aria-label="发布状态" />,
          },
        ]
      : []),
    { name: 'createdAt', label: '创建时间', input: <RangePicker aria-label="创建时间" /> },
  ];

  const columns: TableColumnsType<DownloadListItem> = [
    {
      title: '标题',
      dataIndex: 'title',
      key: 'title',
      sorter: true,
      // no width: the title takes what the other columns leave
      render: (v: string, r) => (
        <Button type="link" size="small" style={{ padding: 0, maxWidth: '100%' }} onClick={() => setViewing(r.id)}>
          <Ellipsis text={v} maxWidth={200} />
        </Button>
      ),
    },
    { title: '下载类型', dataIndex: 'typeName', key: 'typeCode', sorter: true, width: 100 },
    {
      title: '资料',
      key: 'files',
      width: 130,
      render: (_: unknown, r) => {
        const parts = [r.fileCount ? `附件${r.fileCount}个` : null, r.docTitle ? '在线文档' : null].filter(Boolean);
        return parts.length ? parts.join('，') : '--';
      },
    },
    ...(manages
      ? [
          {
            title: '可见范围',
            dataIndex: 'visibleCount',
            key: 'visibleCount',
            width: 90,
            render: (v: number) => (v ? <Tag color="blue">{v}人</Tag> : <Tag>全部</Tag>),
          },
          {
            title: '发布状态',
            dataIndex: 'published',
            key: 'published',
            width: 110,
            render: (v: boolean, r: DownloadListItem) =>
              can(DownloadPerm.edit) ? (
                <SwitchField<boolean>
                  label={`${r.title}的发布状态`}
                  value={v}
                  checkedValue={true}
                  uncheckedValue={false}
                  checkedText="已发布"
                  uncheckedText="未发布"
                  onToggle={(published) => publish.mutateAsync({ id: r.id, published })}
                  successText={(published) => (published ? '发布成功' : '已取消发布')}
                />
              ) : (
                <Tag color={v ? 'green' : 'default'}>{v ? '已发布' : '未发布'}</Tag>
              ),
          },
        ]
      : []),
    { title: '下载次数', dataIndex: 'downloadCount', key: 'downloadCount', sorter: true, width: 90, align: 'right' },
    {
      title: manages ? '创建时间' : '发布时间',
      dataIndex: manages ? 'createdAt' : 'publishedAt',
      key: manages ? 'createdAt' : 'publishedAt',
      sorter: true,
      width: 160,
      render: (v: string | null) => formatDateTime(v),
    },
    {
      title: '操作',
      key: 'actions',
      width: 170,
      fixed: 'right',
      render: (_: unknown, r) => (
        <RowActions
          actions={[
            {
              key: 'view',
              node: (
                <Button type="link" size="small" onClick={() => setViewing(r.id)}>
                  查看
                </Button>
              ),
            },
            {
              key: 'edit',
              perm: DownloadPerm.edit,
              node: (
                <Button type="link" size="small" onClick={() => void openEdit(r.id)}>
                  编辑
                </Button>
              ),
            },
            { key: 'delete', perm: DownloadPerm.remove, node: <ConfirmDelete onConfirm={() => remove.mutateAsync([r.id])} /> },
          ]}
        />
      ),
    },
  ];

  return (
    <Card variant="borderless">
      <SearchBar
        placeholder="请输入标题"
        onSearch={(v) => setFilters(toFilters(v))}
        advancedFields={advancedFields}
        searchModuleType={DOWNLOAD_SEARCH_MODULE}
        extra={
          <ExportButton
            url={`/${DownloadApi.export}`}
            perm={DownloadPerm.export}
            templateType={DOWNLOAD_EXPORT_TYPE}
            filename="下载中心.xlsx"
            filters={() => ({ ...filters, sort: lastQuery.current.sort, order: lastQuery.current.order })}
          />
        }
      />
      <DataTable<DownloadListItem, DownloadFilters>
        queryKey={downloadKeys.list}
        fetch={(q) => {
          lastQuery.current = { sort: q.sort, order: q.order };
          return downloadApi.page(q);
        }}
        filters={filters}
        rowKey="id"
        columns={columns}
        selectionPerms={[DownloadPerm.remove]}
        batchDelete={{ perm: DownloadPerm.remove, onDelete: (ids) => remove.mutateAsync(ids.map(String)) }}
        toolbar={
          <Authority perm={DownloadPerm.add}>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ item: null })}>
              新增
            </Button>
          </Authority>
        }
      />
      <DownloadFormModal open={!!editing} item={editing?.item} onClose={() => setEditing(null)} onSubmit={save} />
      <DownloadDetailDrawer id={viewing} onClose={() => setViewing(null)} />
    </Card>
  );
}
