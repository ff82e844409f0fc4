import type { QueryKey } from '@tanstack/react-query';
import type { FormInstance, FormItemProps, FormRule } from 'antd';
import type { ReactNode } from 'react';
import type { TablePage, TableQuery } from '../DataTable';

/** one permission or any of several */
export type Perm = string | string[];

/** Every admin record has a string id: the row key, and what update and delete send. */
export interface CrudRow {
  id: string;
}

/** Filters are whatever the list endpoint takes besides paging. */
export type CrudFilters = Record<string, unknown>;

/**
 * Where the rows come from.
 * - `page`: the server pages and sorts (DataTable: 15 a page, 共N条数据, batch delete).
 * - `list`: one answer holds every row (short lists), shown without paging.
 * - `tree`: one answer holds the tree; nodes carry `children`.
 */
export type CrudSource<T, F extends CrudFilters> =
  | { kind: 'page'; fetch: (query: TableQuery & F) => Promise<TablePage<T>> }
  | { kind: 'list'; fetch: (filters: F) => Promise<T[]> }
  | { kind: 'tree'; fetch: (filters: F) => Promise<T[]> /** open every branch once loaded */; expandAll?: boolean };

/**
 * The content type of a column fixes its width (so lists fit a 1366 px screen) and how it shows:
 * - `code` 120, `short` 120: a short text or code, cut with an ellipsis;
 * - `name`, `text`: share the rest of the width, cut with an ellipsis (the tooltip shows all);
 * - `tag` 100, `status` 90 (the 启用/停用 switch), `sort` 70 and `count` 90 (right-aligned), `datetime` 160 (see ./columnKinds).
 */
export type CrudColumnKind = 'code' | 'short' | 'name' | 'text' | 'tag' | 'status' | 'sort' | 'count' | 'datetime';

/** The 启用/停用 column: a switch for holders of `perm`, a tag for the others. */
export interface CrudStatus<T> {
  perm: string;
  /** on by default when `row.enabled` is true */
  isOn?: (row: T) => boolean;
  /** the call that switches it; a success says 启用成功 / 停用成功 and reloads */
  toggle: (row: T, on: boolean) => Promise<unknown>;
  /** accessible name of the switch, e.g. `${row.name}启用状态` */
  label: (row: T) => string;
  /** text of the tag shown without the permission (启用 / 停用 by default) */
  tagText?: (row: T) => ReactNode;
}

export interface CrudColumn<T> {
  /** the sort key the server takes, and the row field shown unless `dataIndex` says otherwise */
  key: string;
  title: string;
  kind: CrudColumnKind;
  dataIndex?: string;
  sorter?: boolean;
  /** overrides the width of the kind (use sparingly: it is what keeps the list within 1366 px) */
  width?: number;
  /** the text of a text-like column (code, short, name, text) when it is not the raw value */
  text?: (row: T) => string | null | undefined;
  /** own cell content; the page's context gives permissions and the change runner */
  render?: (row: T, ctx: CrudContext<T>) => ReactNode;
  /** kind 'status' */
  status?: CrudStatus<T>;
}

/** What a column render or a dialog can use of the page. */
export interface CrudContext<T> {
  can: (perm: Perm) => boolean;
  /** runs a call that changes data, then reloads this page's lists (and `alsoInvalidate`) before resolving */
  change: <R>(call: Promise<R>) => Promise<R>;
  /** opens the edit form of a row */
  edit: (row: T) => void;
}

/** A select (or any input) shown in the search bar; its value goes to the filters under `name`. */
export interface CrudFilter {
  name: string;
  input: ReactNode;
}

export interface CrudSearch {
  /** placeholder of the keyword box */
  placeholder: string;
  /** the filter the keyword is sent as ('keyword' by default) */
  keyword?: string;
  filters?: CrudFilter[];
}

/** What a field function sees: the edited row (none when adding) and the form's current values. */
export interface CrudFieldContext<T> {
  item?: T;
  /** whether the dialog is open (inputs loading their options can wait for it) */
  open: boolean;
  values: Record<string, unknown>;
  form: FormInstance;
}

