import { type PublicationPageQuery, type PublicationRow, publicationStateLabel } from '@cppcc/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Form, InputNumber, Select } from 'antd';
import { type Key, type ReactNode, useState } from 'react';
import { actionColumnWidth, type KindColumn } from '@/components/crud/columnKinds';
import { DataTable, type TableQuery } from '@/components/DataTable';
import { type RowAction, RowActions } from '@/components/RowActions';
import { SearchBar, type SearchValues } from '@/components/SearchBar';
import { publicationApi, publicationKeys } from './api';
import { type PublicationColumn, publicationColumns } from './publicationColumns';

const stateOptions = Object.entries(publicationStateLabel).map(([value, label]) => ({ value: Number(value), label }));

export interface IssueTableProps {
  queryKey: readonly unknown[];
  fetch: (q: TableQuery & PublicationPageQuery) => Promise<{ list: PublicationRow[]; total: number; totalCapped?: boolean }>;
  columns: readonly PublicationColumn[];
  /** where the title leads (the reader's page by default) */
  link?: (row: PublicationRow) => string;
  actions?: (row: PublicationRow) => RowAction[];
  /** the most buttons a row shows, for the action column's width */
  actionLabels?: string[];
  toolbar?: ReactNode;
  /** the list's own fixed filters (state 1 for 送签刊物, excellent for 优秀刊物) */
  fixed?: PublicationPageQuery;
  /** offer the state filter (lists of every state) */
  stateFilter?: boolean;
  selectionPerms?: string[];
  onSelectionChange?: (keys: Key[], rows: PublicationRow[]) => void;
}

/** The search bar (title; type, year, state and 期号 in the bar) and the table every issue list shows. */
export function IssueTable(p: IssueTableProps) {
  const [filters, setFilters] = useState<PublicationPageQuery>({});
  const types = useQuery({ queryKey: publicationKeys.types, queryFn: publicationApi.types });
  const onSearch = (v: SearchValues) =>
    setFilters({
      title: (v.keyword as string | undefined) || undefined,
      typeId: (v.typeId as string | undefined) || undefined,
      year: v.year as number | undefined,
      state: v.state as number | undefined,
      num: v.num as number | undefined,
    });
  const columns: KindColumn<PublicationRow>[] = publicationColumns(p.columns, p.link);
  if (p.actions) {
    const actions = p.actions;
    columns.push({
      title: '操作',
      key: 'actions',
      kind: 'actions',
      width: p.actionLabels ? actionColumnWidth(p.actionLabels) : undefined,
      render: (_v, row) => <RowActions actions={actions(row)} />,
    });
  }
  return (
    <>
      <SearchBar
        placeholder="请输入刊物标题"
        onSearch={onSearch}
        keywordWidth={200}
        filters={
          <>
            <Form.Item name="typeId">
              <Select
                allowClear
                placeholder="刊物类型"
                aria-label="刊物类型"
                style={{ width: 140 }}
                options={(types.data ?? []).map((t) => ({ value: t.id, label: t.name }))}
              />
            </Form.Item>
            <Form.Item name="year">
              <InputNumber placeholder="年度" aria-label="年度" min={2000} max={2100} precision={0} style={{ width: 90 }} />
            </Form.Item>
            <Form.Item name="num">
              <InputNumber placeholder="期号" aria-label="期号" min={1} max={99999} precision={0} style={{ width: 80 }} />
            </Form.Item>
            {p.stateFilter && (
              <Form.Item name="state">
                <Select allowClear placeholder="状态" aria-label="状态" style={{ width: 100 }} options={stateOptions} />
              </Form.Item>
            )}
          </>
        }
      />
      <DataTable<PublicationRow, PublicationPageQuery>
        queryKey={p.queryKey}
        fetch={p.fetch}
        filters={{ ...filters, ...p.fixed }}
        columns={columns}
        rowKey="id"
        toolbar={p.toolbar}
        selectionPerms={p.selectionPerms}
        onSelectionChange={p.onSelectionChange}
      />
    </>
  );
}

/** Reloads every publication list and detail after a step. */
export function usePublicationRefresh() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: publicationKeys.all });
}
