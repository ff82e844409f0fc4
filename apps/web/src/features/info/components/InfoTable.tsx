import type { InfoListQuery, InfoRow, PageResult } from '@cppcc/contracts';
import { useQueryClient } from '@tanstack/react-query';
import type { Key, ReactNode, Ref } from 'react';
import { useState } from 'react';
import { formatChina } from '@/app/format';
import { InfoTypeTreeSelect } from '@/components/CategoryTreeSelect';
import { actionColumnWidth, type KindColumn } from '@/components/crud/columnKinds';
import { DataTable, type DataTableHandle, type TableQuery } from '@/components/DataTable';
import { RangePicker, rangeToFilter } from '@/components/RangePicker';
import { type RowAction, RowActions } from '@/components/RowActions';
import { SearchBar, type SearchValues } from '@/components/SearchBar';
import { infoColumns } from './infoColumns';

type Column = Parameters<typeof infoColumns>[0][number];

export interface InfoTableProps<T extends InfoRow> {
  queryKey: readonly unknown[];
  fetch: (q: TableQuery & InfoListQuery) => Promise<PageResult<T>>;
  columns: readonly Column[];
  /** columns of the page's own after the shared ones */
  extraColumns?: KindColumn<T>[];
  actions?: (row: T) => RowAction[];
  /** the action column's width; or give `actionLabels`, the most buttons a row shows, and it is as wide as they need */
  actionWidth?: number;
  actionLabels?: string[];
  toolbar?: ReactNode;
  selectionPerms?: string[];
  onSelectionChange?: (keys: Key[], rows: T[]) => void;
  rowSelectable?: (row: T) => boolean;
  batchDelete?: { perm: string; onDelete: (keys: Key[]) => Promise<unknown>; text?: string };
  handleRef?: Ref<DataTableHandle>;
}

/** The search bar (title; type and report time in 高级查询) and the table every item list of the area shows. */
export function InfoTable<T extends InfoRow>(p: InfoTableProps<T>) {
  const [filters, setFilters] = useState<InfoListQuery>({});
  const onSearch = (v: SearchValues) => {
    const range = rangeToFilter(v.range as Parameters<typeof rangeToFilter>[0]);
    setFilters({
      title: (v.keyword as string | undefined) || undefined,
      typeId: (v.typeId as string | undefined) || undefined,
      dateFrom: range.from ? formatChina(range.from, 'YYYY-MM-DD') : undefined,
      dateTo: range.to ? formatChina(range.to, 'YYYY-MM-DD') : undefined,
    });
  };
  const columns: KindColumn<T>[] = [...infoColumns<T>(p.columns), ...(p.extraColumns ?? [])];
  if (p.actions) {
    const actions = p.actions;
    columns.push({
      title: '操作',
      key: 'actions',
      kind: 'actions',
      width: p.actionWidth ?? (p.actionLabels ? actionColumnWidth(p.actionLabels) : undefined),
      render: (_v, row) => <RowActions actions={actions(row)} />,
    });
  }
  return (
    <>
      <SearchBar
        placeholder="请输入信息标题"
        onSearch={onSearch}
        advancedFields={[
          { name: 'typeId', label: '信息类别', input: <InfoTypeTreeSelect allowClear /> },
          { name: 'range', label: '报送时间', input: <RangePicker /> },
        ]}
      />
      <DataTable<T, InfoListQuery>
        queryKey={p.queryKey}
        fetch={p.fetch}
        filters={filters}
        columns={columns}
        rowKey="id"
        toolbar={p.toolbar}
        selectionPerms={p.selectionPerms}
        onSelectionChange={p.onSelectionChange}
        rowSelectable={p.rowSelectable}
        batchDelete={p.batchDelete}
        handleRef={p.handleRef}
      />
    </>
  );
}

/** Reloads every list and detail of the area after a step. */
export function useInfoRefresh() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ['info'] });
}