type OrFn<X, T> = X | ((ctx: CrudFieldContext<T>) => X);

export interface CrudField<T> {
  name: string;
  label: string;
  input: OrFn<ReactNode, T>;
  /** adds 请输入{label} / 请选择{label} (FormItem) */
  required?: OrFn<boolean, T>;
  rules?: OrFn<FormRule[], T>;
  extra?: OrFn<ReactNode, T>;
  /** false leaves the field out of the form (e.g. it depends on another field) */
  when?: (ctx: CrudFieldContext<T>) => boolean;
  tooltip?: FormItemProps['tooltip'];
  valuePropName?: string;
  /** word the required message 请选择 */
  choice?: boolean;
  validateTrigger?: FormItemProps['validateTrigger'];
  colon?: boolean;
}

export interface CrudFormConfig<T, V> {
  fields: CrudField<T>[];
  /** 640 by default */
  width?: number;
  /** values of a new record; in a tree, `parentId` is the row 新增下级 was clicked on (null: top level) */
  defaults?: Partial<V> | ((parentId: string | null) => Partial<V>);
  /** values of an edited row ({ ...row } by default) */
  toForm?: (row: T) => Partial<V>;
  onValuesChange?: (changed: Partial<V>, form: FormInstance<V>) => void;
}

/** The calls of the page. Deletes should be `silent`: the confirm and the table show the server's message. */
export interface CrudApi<T, V> {
  add?: (values: V) => Promise<unknown>;
  update?: (values: V & { id: string }, row: T) => Promise<unknown>;
  /** one id from a row's 删除, several from 批量删除 */
  remove?: (ids: string[]) => Promise<unknown>;
}

export interface CrudPerms {
  add?: string;
  edit?: string;
  remove?: string;
}

/** A row action of its own, with the dialog it opens (`row` is null while closed). */
export interface CrudCustomAction<T> {
  key: string;
  label: string;
  perm?: Perm;
  visible?: (row: T) => boolean;
  dialog: (props: CrudDialogProps<T>) => ReactNode;
}

export interface CrudDialogProps<T> {
  row: T | null;
  onClose: () => void;
  /** reloads the page's lists after the dialog changed something */
  changed: () => Promise<void>;
}

/** Built-in row actions: 新增下级 (trees), 编辑, 删除. */
export type CrudBuiltinAction = 'addChild' | 'edit' | 'delete';
export type CrudAction<T> = CrudBuiltinAction | CrudCustomAction<T>;

export interface CrudConfig<T extends CrudRow, F extends CrudFilters = CrudFilters, V extends object = Partial<T>> {
  /** what one record is called: the form titles are 新增{label} / 编辑{label} */
  label: string;
  /** the TanStack Query prefix of the rows; every change invalidates it */
  queryKey: QueryKey;
  /** other caches a change makes stale (pickers reading the same data) */
  alsoInvalidate?: QueryKey[];
  source: CrudSource<T, F>;
  api: CrudApi<T, V>;
  perms: CrudPerms;
  columns: CrudColumn<T>[];
  /** no search bar when left out */
  search?: CrudSearch;
  /** no 新增 / 编辑 form when left out */
  form?: CrudFormConfig<T, V>;
  /** the row actions in order (by default 编辑 with a form, 删除 with a delete call); each shows only with its permission */
  actions?: CrudAction<T>[];
  /** false hides 删除 on a row (built-in records) */
  deletable?: (row: T) => boolean;
  /** the question of a row's 删除 (删除后数据不可恢复，确定删除吗？ by default) */
  deleteTitle?: (row: T) => ReactNode | undefined;
  /** trees: false hides 新增下级 on a row (deepest level, buttons) */
  childAllowed?: (row: T) => boolean;
  /** page lists: row selection and 批量删除 for holders of perms.remove */
  batchDelete?: boolean;
  /** buttons after 新增 (导入, 导出 …); gets the current filters */
  toolbar?: (filters: F) => ReactNode;
  /** shown above the search bar */
  header?: ReactNode;
  /** a horizontal scroll width, only where the columns really cannot fit */
  scrollX?: number;
}
