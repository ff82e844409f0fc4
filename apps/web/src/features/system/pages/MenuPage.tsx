import { type MenuAdminNode, menuAddBody, SystemPerm } from '@cppcc/contracts';
import type { TreeSelectProps } from 'antd';
import { Radio, Tag, Tooltip, TreeSelect } from 'antd';
import { codeLabel } from '@/app/dict';
import {
  type CrudConfig,
  type CrudFilters,
  CrudPage,
  type CrudSource,
  sortField,
  switchField,
  textField,
  useCrudRows,
} from '@/components/crud';
import { systemApi, systemKeys } from '../api';
import { zodRule } from '../zodRule';

export interface MenuFormValues {
  parentId?: string | null;
  name: string;
  menuType: MenuAdminNode['menuType'];
  url?: string | null;
  permission?: string | null;
  icon?: string | null;
  sort?: number;
  visible?: boolean;
}

type MenuType = MenuAdminNode['menuType'];
export const menuTypeLabel: Record<MenuType, string> = { directory: '目录', menu: '菜单', button: '按钮' };
const typeColor: Record<MenuType, string> = { directory: 'purple', menu: 'blue', button: 'default' };
const source: Extract<CrudSource<MenuAdminNode, CrudFilters>, { kind: 'tree' }> = { kind: 'tree', fetch: () => systemApi.menuTree() };

/** Parents can be directories or menus (buttons hang under menus), never the node itself or its subtree. */
function parentOptions(nodes: MenuAdminNode[], excludeId?: string): TreeSelectProps['treeData'] {
  return nodes
    .filter((n) => n.menuType !== 'button' && n.id !== excludeId)
    .map((n) => ({ value: n.id, title: n.name, children: parentOptions(n.children ?? [], excludeId) }));
}

/** The 上级菜单 chooser: the page's own tree (the same cache, no second load). */
function ParentSelect({ excludeId, ...control }: TreeSelectProps & { excludeId?: string }) {
  const { data } = useCrudRows(systemKeys.menus, source, {});
  return (
    <TreeSelect
      {...control}
      allowClear
      treeDefaultExpandAll
      listHeight={400}
      placeholder="不选则为顶级菜单"
      treeData={parentOptions(data ?? [], excludeId)}
    />
  );
}

/** Menus declared by a module manifest come back at start: their place, kind, address and permission are fixed. */
const builtIn = ({ item }: { item?: MenuAdminNode }) => !!item?.key;
const typeIs =
  (type: MenuType) =>
  ({ values }: { values: Record<string, unknown> }) =>
    values.menuType === type;
const typeIsNot =
  (type: MenuType) =>
  ({ values }: { values: Record<string, unknown> }) =>
    values.menuType !== type;

export const menuConfig: CrudConfig<MenuAdminNode, CrudFilters, MenuFormValues> = {
  label: '菜单',
  queryKey: systemKeys.menus,
  source,
  api: {
    add: (v) => systemApi.menuAdd({ ...v, parentId: v.parentId ?? null }),
    update: (v) => systemApi.menuUpdate({ ...v, parentId: v.parentId ?? null }),
    remove: ([id]) => systemApi.menuDelete(id),
  },
  perms: { add: SystemPerm.menuAdd, edit: SystemPerm.menuEdit, remove: SystemPerm.menuDelete },
  columns: [
    { key: 'name', title: '菜单名称', kind: 'name' },
    {
      key: 'menuType',
      title: '类型',
      kind: 'tag',
      width: 80,
      render: (r) => <Tag color={typeColor[r.menuType]}>{menuTypeLabel[r.menuType]}</Tag>,
    },
    { key: 'url', title: '路由地址', kind: 'text' },
    { key: 'permission', title: '权限标识', kind: 'text' },
    { key: 'sort', title: '排序', kind: 'sort' },
    {
      key: 'visible',
      title: '显示',
      kind: 'tag',
      width: 80,
      render: (r) => <Tag color={r.visible ? 'green' : 'default'}>{r.visible ? '显示' : '隐藏'}</Tag>,
    },
    {
      key: 'source',
      dataIndex: 'key',
      title: '来源',
      kind: 'tag',
      width: 90,
      render: (r) =>
        r.key ? (
          <Tooltip title={`由系统内置，属于「${codeLabel('module', r.key.split('.')[0])}」`}>
            <Tag>内置</Tag>
          </Tooltip>
        ) : (
          <Tag color="cyan">自定义</Tag>
        ),
    },
  ],
  actions: ['addChild', 'edit', 'delete'],
  childAllowed: (r) => r.menuType !== 'button',
  deletable: (r) => !r.key,
  form: {
    fields: [
      {
        name: 'parentId',
        label: '上级菜单',
        choice: true,
        input: (ctx) => <ParentSelect excludeId={ctx.item?.id} disabled={builtIn(ctx)} />,
      },
      {
        name: 'menuType',
        label: '菜单类型',
        required: true,
        input: (ctx) => (
          <Radio.Group options={Object.entries(menuTypeLabel).map(([value, label]) => ({ value, label }))} disabled={builtIn(ctx)} />
        ),
      },
      textField('name', '菜单名称', 50, { required: true, placeholder: '请输入菜单名称' }),
      {
        ...textField<MenuAdminNode>('url', '路由地址', 200, { required: true, placeholder: '如 /system/user', disabled: builtIn }),
        when: typeIs('menu'),
      },
      {
        ...textField<MenuAdminNode>('permission', '权限标识', 200, {
          noMaxRule: true,
          placeholder: '如 system:user:add，多个用逗号分隔',
          rules: [zodRule(menuAddBody.shape.permission)],
          disabled: builtIn,
        }),
        required: typeIs('button'),
        when: typeIsNot('directory'),
      },
      { ...textField<MenuAdminNode>('icon', '图标', 100, { placeholder: '图标名称' }), when: typeIsNot('button') },
      sortField(999999),
      switchField('visible', '显示', { on: '显示', off: '隐藏' }),
    ],
    toForm: (menu) => ({ ...menu, parentId: menu.parentId ?? undefined }),
    defaults: (parentId) => ({ parentId: parentId ?? undefined, menuType: 'menu', sort: 0, visible: true }),
  },
};

export default function MenuPage() {
  return <CrudPage config={menuConfig} />;
}
