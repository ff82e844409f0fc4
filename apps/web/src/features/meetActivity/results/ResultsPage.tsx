import { type MeetKind, MeetPage, type MeetResultRow, meetKindLabel, meetPerm } from '@cppcc/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Form, Input, InputNumber } from 'antd';
import { useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Authority } from '@/app/auth/Authority';
import { BackButton } from '@/components/BackButton';
import type { KindColumn } from '@/components/crud/columnKinds';
import { DataTable, type TableQuery } from '@/components/DataTable';
import { formatDateTime } from '@/components/format';
import { RowActions } from '@/components/RowActions';
import { SearchBar, type SearchValues } from '@/components/SearchBar';
import { type ResultFilters, resultApi, resultKeys } from './api';

export const resultDetailHref = (kind: MeetKind, id: string) => `${MeetPage.resultDetail}?kind=${kind}&id=${id}`;

/**
 * /{kind}/results?id= (the results of one record, opened from its list) and /{kind}/allResults
 * (会议成果/活动成果, every result of the kind with filters); staff add, change and delete.
 */
export default function ResultsPage({ kind, all = false }: { kind: MeetKind; all?: boolean }) {
  const [params] = useSearchParams();
  const recordId = all ? '' : (params.get('id') ?? '');
  const perm = meetPerm(kind);
  const r = useMemo(() => resultApi(kind), [kind]);
  const qc = useQueryClient();
  const navigate = useNavigate();
  const { modal, message } = App.useApp();
  const [search, setSearch] = useState<ResultFilters>({});
  const formPath = all ? MeetPage.allResultsForm(kind) : MeetPage.resultForm(kind);
  const formHref = (resultId?: string) =>
    `${formPath}?${new URLSearchParams({ ...(recordId ? { id: recordId } : {}), ...(resultId ? { resultId } : {}) }).toString()}`;

  const onSearch = (v: SearchValues) =>
    setSearch({
      title: v.keyword || undefined,
      authorName: (v.authorName as string) || undefined,
      year: v.year ? Number(v.year) : undefined,
    });

  const columns: KindColumn<MeetResultRow>[] = [
    {
      title: '成果标题',
      dataIndex: 'title',
      kind: 'title',
      render: (v: string, row) => <Link to={resultDetailHref(kind, row.id)}>{v}</Link>,
    },
    ...(recordId ? [] : [{ title: `所属${meetKindLabel[kind]}`, dataIndex: 'recordTitle', kind: 'title' } as KindColumn<MeetResultRow>]),
    { title: '提交人', dataIndex: 'authorName', kind: 'person' },
    { title: '提交时间', dataIndex: 'createdAt', kind: 'minute', render: (v: string) => formatDateTime(v, 'YYYY-MM-DD HH:mm') },
    {
      title: '操作',
      key: 'actions',
      kind: 'actions',
      render: (_: unknown, row) => (
        <RowActions
          actions={[
            {
              key: 'edit',
              visible: row.canEdit,
              node: (
                <Button type="link" size="small" onClick={() => navigate(formHref(row.id))}>
                  编辑
                </Button>
              ),
            },
            {
              key: 'delete',
              visible: row.canEdit,
              node: (
                <Button
                  type="link"
                  size="small"
                  danger
                  onClick={() =>
                    modal.confirm({
                      title: '删除成果',
                      content: `确定删除「${row.title}」吗？`,
                      onOk: async () => {
                        await r.remove(row.id);
                        message.success('删除成功');
                        await qc.invalidateQueries({ queryKey: resultKeys.all });
                      },
                    })
                  }
                >
                  删除
                </Button>
              ),
            },
          ]}
        />
      ),
    },
  ];

  return (
    <Card title={recordId ? `${meetKindLabel[kind]}成果` : undefined} extra={recordId ? <BackButton /> : undefined}>
      <SearchBar
        placeholder="请输入成果标题"
        onSearch={onSearch}
        filters={
          all ? (
            <>
              <Form.Item name="authorName" label="提交人">
                <Input style={{ width: 110 }} maxLength={50} />
              </Form.Item>
              <Form.Item name="year" label="年度">
                <InputNumber min={2000} max={2100} precision={0} style={{ width: 100 }} />
              </Form.Item>
            </>
          ) : undefined
        }
      />
      <DataTable<MeetResultRow, ResultFilters>
        queryKey={resultKeys.list(kind, recordId || 'all')}
        fetch={(q: TableQuery & ResultFilters) => r.page(q)}
        filters={{ recordId: recordId || undefined, ...search }}
        columns={columns}
        rowKey="id"
        toolbar={
          <Authority perm={perm.results}>
            <Button type="primary" onClick={() => navigate(formHref())}>
              新增成果
            </Button>
          </Authority>
        }
      />
    </Card>
  );
}
