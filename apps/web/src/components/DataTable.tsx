import { DeleteOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TablePaginationConfig, TableProps } from 'antd';
import { App, Button, Empty, Space, Table } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { type Key, type ReactNode, type Ref, useEffect, useImperativeHandle, useState } from 'react';
import { Authority, useAuthority } from '@/app/auth/Authority';
import { DELETE_CONFIRM_TEXT } from './ConfirmDelete';
import { fitColumns, fitScrollX, type KindColumn, SELECTION_COLUMN_WIDTH, useContainerWidth } from './crud/columnKinds';

/** spec 000 §2 / §9: table paging. */
export const TABLE_PAGE_SIZES = [15, 20, 30, 40] as const;
export const TABLE_DEFAULT_PAGE_SIZE = 15;
/** spec 000 §2: a load that has not answered within 6 s shows an empty list. */
export const TABLE_LOAD_TIMEOUT_MS = 6000;
export const NOTHING_SELECTED_TEXT = '请在列表中选择需要删除的记录！';
/** the height of the empty illustration, kept while loading so the table does not jump */
const TABLE_EMPTY_HEIGHT = 112;

export interface TableQuery {
  pageNum: number;
  pageSize: number;
  /** column key */
  sort?: string;
  /** spec 000 §3: true = ascending */
  order?: boolean;
}

export interface TablePage<T> {
  list: T[];
  total: number;
  /** counted only up to total, and there are more: 共N+条数据 */
  totalCapped?: boolean;
}

export interface DataTableHandle {
  reload: () => void;
  clearSelection: () => void;
}

export interface DataTableProps<T, F extends object> {
  /** TanStack Query key prefix; invalidating it (e.g. after a save) reloads the table */
  queryKey: readonly unknown[];
  fetch: (query: TableQuery & F) => Promise<TablePage<T>>;
  /** current filters; a change goes back to page 1 */
  filters?: F;
  /** a column may name its content `kind` (./crud/columnKinds) instead of a width */
  columns: KindColumn<T>[];
  rowKey: keyof T & string;
  /** row selection shows only for a user holding one of these permissions */
  selectionPerms?: string[];
  /** the batch-delete button (shown with `perm`) */
  batchDelete?: { perm: string; onDelete: (keys: Key[]) => Promise<unknown>; text?: string };
  /** buttons left of the batch delete (新增, 导出 …) */
  toolbar?: ReactNode;
  handleRef?: Ref<DataTableHandle>;
  onSelectionChange?: (keys: Key[], rows: T[]) => void;
  /** false leaves a row's checkbox disabled (e.g. a record its state forbids deleting) */
  rowSelectable?: (row: T) => boolean;
  /** the least width the table needs before it scrolls sideways; by default what its columns need */
  scrollX?: number | string;
  timeoutMs?: number;
  size?: TableProps<T>['size'];
}

const emptyPage: TablePage<never> = { list: [], total: 0 };

function withTimeout<T>(work: Promise<TablePage<T>>, ms: number): Promise<TablePage<T>> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => resolve(emptyPage), ms);
    work.then(
      (page) => {
        clearTimeout(timer);
        resolve(page);
      },
      (err: unknown) => {
        clearTimeout(timer);
        reject(err);
      },
    );
  });
}

/**
 * The empty state of a list. While a load is under way it is a blank of the same height: the spinner alone says
 * the list is coming, an 暂无数据 under it would claim there is nothing.
 */
export function TableEmpty({ loading = false }: { loading?: boolean }) {
  if (loading) return <div className="table-empty-loading" style={{ height: TABLE_EMPTY_HEIGHT }} />;
  return (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无数据">
      <span className="table-empty-tip">空空如也~</span>
    </Empty>
  );
}

function errorText(err: unknown): string {
  return err instanceof Error && err.message ? err.message : '删除失败';
}

