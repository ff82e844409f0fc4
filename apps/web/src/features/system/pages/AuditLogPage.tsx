import { ExportOutlined } from '@ant-design/icons';
import {
  type AuditPageQuery,
  type AuditRow,
  auditActionLabel,
  auditCategoryLabel,
  auditObjectTypeLabel,
  SystemPerm,
} from '@cppcc/contracts';
import type { TableColumnsType } from 'antd';
import { Button, Card, Form, Select, Space } from 'antd';
import { useState } from 'react';
import { Authority } from '@/app/auth/Authority';
import { DataTable } from '@/components/DataTable';
import { DictText } from '@/components/DictText';
import { Ellipsis } from '@/components/Ellipsis';
import { formatDateTime } from '@/components/format';
import { RangePicker, rangeToFilter } from '@/components/RangePicker';
import { SearchBar } from '@/components/SearchBar';
import { systemApi, systemKeys } from '../api';
import { AuditVerifyButton } from '../components/AuditVerifyButton';
import { detailText, ResultTag, resultOptions } from './LoginLogPage';

type AuditFilters = Omit<AuditPageQuery, 'pageNum' | 'pageSize' | 'sort' | 'order'>;

const toOptions = (labels: Record<string, string>) => Object.entries(labels).map(([value, label]) => ({ value, label }));

export default function AuditLogPage() {
  const [filters, setFilters] = useState<AuditFilters>({});
  const [exporting, setExporting] = useState(false);

  const exportRows = async () => {
    setExporting(true);
    try {
      await systemApi.auditExport(filters);
    } finally {
      setExporting(false);
    }
  };

  const columns: TableColumnsType<AuditRow> = [
    { title: '时间', dataIndex: 'at', key: 'at', width: 160, sorter: true, render: (v: string) => formatDateTime(v) },
    { title: '操作人', dataIndex: 'username', key: 'username', width: 90, render: (v: string | null) => v || '--' },
    { title: 'IP 地址', dataIndex: 'ip', key: 'ip', width: 130, render: (v: string | null) => v || '--' },
    { title: '类别', dataIndex: 'category', key: 'category', width: 90, render: (v: AuditRow['category']) => auditCategoryLabel[v] ?? v },
    {
      title: '对象',
      dataIndex: 'objectType',
      key: 'objectType',
      width: 100,
      render: (v: string) => <DictText dict="auditObjectType" value={v} />,
    },
    { title: '对象ID', dataIndex: 'objectId', key: 'objectId', width: 120, render: (v: string | null) => <Ellipsis text={v} /> },
    { title: '动作', dataIndex: 'action', key: 'action', width: 90, render: (v: string) => <DictText dict="auditAction" value={v} /> },
    { title: '结果', dataIndex: 'result', key: 'result', width: 80, render: (v: AuditRow['result']) => <ResultTag result={v} /> },
    { title: '详情', dataIndex: 'detail', key: 'detail', render: (v: AuditRow['detail']) => <Ellipsis text={detailText(v)} /> },
  ];

  return (
    <Card variant="borderless">
      <SearchBar
        placeholder="操作人姓名 / 登录名"
        onSearch={(v) =>
          setFilters({
            username: v.keyword,
            result: v.result as AuditFilters['result'],
            action: v.action as string | undefined,
            objectType: v.objectType as string | undefined,
            category: v.category as AuditFilters['category'],
            ...rangeToFilter(v.range),
          })
        }
        filters={
          <>
            <Form.Item name="action">
              <Select allowClear placeholder="动作" aria-label="动作" style={{ width: 110 }} options={toOptions(auditActionLabel)} />
            </Form.Item>
            <Form.Item name="result">
              <Select allowClear placeholder="结果" aria-label="结果" style={{ width: 100 }} options={resultOptions} />
            </Form.Item>
            <Form.Item name="range">
              <RangePicker />
            </Form.Item>
          </>
        }
      >
        <Form.Item label="对象" name="objectType">
          <Select allowClear placeholder="请选择对象" options={toOptions(auditObjectTypeLabel)} />
        </Form.Item>
        <Form.Item label="类别" name="category">
          <Select allowClear placeholder="请选择类别" options={toOptions(auditCategoryLabel)} />
        </Form.Item>
      </SearchBar>
      <DataTable<AuditRow, AuditFilters>
        queryKey={systemKeys.audit}
        fetch={systemApi.auditPage}
        filters={filters}
        rowKey="id"
        columns={columns}
        toolbar={
          <Space>
            <Authority perm={SystemPerm.auditList}>
              <AuditVerifyButton />
            </Authority>
            <Authority perm={SystemPerm.auditExport}>
              <Button icon={<ExportOutlined />} loading={exporting} onClick={exportRows}>
                导出
              </Button>
            </Authority>
          </Space>
        }
      />
    </Card>
  );
}
