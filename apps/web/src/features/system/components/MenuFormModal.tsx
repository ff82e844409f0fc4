import { type MenuAdminNode, menuAddBody } from '@cppcc/contracts';
import type { TreeSelectProps } from 'antd';
import { Form, Input, InputNumber, Radio, Switch, TreeSelect } from 'antd';
import { FormItem } from '@/components/FormItem';
import { FormModal } from '@/components/FormModal';
import { useMenuTree } from '../api';
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

export const menuTypeLabel: Record<MenuAdminNode['menuType'], string> = { directory: '目录', menu: '菜单', button: '按钮' };

/** Parents can be directories or menus (buttons hang under menus), never the node itself or its subtree. */
function parentOptions(nodes: MenuAdminNode[], excludeId?: string): TreeSelectProps['treeData'] {
  return nodes
    .filter((n) => n.menuType !== 'button' && n.id !== excludeId)
    .map((n) => ({ value: n.id, title: n.name, children: parentOptions(n.children, excludeId) }));
}

export interface MenuFormModalProps {
  /** null = closed; `menu` set = edit; otherwise add under `parentId` */
  state: { menu?: MenuAdminNode; parentId?: string | null } | null;
  onClose: () => void;
  onSubmit: (values: MenuFormValues) => Promise<unknown>;
}

export function MenuFormModal({ state, onClose, onSubmit }: MenuFormModalProps) {
  const [form] = Form.useForm<MenuFormValues>();
  const menuType = Form.useWatch('menuType', form);
  const { data } = useMenuTree();
  const menu = state?.menu;
  const builtIn = !!menu?.key;
  return (
    <FormModal<MenuFormValues>
      open={!!state}
      title={menu ? '编辑菜单' : '新增菜单'}
      form={form}
      initialValues={
        menu
          ? { ...menu, parentId: menu.parentId ?? undefined }
          : { parentId: state?.parentId ?? undefined, menuType: 'menu', sort: 0, visible: true }
      }
      onClose={onClose}
      onSubmit={(v) => onSubmit({ ...v, parentId: v.parentId ?? null })}
    >
      <FormItem label="上级菜单" name="parentId" choice>
        <TreeSelect
          allowClear
          treeDefaultExpandAll
          listHeight={400}
          placeholder="不选则为顶级菜单"
          treeData={parentOptions(data ?? [], menu?.id)}
          disabled={builtIn}
        />
      </FormItem>
      <FormItem label="菜单类型" name="menuType" required>
        <Radio.Group options={Object.entries(menuTypeLabel).map(([value, label]) => ({ value, label }))} disabled={builtIn} />
      </FormItem>
      <FormItem label="菜单名称" name="name" required rules={[{ max: 50, message: '菜单名称不能超过50个字' }]}>
        <Input maxLength={50} placeholder="请输入菜单名称" />
      </FormItem>
      {menuType === 'menu' && (
        <FormItem label="路由地址" name="url" required rules={[{ max: 200, message: '路由地址不能超过200个字' }]}>
          <Input maxLength={200} placeholder="如 /system/user" disabled={builtIn} />
        </FormItem>
      )}
      {menuType !== 'directory' && (
        <FormItem label="权限标识" name="permission" required={menuType === 'button'} rules={[zodRule(menuAddBody.shape.permission)]}>
          <Input maxLength={200} placeholder="如 system:user:add，多个用逗号分隔" disabled={builtIn} />
        </FormItem>
      )}
      {menuType !== 'button' && (
        <FormItem label="图标" name="icon" rules={[{ max: 100, message: '图标不能超过100个字' }]}>
          <Input maxLength={100} placeholder="图标名称" />
        </FormItem>
      )}
      <FormItem label="排序" name="sort">
        <InputNumber min={0} max={999999} precision={0} style={{ width: 160 }} />
      </FormItem>
      <FormItem label="显示" name="visible" valuePropName="checked">
        <Switch checkedChildren="显示" unCheckedChildren="隐藏" />
      </FormItem>
    </FormModal>
  );
}
