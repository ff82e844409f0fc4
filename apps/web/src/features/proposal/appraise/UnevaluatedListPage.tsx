import { type AppraiseKind, AppraisePerm, appraiseKindLabel, type UnevaluatedItem } from '@cppcc/contracts';
import { useMutation } from '@tanstack/react-query';
import type { TableColumnsType } from 'antd';
import { App, Button, Card, Empty, Space } from 'antd';
import { type Key, useState } from 'react';
import { Authority } from '@/app/auth/Authority';
import { BackButton } from '@/components/BackButton';
import { DataTable } from '@/components/DataTable';
import { SearchBar } from '@/components/SearchBar';
import { appraiseApi, appraiseKeys, pathOf } from './api';
import { useChosenAppraisal } from './mgtShared';

/** mgt/unevaluatedList: members who still owe appraisals, and reminders to them. */
export function UnevaluatedListPage({ kind }: { kind: AppraiseKind }) {
  const { message } = App.useApp();
  const { id, picker } = useChosenAppraisal(kind);
  const [keyword, setKeyword] = useState<string | undefined>();
  const [selected, setSelected] = useState<Key[]>([]);
  const remind = useMutation({
    mutationFn: (userIds: string[]) => appraiseApi(kind).remind(id!, userIds),
    onSuccess: (r) => message.success(`已提醒${r.count}位委员`),
  });
  const columns: TableColumnsType<UnevaluatedItem> = [
    { title: '委员', dataIndex: 'username' },
    { title: '手机号', dataIndex: 'mobile', render: (v: string | null) => (v ? v.replace(/^(\d{3})\d{4}(\d{4})$/, '$1****$2') : '--') },
    { title: '已评', dataIndex: 'done', align: 'right' },
    { title: '未评', dataIndex: 'remaining', align: 'right' },
  ];
  return (
    <Card
      title={`${appraiseKindLabel[kind]}未评委员`}
      extra={
        <Space>
          {picker}
          <BackButton fallback={pathOf(kind, 'mgt/unevaluated')} />
        </Space>
      }
    >
      {!id ? (
        <Empty description="请选择测评" />
      ) : (
        <>
          <SearchBar placeholder="委员姓名" onSearch={(v) => setKeyword((v as { keyword?: string }).keyword)} />
          <DataTable<UnevaluatedItem, { appraiseId: string; keyword?: string }>
            queryKey={appraiseKeys.unevaluated(kind)}
            fetch={appraiseApi(kind).unevaluated}
            filters={{ appraiseId: id, keyword }}
            rowKey="userId"
            columns={columns}
            selectionPerms={[AppraisePerm[kind].remind]}
            onSelectionChange={setSelected}
            toolbar={
              <Authority perm={AppraisePerm[kind].remind}>
                <Space>
                  <Button disabled={!selected.length} loading={remind.isPending} onClick={() => remind.mutate(selected.map(String))}>
                    提醒所选
                  </Button>
                  <Button type="primary" loading={remind.isPending} onClick={() => remind.mutate([])}>
                    全部提醒
                  </Button>
                </Space>
              </Authority>
            }
          />
        </>
      )}
    </Card>
  );
}
