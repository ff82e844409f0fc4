import { type AuditRow, auditDetailText, auditResultLabel, type LoginLogPageQuery } from '@cppcc/contracts';
import type { TableColumnsType } from 'antd';
import { Card, Form, Select, Tag } from 'antd';
import { useState } from 'react';
import { DataTable } from '@/components/DataTable';
import { DictText } from '@/components/DictText';
import { Ellipsis } from '@/components/Ellipsis';
import { formatDateTime } from '@/components/format';
import { RangePicker, rangeToFilter } from '@/components/RangePicker';
import { SearchBar } from '@/components/SearchBar';
import { systemApi, systemKeys } from '../api';

type LoginLogFilters = Omit<LoginLogPageQuery, 'pageNum' | 'pageSize' | 'sort' | 'order'>;

export const resultOptions = (Object.entries(auditResultLabel) as [AuditRow['result'], string][]).map(([value, label]) => ({
  value,
  label,
}));

export function ResultTag({ result }: { result: AuditRow['result'] }) {
  return <Tag color={result === 'success' ? 'green' : 'red'}>{auditResultLabel[result]}</Tag>;
}

/** the detail as the server's export writes it: labelled keys, codes as names, China times (contracts) */
export const detailText = auditDetailText;

export default function LoginLogPage() {
  const [filters, setFilters] = useState<LoginLogFilters>({});
  const columns: TableColumnsType<AuditRow> = [
    { title: '时间', dataIndex: 'at', key: 'at', width: 160, sorter: true, render: (v: string) => formatDateTime(v) },
    { title: '用户', dataIndex: 'username', key: 'username', width: 160, render: (v: string | null) => v || '--' },
    { title: 'IP 地址', dataIndex: 'ip', key: 'ip', width: 140, render: (v: string | null) => v || '--' },
    { title: '动作', dataIndex: 'action', key: 'action', width: 90, render: (v: string) => <DictText dict="auditAction" value={v} /> },
    { title: '结果', dataIndex: 'result', key: 'result', width: 80, render: (v: AuditRow['result']) => <ResultTag result={v} /> },
    { title: '详情', dataIndex: 'detail', key: 'detail', render: (v: AuditRow['detail']) => <Ellipsis text={detailText(v)} /> },
  ];
  return (
    <Card variant="borderless">
      <SearchBar
        placeholder="用户姓名 / 登录名"
        onSearch={(v) => setFilters({ username: v.keyword, result: v.result as LoginLogFilters['result'], ...rangeToFilter(v.range) })}
        filters={
          <>
            <Form.Item name="result">
              <Select allowClear placeholder="结果" aria-label="结果" style={{ width: 100 }} options={resultOptions} />
            </Form.Item>
            <Form.Item name="range">
              <RangePicker />
            </Form.Item>
          </>
        }
      />
      <DataTable<AuditRow, LoginLogFilters>
        queryKey={systemKeys.loginLog}
        fetch={systemApi.loginLogPage}
        filters={filters}
        rowKey="id"
        columns={columns}
      />
    </Card>
  );
}
