import { PlusOutlined } from '@ant-design/icons';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, Space } from 'antd';
import { Fragment, type ReactNode, useState } from 'react';
import { Authority, useAuthority } from '@/app/auth/Authority';
import { ConfirmDelete } from '../ConfirmDelete';
import { DataTable } from '../DataTable';
import { type RowAction, RowActions } from '../RowActions';
import { SearchBar } from '../SearchBar';
import { CrudForm } from './CrudForm';
import { CrudRowsTable } from './CrudRowsTable';
import type { KindColumn } from './columnKinds';
import { actionColumnWidth, actionLabel, buildColumns, configActions } from './columns';
import type { CrudAction, CrudConfig, CrudContext, CrudCustomAction, CrudFilters, CrudRow } from './crudConfig';

export interface CrudPageProps<T extends CrudRow, F extends CrudFilters, V extends object> {
  config: CrudConfig<T, F, V>;
  /** always sent with the query (e.g. the dictionary type whose items are listed) */
  fixedFilters?: Partial<F>;
  /** without the card (when the page frames it itself) */
  bare?: boolean;
}

interface Editing<T> {
  item?: T;
  parentId: string | null;
}

/** Reloads the given caches; resolves when they are stale (as a mutation's onSuccess would). */
function useInvalidate(keys: QueryKey[]) {
  const client = useQueryClient();
  return async () => {
    await Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));
  };
}

/**
 * A config-driven admin list with its add / edit form (type lists, dictionaries, roles, menus …): search bar,
 * table (server pages, a whole list or a tree), 新增, row actions with their permissions, batch delete.
 * See crudConfig.ts for what a config holds.
 */
export function CrudPage<T extends CrudRow, F extends CrudFilters = CrudFilters, V extends object = Partial<T>>({
  config,
  fixedFilters,
  bare,
}: CrudPageProps<T, F, V>) {
  const can = useAuthority();
  const [filters, setFilters] = useState<F>({} as F);
  const [editing, setEditing] = useState<Editing<T> | null>(null);
  const [acting, setActing] = useState<{ key: string; row: T } | null>(null);
  const changed = useInvalidate([config.queryKey, ...(config.alsoInvalidate ?? [])]);
  const ctx: CrudContext<T> = {
    can,
    change: async (call) => {
      const result = await call;
      await changed();
      return result;
    },
    edit: (row) => setEditing({ item: row, parentId: null }),
  };
  const { perms, api } = config;
  const remove = (ids: string[]) => ctx.change(api.remove ? api.remove(ids) : Promise.resolve());

  const rowAction = (a: CrudAction<T>, row: T): RowAction => {
    if (a === 'addChild')
      return {
        key: a,
        perm: perms.add,
        visible: config.childAllowed ? config.childAllowed(row) : true,
        node: (
          <Button type="link" size="small" onClick={() => setEditing({ parentId: row.id })}>
            新增下级
          </Button>
        ),
      };
    if (a === 'edit')
      return {
        key: a,
        perm: perms.edit,
        node: (
          <Button type="link" size="small" onClick={() => ctx.edit(row)}>
            编辑
          </Button>
        ),
      };
    if (a === 'delete')
      return {
        key: a,
        perm: perms.remove,
        visible: config.deletable ? config.deletable(row) : true,
        node: <ConfirmDelete title={config.deleteTitle?.(row)} onConfirm={() => remove([row.id])} />,
      };
    return {
      key: a.key,
      perm: a.perm,
      visible: a.visible ? a.visible(row) : true,
      node: (
        <Button type="link" size="small" onClick={() => setActing({ key: a.key, row })}>
          {a.label}
        </Button>
      ),
    };
  };

  const actions = configActions(config);
  const columns: KindColumn<T>[] = buildColumns(config.columns, ctx);
  if (actions.length)
    columns.push({
      title: '操作',
      key: 'actions',
      kind: 'actions',
      width: actionColumnWidth(actions.map(actionLabel)),
      fixed: config.scrollX ? 'right' : undefined,
      render: (_: unknown, row: T) => <RowActions actions={actions.map((a) => rowAction(a, row))} />,
    });

  const addButton = perms.add && config.form && (
    <Authority perm={perms.add}>
      <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ parentId: null })}>
        新增
      </Button>
    </Authority>
  );
  const toolbar: ReactNode =
    addButton || config.toolbar ? (
      <>
        {addButton}
        {config.toolbar?.(filters)}
      </>
    ) : undefined;

  const { search, source } = config;
  const query = { ...filters, ...fixedFilters } as F;
  const body = (
    <>
      {config.header}
      {search && (
        <SearchBar
          placeholder={search.placeholder}
          onSearch={(v) => {
            const next: CrudFilters = { [search.keyword ?? 'keyword']: v.keyword };
            for (const f of search.filters ?? []) next[f.name] = v[f.name];
            setFilters(next as F);
          }}
          filters={
            search.filters?.length
              ? search.filters.map((f) => (
                  <Form.Item key={f.name} name={f.name}>
                    {f.input}
                  </Form.Item>
                ))
              : undefined
          }
        />
      )}
      {source.kind === 'page' ? (
        <DataTable<T, F>
          queryKey={config.queryKey}
          fetch={source.fetch}
          filters={query}
          rowKey="id"
          columns={columns}
          selectionPerms={config.batchDelete && perms.remove ? [perms.remove] : undefined}
          batchDelete={config.batchDelete && perms.remove ? { perm: perms.remove, onDelete: (ids) => remove(ids.map(String)) } : undefined}
          toolbar={toolbar}
          scrollX={config.scrollX}
        />
      ) : (
        <>
          {toolbar && <Space style={{ marginBottom: 12 }}>{toolbar}</Space>}
          <CrudRowsTable<T, F> queryKey={config.queryKey} source={source} filters={query} columns={columns} scrollX={config.scrollX} />
        </>
      )}
      {config.form && (
        <CrudForm<T, V>
          config={config.form}
          open={!!editing}
          title={editing?.item ? `编辑${config.label}` : `新增${config.label}`}
          item={editing?.item}
          initialValues={initialValues(config, editing)}
          onClose={() => setEditing(null)}
          onSubmit={(v) => {
            const item = editing?.item;
            if (item) return ctx.change(api.update ? api.update({ ...v, id: item.id }, item) : Promise.resolve());
            return ctx.change(api.add ? api.add(v) : Promise.resolve());
          }}
        />
      )}
      {actions
        .filter((a): a is CrudCustomAction<T> => typeof a !== 'string')
        .map((a) => (
          <Fragment key={a.key}>
            {a.dialog({ row: acting?.key === a.key ? acting.row : null, onClose: () => setActing(null), changed })}
          </Fragment>
        ))}
    </>
  );
  return bare ? body : <Card variant="borderless">{body}</Card>;
}

function initialValues<T extends CrudRow, F extends CrudFilters, V extends object>(
  config: CrudConfig<T, F, V>,
  editing: Editing<T> | null,
): Partial<V> {
  const form = config.form;
  if (!form || !editing) return {};
  if (editing.item) return form.toForm ? form.toForm(editing.item) : ({ ...editing.item } as unknown as Partial<V>);
  return typeof form.defaults === 'function' ? form.defaults(editing.parentId) : (form.defaults ?? {});
}
