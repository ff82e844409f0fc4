import { type QueryKey, useQuery } from '@tanstack/react-query';
import { Table } from 'antd';
import { TableEmpty } from '../DataTable';
import { fitColumns, fitScrollX, type KindColumn, useContainerWidth } from './columnKinds';
import type { CrudFilters, CrudSource } from './crudConfig';

type Node = { children?: unknown[] };

/** antd shows an expand arrow for any `children` array: leaves must have none. */
export function pruneEmptyChildren<T>(nodes: T[]): T[] {
  return nodes.map((n) => {
    const { children, ...rest } = n as Node;
    return (children?.length ? { ...rest, children: pruneEmptyChildren(children) } : rest) as T;
  });
}

/** The rows of a whole-list or tree source under the given filters (the unfiltered ones are shared with pickers). */
export function useCrudRows<T, F extends CrudFilters>(
  queryKey: QueryKey,
  source: Extract<CrudSource<T, F>, { kind: 'list' | 'tree' }>,
  filters: F,
  enabled = true,
) {
  return useQuery({ queryKey: [...queryKey, 'rows', filters], queryFn: () => source.fetch(filters), enabled });
}

/** A list or tree answered whole: no paging, the shared empty state, a tree opened on load if asked. */
export function CrudRowsTable<T extends object, F extends CrudFilters>(props: {
  queryKey: QueryKey;
  source: Extract<CrudSource<T, F>, { kind: 'list' | 'tree' }>;
  filters: F;
  columns: KindColumn<T>[];
  scrollX?: number;
}) {
  const { source, filters } = props;
  const { data, isFetching } = useCrudRows(props.queryKey, source, filters);
  const tree = source.kind === 'tree';
  const expandAll = source.kind === 'tree' && !!source.expandAll;
  const [measure, width] = useContainerWidth();
  const fitted = fitColumns(props.columns, width);
  const scrollX = fitScrollX(width, fitted.minWidth, props.scrollX);
  return (
    <div ref={measure}>
      <Table<T>
        rowKey="id"
        size="middle"
        columns={fitted.columns}
        tableLayout="fixed"
        dataSource={tree ? pruneEmptyChildren(data ?? []) : (data ?? [])}
        loading={isFetching}
        pagination={false}
        locale={{ emptyText: <TableEmpty loading={isFetching} /> }}
        scroll={scrollX ? { x: scrollX } : undefined}
        expandable={expandAll ? { defaultExpandAllRows: true } : undefined}
        // defaultExpandAllRows acts on the first rows only: mount again once the rows of a search are there
        key={expandAll ? (data ? `loaded-${JSON.stringify(filters)}` : 'loading') : undefined}
      />
    </div>
  );
}
