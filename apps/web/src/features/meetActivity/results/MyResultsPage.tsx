import { MEET_KINDS, type MeetKind, MeetPage, type MeetResultRow, meetKindLabel } from '@cppcc/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Tabs } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { KindColumn } from '@/components/crud/columnKinds';
import { DataTable, type TableQuery } from '@/components/DataTable';
import { formatDateTime } from '@/components/format';
import { RowActions } from '@/components/RowActions';
import { type ResultFilters, resultApi, resultKeys } from './api';
import { resultDetailHref } from './ResultsPage';

/** /meetActivity/myResults (我的成果): the member's own results of meetings and of activities; 上报成果. */
export default function MyResultsPage() {
  const [kind, setKind] = useState<MeetKind>('meet');
  const navigate = useNavigate();
  const qc = useQueryClient();
  const { modal, message } = App.useApp();
  const formHref = (k: MeetKind, resultId?: string) => `${MeetPage.myResultForm}?kind=${k}${resultId ? `&resultId=${resultId}` : ''}`;
  const columns: KindColumn<MeetResultRow>[] = [
    { title: '成果标题', dataIndex: 'title', kind: 'title', render: (v: string, r) => <Link to={resultDetailHref(kind, r.id)}>{v}</Link> },
    { title: `所属${meetKindLabel[kind]}`, dataIndex: 'recordTitle', kind: 'title' },
    { title: '上报时间', dataIndex: 'createdAt', kind: 'minute', render: (v: string) => formatDateTime(v, 'YYYY-MM-DD HH:mm') },
    {
      title: '操作',
      key: 'actions',
      kind: 'actions',
      render: (_: unknown, r) => (
        <RowActions
          actions={[
            {
              key: 'edit',
              visible: r.canEdit,
              node: (
                <Button type="link" size="small" onClick={() => navigate(formHref(kind, r.id))}>
                  编辑
                </Button>
              ),
            },
            {
              key: 'delete',
              visible: r.canEdit,
              node: (
                <Button
                  type="link"
                  size="small"
                  danger
                  onClick={() =>
                    modal.confirm({
                      title: '删除成果',
                      content: `确定删除「${r.title}」吗？`,
                      onOk: async () => {
                        await resultApi(kind).remove(r.id);
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
    <Card>
      <Tabs
        activeKey={kind}
        onChange={(k) => setKind(k as MeetKind)}
        items={MEET_KINDS.map((k) => ({ key: k, label: `${meetKindLabel[k]}成果` }))}
        tabBarExtraContent={
          <Button type="primary" onClick={() => navigate(formHref(kind))}>
            上报成果
          </Button>
        }
      />
      <DataTable<MeetResultRow, ResultFilters>
        key={kind}
        queryKey={resultKeys.list(kind, 'mine')}
        fetch={(q: TableQuery & ResultFilters) => resultApi(kind).page(q)}
        filters={{ mine: true }}
        columns={columns}
        rowKey="id"
      />
    </Card>
  );
}