/** spec 000 §2 shared block: data table with paging, sorting, selection, batch deletion and an empty state. */
export function DataTable<T extends object, F extends object = Record<string, never>>(props: DataTableProps<T, F>) {
  const { queryKey, fetch, filters, columns, rowKey, selectionPerms, batchDelete, toolbar, handleRef, onSelectionChange } = props;
  const timeoutMs = props.timeoutMs ?? TABLE_LOAD_TIMEOUT_MS;
  const { message, modal } = App.useApp();
  const can = useAuthority();
  const queryClient = useQueryClient();
  const selectable = !!selectionPerms?.length && can(selectionPerms);

  const filterKey = JSON.stringify(filters ?? {});
  const [paging, setPaging] = useState({
    filterKey,
    pageNum: 1,
    pageSize: TABLE_DEFAULT_PAGE_SIZE,
    sort: undefined as string | undefined,
    order: undefined as boolean | undefined,
  });
  const [selected, setSelected] = useState<Key[]>([]);
  const [measure, width] = useContainerWidth();
  const [clearedByFilter, setClearedByFilter] = useState(0);
  // new filters start again at page 1 with nothing selected: a selection the user can no longer see must not be deleted
  // (adjusting state during render, no extra load)
  if (paging.filterKey !== filterKey) {
    setPaging({ ...paging, filterKey, pageNum: 1 });
    if (selected.length) {
      setSelected([]);
      setClearedByFilter((n) => n + 1);
    }
  }
  // tell the page after the render that cleared it
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a clearing caused by new filters is announced here
  useEffect(() => {
    if (clearedByFilter) onSelectionChange?.([], []);
  }, [clearedByFilter]);

  const query = {
    ...(filters ?? ({} as F)),
    pageNum: paging.pageNum,
    pageSize: paging.pageSize,
    sort: paging.sort,
    order: paging.order,
  } as TableQuery & F;
  const { data, isFetching } = useQuery({
    queryKey: [...queryKey, query],
    queryFn: () => withTimeout(fetch(query), timeoutMs),
    placeholderData: keepPreviousData,
    retry: false,
  });
  const page = data ?? emptyPage;
  // the last rows of the last page were deleted: show the page that now is the last
  const lastPage = Math.max(1, Math.ceil(page.total / paging.pageSize));
  if (data && !isFetching && !page.list.length && page.total > 0 && paging.pageNum > lastPage) {
    setPaging({ ...paging, pageNum: lastPage });
  }

  const reload = () => void queryClient.invalidateQueries({ queryKey: [...queryKey] });
  const clearSelection = () => {
    setSelected([]);
    onSelectionChange?.([], []);
  };
  useImperativeHandle(handleRef, () => ({ reload, clearSelection }));

  const onChange: TableProps<T>['onChange'] = (pagination: TablePaginationConfig, _f, sorter) => {
    const s = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<T> | undefined;
    const sort = s?.order ? String(s.columnKey ?? s.field ?? '') || undefined : undefined;
    const order = sort ? s?.order === 'ascend' : undefined;
    // another page size or sort order makes the old page number meaningless
    const restart = pagination.pageSize !== paging.pageSize || sort !== paging.sort || order !== paging.order;
    setPaging({
      ...paging,
      pageNum: restart ? 1 : (pagination.current ?? 1),
      pageSize: pagination.pageSize ?? TABLE_DEFAULT_PAGE_SIZE,
      sort,
      order,
    });
  };

  const runBatchDelete = () => {
    if (!batchDelete) return;
    if (!selected.length) {
      message.warning(NOTHING_SELECTED_TEXT);
      return;
    }
    modal.confirm({
      title: '提示',
      content: DELETE_CONFIRM_TEXT,
      okText: '确定',
      cancelText: '取消',
      onOk: async () => {
        try {
          await batchDelete.onDelete(selected);
          message.success('删除成功');
          clearSelection();
          reload();
        } catch (err) {
          message.error(errorText(err));
        }
      },
    });
  };

  const selectionWidth = selectable ? SELECTION_COLUMN_WIDTH : 0;
  const fitted = fitColumns(columns, width - selectionWidth);
  const scrollX = fitScrollX(width, fitted.minWidth + selectionWidth, props.scrollX);

  const hasToolbar = !!toolbar || !!batchDelete;
  return (
    <div className="data-table" ref={measure}>
      {hasToolbar && (
        <Space style={{ marginBottom: 12 }} wrap>
          {toolbar}
          {batchDelete && (
            <Authority perm={batchDelete.perm}>
              <Button danger icon={<DeleteOutlined />} onClick={runBatchDelete}>
                {batchDelete.text ?? '批量删除'}
              </Button>
            </Authority>
          )}
        </Space>
      )}
      <Table<T>
        rowKey={rowKey}
        size={props.size ?? 'middle'}
        columns={fitted.columns}
        tableLayout="fixed"
        dataSource={page.list}
        loading={isFetching}
        onChange={onChange}
        scroll={scrollX ? { x: scrollX } : undefined}
        locale={{ emptyText: <TableEmpty loading={isFetching} /> }}
        rowSelection={
          selectable
            ? {
                selectedRowKeys: selected,
                preserveSelectedRowKeys: true,
                getCheckboxProps: props.rowSelectable ? (row: T) => ({ disabled: !props.rowSelectable?.(row) }) : undefined,
                onChange: (keys, rows) => {
                  setSelected(keys);
                  onSelectionChange?.(keys, rows);
                },
              }
            : undefined
        }
        pagination={{
          current: paging.pageNum,
          pageSize: paging.pageSize,
          total: page.total,
          showSizeChanger: true,
          showQuickJumper: true,
          pageSizeOptions: TABLE_PAGE_SIZES.map(String),
          showTotal: (total) => `共${total}${page.totalCapped ? '+' : ''}条数据`,
        }}
      />
    </div>
  );
}
