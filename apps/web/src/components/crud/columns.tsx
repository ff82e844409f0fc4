import type { ReactNode } from 'react';
import { Ellipsis } from '../Ellipsis';
import { formatDateTime } from '../format';
import { actionColumnWidth, COLUMN_KINDS, FLEX_COLUMN_MIN, type KindColumn, SELECTION_COLUMN_WIDTH } from './columnKinds';
import type { CrudBuiltinAction, CrudColumn, CrudColumnKind, CrudContext, CrudRow } from './crudConfig';
import { StatusCell } from './StatusCell';

/** Fixed widths by content type (./columnKinds); `null` columns share what is left and cut their text with an ellipsis. */
export const KIND_WIDTH = Object.fromEntries(
  (['code', 'short', 'name', 'text', 'tag', 'status', 'sort', 'count', 'datetime'] as const).map((k) => [k, COLUMN_KINDS[k].width ?? null]),
) as Record<CrudColumnKind, number | null>;

/**
 * The width a list has on a 1366 px screen: 1366 − the side menu (224) − the page margins (2 × 16) − the card
 * padding (2 × 24), less a scroll bar.
 */
export const CRUD_TABLE_WIDTH = 1040;

export { actionColumnWidth };

const textKinds: CrudColumnKind[] = ['code', 'short', 'name', 'text'];
const ACTION_LABELS: Record<'addChild' | 'edit' | 'delete', string> = { addChild: '新增下级', edit: '编辑', delete: '删除' };

export function actionLabel(a: CrudBuiltinAction | { label: string }): string {
  return typeof a === 'string' ? ACTION_LABELS[a] : a.label;
}

/** What the layout of a config's table depends on. */
export interface CrudLayout<A = CrudBuiltinAction | { label: string }> {
  columns: { kind: CrudColumnKind; width?: number }[];
  actions?: A[];
  batchDelete?: boolean;
  form?: unknown;
  api: { update?: unknown; remove?: unknown };
}

/** The row actions a config shows, in order: by default 编辑 (with a form) and 删除 (with a delete call). */
export function configActions<A>(config: CrudLayout<A>): (A | CrudBuiltinAction)[] {
  if (config.actions) return config.actions;
  const actions: CrudBuiltinAction[] = [];
  if (config.form && config.api.update) actions.push('edit');
  if (config.api.remove) actions.push('delete');
  return actions;
}

/** The narrowest the config's table can be: fixed columns, shared columns at their least, the selection box. */
export function minTableWidth(config: CrudLayout): number {
  const actions = configActions(config);
  let width = actions.length ? actionColumnWidth(actions.map(actionLabel)) : 0;
  for (const c of config.columns) width += c.width ?? KIND_WIDTH[c.kind] ?? FLEX_COLUMN_MIN;
  if (config.batchDelete) width += SELECTION_COLUMN_WIDTH;
  return width;
}

function fieldValue<T>(row: T, field: string): unknown {
  return (row as Record<string, unknown>)[field];
}

function cell<T extends CrudRow>(c: CrudColumn<T>, row: T, ctx: CrudContext<T>): ReactNode {
  if (c.render) return c.render(row, ctx);
  const value = fieldValue(row, c.dataIndex ?? c.key);
  if (c.kind === 'status' && c.status) return <StatusCell row={row} status={c.status} ctx={ctx} />;
  if (c.kind === 'datetime') return formatDateTime(value as string | null);
  if (textKinds.includes(c.kind)) {
    const text = c.text ? c.text(row) : (value as string | null | undefined);
    return <Ellipsis text={typeof text === 'number' ? String(text) : text} />;
  }
  return value as ReactNode;
}

/** The columns of a config (without the action column); DataTable or CrudRowsTable sizes them by their kind. */
export function buildColumns<T extends CrudRow>(columns: CrudColumn<T>[], ctx: CrudContext<T>): KindColumn<T>[] {
  return columns.map((c) => ({
    title: c.title,
    key: c.key,
    dataIndex: c.dataIndex ?? c.key,
    kind: c.kind,
    width: c.width,
    sorter: c.sorter || undefined,
    render: (_: unknown, row: T) => cell(c, row, ctx),
  }));
}
