import { type SmsOutboxItem, type SmsOutboxPageBody, type SmsStatusValue, smsBizTypeLabel, smsStatusLabel } from '@cppcc/contracts';
import type { TableColumnsType } from 'antd';
import { Card, Form, Select, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { maskPhone } from '@/app/format';
import { DataTable } from '@/components/DataTable';
import { DictText } from '@/components/DictText';
import { Ellipsis } from '@/components/Ellipsis';
import { formatDateTime } from '@/components/format';
import { RangePicker, rangeToFilter } from '@/components/RangePicker';
import { SearchBar } from '@/components/SearchBar';
import { systemApi, systemKeys } from '../api';

type SmsFilters = Omit<SmsOutboxPageBody, 'pageNum' | 'pageSize'>;

const statusColor: Record<SmsStatusValue, string> = { queued: 'default', sent: 'green', failed: 'red' };

export default function SmsOutboxPage() {
  const [filters, setFilters] = useState<SmsFilters>({});
  const columns: TableColumnsType<SmsOutboxItem> = [
    { title: '手机号', dataIndex: 'mobile', key: 'mobile', width: 110, render: (v: string) => maskPhone(v) },
    {
      title: '业务类型',
      dataIndex: 'bizType',
      key: 'bizType',
      width: 100,
      render: (v: string) => <DictText dict="smsBizType" value={v} />,
    },
    { title: '内容', dataIndex: 'content', key: 'content', render: (v: string) => <Ellipsis text={v} /> },
    { title: '通道', dataIndex: 'provider', key: 'provider', width: 90, render: (v: string) => <DictText dict="smsChannel" value={v} /> },
    {
      title: '状态',
      dataIndex: 'status',
      key: 'status',
      width: 100,
      render: (v: SmsStatusValue, r) => {
        const tag = <Tag color={statusColor[v]}>{smsStatusLabel[v] ?? v}</Tag>;
        return r.error ? <Tooltip title={r.error}>{tag}</Tooltip> : tag;
      },
    },
    { title: '创建时间', dataIndex: 'createdAt', key: 'createdAt', width: 160, sorter: true, render: (v: string) => formatDateTime(v) },
    { title: '发送时间', dataIndex: 'sentAt', key: 'sentAt', width: 160, render: (v: string | null) => formatDateTime(v) },
  ];
  return (
    <Card variant="borderless">
      <SearchBar
        placeholder="手机号"
        onSearch={(v) =>
          setFilters({
            mobile: v.keyword,
            bizType: v.bizType as string | undefined,
            status: v.status as SmsStatusValue | undefined,
            ...rangeToFilter(v.range),
          })
        }
        filters={
          <>
            <Form.Item name="bizType">
              <Select
                allowClear
                placeholder="业务类型"
                aria-label="业务类型"
                style={{ width: 110 }}
                options={Object.entries(smsBizTypeLabel).map(([value, label]) => ({ value, label }))}
              />
            </Form.Item>
            <Form.Item name="status">
              <Select
                allowClear
                placeholder="状态"
                aria-label="状态"
                style={{ width: 110 }}
                options={Object.entries(smsStatusLabel).map(([value, label]) => ({ value, label }))}
              />
            </Form.Item>
            <Form.Item name="range">
              <RangePicker />
            </Form.Item>
          </>
        }
      />
      <DataTable<SmsOutboxItem, SmsFilters>
        queryKey={systemKeys.smsOutbox}
        fetch={systemApi.smsOutboxPage}
        filters={filters}
        rowKey="id"
        columns={columns}
      />
    </Card>
  );
}
