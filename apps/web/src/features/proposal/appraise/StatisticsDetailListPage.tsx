import { type AppraiseKind, type AppraiseRecordItem, appraiseGradeLabel, appraiseKindLabel, appraiseTargetLabel } from '@cppcc/contracts';
import type { TableColumnsType } from 'antd';
import { Card, Empty, Form, Select, Space, Tag } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { BackButton } from '@/components/BackButton';
import { DataTable } from '@/components/DataTable';
import { Ellipsis } from '@/components/Ellipsis';
import { SearchBar } from '@/components/SearchBar';
import { appraiseApi, appraiseKeys, pathOf } from './api';
import { minute, useChosenAppraisal } from './mgtShared';

type RecordFilters = { appraiseId: string; targetRowId?: string; grade?: number; keyword?: string };

/** mgt/statisticsDetailList: every appraisal (of one target when ?targetRowId=). */
export function StatisticsDetailListPage({ kind }: { kind: AppraiseKind }) {
  const [params] = useSearchParams();
  const { id, picker } = useChosenAppraisal(kind);
  const targetRowId = params.get('targetRowId') ?? undefined;
  const [extra, setExtra] = useState<{ grade?: number; keyword?: string }>({});
  const columns: TableColumnsType<AppraiseRecordItem> = [
    { title: appraiseTargetLabel[kind], dataIndex: 'targetName', render: (v: string) => <Ellipsis text={v} maxWidth={240} /> },
    { title: '委员', dataIndex: 'username', width: 100 },
    {
      title: '评价',
      dataIndex: 'gradeName',
      width: 100,
      render: (v: string, r) => <Tag color={r.grade === 0 ? 'red' : r.grade === 1 ? 'green' : 'gold'}>{v}</Tag>,
    },
    { title: '评分', dataIndex: 'score', width: 80, align: 'right' },
    { title: '意见建议', dataIndex: 'comment', render: (v: string | null) => <Ellipsis text={v ?? ''} maxWidth={320} /> },
    { title: '评议时间', dataIndex: 'updatedAt', width: 160, render: minute },
  ];
  return (
    <Card
      title={`${appraiseKindLabel[kind]}明细`}
      extra={
        <Space>
          {picker}
          <BackButton fallback={pathOf(kind, 'mgt/statistics')} />
        </Space>
      }
    >
      {!id ? (
        <Empty description="请选择测评" />
      ) : (
        <>
          <SearchBar
            placeholder="委员姓名或意见"
            onSearch={(v) => setExtra(v as { grade?: number; keyword?: string })}
            filters={
              <Form.Item name="grade" label="评价">
                <Select
                  allowClear
                  aria-label="评价"
                  style={{ width: 120 }}
                  options={Object.entries(appraiseGradeLabel).map(([value, label]) => ({ value: Number(value), label }))}
                />
              </Form.Item>
            }
          />
          <DataTable<AppraiseRecordItem, RecordFilters>
            queryKey={appraiseKeys.records(kind)}
            fetch={appraiseApi(kind).records}
            filters={{ appraiseId: id, targetRowId, ...extra }}
            rowKey="id"
            columns={columns}
          />
        </>
      )}
    </Card>
  );
}
