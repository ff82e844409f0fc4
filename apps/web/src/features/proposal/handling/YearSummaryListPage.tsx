import { PlusOutlined } from '@ant-design/icons';
import { ProposalPerm as P, ProposalPage } from '@cppcc/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Select } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { Authority, useAuthority } from '@/app/auth/Authority';
import { ConfirmDelete } from '@/components/ConfirmDelete';
import type { KindColumn } from '@/components/crud/columnKinds';
import { DataTable, type TableQuery } from '@/components/DataTable';
import { YearPicker } from '@/components/DatePickers';
import { Ellipsis } from '@/components/Ellipsis';
import { FormItem } from '@/components/FormItem';
import { RowActions } from '@/components/RowActions';
import { SearchBar } from '@/components/SearchBar';
import type { YearSummary } from '../contractTypes';
import { withId } from '../paths';
import { unitApi, unitKeys } from './api';
import { dt, type Filters, StateText, yearSummaryStates } from './yearSummaryShared';

/** yearSummary: units write one handling summary a year (draft, then submitted); the office reads the submitted ones. */
export function YearSummaryListPage() {
  const [filters, setFilters] = useState<Filters>({});
  const can = useAuthority();
  const client = useQueryClient();
  const isUnit = can(P.yearSummaryEdit);
  const columns: KindColumn<YearSummary>[] = [
    { title: '年度', dataIndex: 'year', key: 'year', kind: 'number', width: 70 },
    {
      title: '标题',
      dataIndex: 'title',
      key: 'title',
      kind: 'title',
      render: (v: string, r) => (
        <Link to={withId(ProposalPage.yearSummaryDetail, r.id)}>
          <Ellipsis text={v} />
        </Link>
      ),
    },
    { title: '承办单位', dataIndex: 'unitName', key: 'unitName', kind: 'unit', render: (v: string) => <Ellipsis text={v} /> },
    { title: '状态', dataIndex: 'state', key: 'state', width: 90, render: (v: number) => <StateText v={v} /> },
    { title: '提交时间', dataIndex: 'submittedAt', key: 'submittedAt', kind: 'minute', render: dt },
    { title: '更新时间', dataIndex: 'updatedAt', key: 'updatedAt', kind: 'minute', render: dt },
    {
      title: '操作',
      key: 'actions',
      width: 170,
      fixed: 'right',
      render: (_: unknown, r) => (
        <RowActions
          actions={[
            { key: 'view', node: <Link to={withId(ProposalPage.yearSummaryDetail, r.id)}>查看</Link> },
            {
              key: 'edit',
              perm: P.yearSummaryEdit,
              visible: r.state === 0,
              node: <Link to={withId(ProposalPage.yearSummaryForm, r.id)}>修改</Link>,
            },
            {
              key: 'delete',
              perm: P.yearSummaryEdit,
              visible: r.state === 0,
              node: (
                <ConfirmDelete
                  onConfirm={async () => {
                    await unitApi.yearSummaryDelete([r.id]);
                    await client.invalidateQueries({ queryKey: unitKeys.yearSummaries });
                  }}
                />
              ),
            },
          ]}
        />
      ),
    },
  ];
  return (
    <>
      <SearchBar
        placeholder="请输入标题"
        onSearch={(v) => setFilters(v as Filters)}
        filters={
          <>
            <FormItem name="year" label="年度">
              <YearPicker valueType="number" style={{ width: 120 }} />
            </FormItem>
            {isUnit && (
              <FormItem name="state" label="状态">
                <Select
                  allowClear
                  style={{ width: 120 }}
                  placeholder="全部"
                  options={Object.entries(yearSummaryStates).map(([k, v]) => ({ value: Number(k), label: v.label }))}
                />
              </FormItem>
            )}
          </>
        }
      />
      <DataTable<YearSummary, Filters>
        queryKey={unitKeys.yearSummaries}
        fetch={(query: TableQuery & Filters) => unitApi.yearSummaries(query)}
        filters={filters}
        rowKey="id"
        columns={columns}
        toolbar={
          <Authority perm={P.yearSummaryEdit}>
            <Link to={ProposalPage.yearSummaryForm}>
              <Button type="primary" icon={<PlusOutlined />}>
                新增
              </Button>
            </Link>
          </Authority>
        }
      />
    </>
  );
}
