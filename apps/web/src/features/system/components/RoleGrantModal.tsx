import {
  DataScope,
  type DataScopeValue,
  dataScopeLabel,
  type MenuAdminNode,
  type OrgNode,
  type RoleGrantBody,
  type RoleItem,
} from '@cppcc/contracts';
import type { TreeDataNode } from 'antd';
import { App, Col, Empty, Form, Modal, Row, Select, Spin, Tag, Tree } from 'antd';
import { type Key, useEffect, useMemo, useState } from 'react';
import { useMenuTree, useOrgTree, useRoleDetail } from '../api';

export const dataScopeOptions = (Object.entries(dataScopeLabel) as [string, string][]).map(([value, label]) => ({
  value: Number(value) as DataScopeValue,
  label,
}));

const menuTypeTag: Record<MenuAdminNode['menuType'], { text: string; color: string }> = {
  directory: { text: '目录', color: 'purple' },
  menu: { text: '菜单', color: 'blue' },
  button: { text: '按钮', color: 'default' },
};

function menuNodes(nodes: MenuAdminNode[]): TreeDataNode[] {
  return nodes.map((n) => ({
    key: n.id,
    title: (
      <span>
        {n.name}
        <Tag color={menuTypeTag[n.menuType].color} style={{ marginInlineStart: 6, fontSize: 11, lineHeight: '16px' }}>
          {menuTypeTag[n.menuType].text}
        </Tag>
      </span>
    ),
    children: n.children.length ? menuNodes(n.children) : undefined,
  }));
}

function orgNodes(nodes: OrgNode[]): TreeDataNode[] {
  return nodes.map((n) => ({ key: n.id, title: n.name, children: n.children.length ? orgNodes(n.children) : undefined }));
}

/** Keys of nodes without children: a checked parent in a conducting tree would check all its children. */
function leafIds(nodes: MenuAdminNode[], out = new Set<string>()): Set<string> {
  for (const n of nodes) {
    if (n.children.length) leafIds(n.children, out);
    else out.add(n.id);
  }
  return out;
}

function parentMap(nodes: MenuAdminNode[], out = new Map<string, string | null>()): Map<string, string | null> {
  for (const n of nodes) {
    out.set(n.id, n.parentId);
    parentMap(n.children, out);
  }
  return out;
}

/** The checked menus plus every ancestor, so a granted page's directory shows in the user's menu. */
function withAncestors(ids: string[], parents: Map<string, string | null>): string[] {
  const out = new Set<string>();
  for (const id of ids) {
    let cur: string | null | undefined = id;
    while (cur && !out.has(cur)) {
      out.add(cur);
      cur = parents.get(cur);
    }
  }
  return [...out];
}

export interface RoleGrantModalProps {
  role: RoleItem | null;
  onClose: () => void;
  onSubmit: (body: RoleGrantBody) => Promise<unknown>;
}

/** 授权: the menus (with buttons) a role may use, and the data scope of its users. */
export function RoleGrantModal({ role, onClose, onSubmit }: RoleGrantModalProps) {
  const { message } = App.useApp();
  const menus = useMenuTree();
  const orgs = useOrgTree(!!role);
  const detail = useRoleDetail(role?.id);
  const [checked, setChecked] = useState<Key[]>([]);
  const [orgIds, setOrgIds] = useState<Key[]>([]);
  const [dataScope, setDataScope] = useState<DataScopeValue>(DataScope.self);
  const [saving, setSaving] = useState(false);

  const leaves = useMemo(() => leafIds(menus.data ?? []), [menus.data]);
  const parents = useMemo(() => parentMap(menus.data ?? []), [menus.data]);
  const menuTree = useMemo(() => menuNodes(menus.data ?? []), [menus.data]);
  const orgTree = useMemo(() => orgNodes(orgs.data ?? []), [orgs.data]);

  useEffect(() => {
    if (!detail.data) return;
    setChecked(detail.data.menuIds.filter((id) => leaves.has(id)));
    setOrgIds(detail.data.orgIds);
    setDataScope(detail.data.dataScope as DataScopeValue);
  }, [detail.data, leaves]);

  const save = async () => {
    if (!role) return;
    if (dataScope === DataScope.custom && !orgIds.length) {
      message.warning('请选择自定义数据范围的机构');
      return;
    }
    setSaving(true);
    try {
      const menuIds = withAncestors(checked.map(String), parents);
      await onSubmit({ roleId: role.id, menuIds, dataScope, orgIds: dataScope === DataScope.custom ? orgIds.map(String) : [] });
      message.success('授权成功');
      onClose();
    } catch {
      // the api client showed the server message
    } finally {
      setSaving(false);
    }
  };

  const loading = menus.isLoading || detail.isLoading;
  return (
    <Modal
      open={!!role}
      title={`角色授权${role ? `（${role.name}）` : ''}`}
      width={820}
      okText="保存"
      cancelText="取消"
      confirmLoading={saving}
      onOk={save}
      onCancel={onClose}
      maskClosable={false}
    >
      <Spin spinning={loading}>
        <Row gutter={24}>
          <Col span={12}>
            <div style={{ fontWeight: 500, marginBottom: 8 }}>菜单权限</div>
            <div style={{ height: 440, overflow: 'auto', border: '1px solid #f0f0f0', borderRadius: 6, padding: 8 }}>
              {menuTree.length ? (
                <Tree
                  checkable
                  defaultExpandAll
                  key={detail.data ? `m-${detail.data.id}` : 'm'}
                  treeData={menuTree}
                  checkedKeys={checked}
                  onCheck={(keys) => setChecked(Array.isArray(keys) ? keys : keys.checked)}
                />
              ) : (
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无数据" />
              )}
            </div>
          </Col>
          <Col span={12}>
            <Form layout="vertical">
              <Form.Item label="数据范围">
                <Select<DataScopeValue> value={dataScope} options={dataScopeOptions} onChange={setDataScope} aria-label="数据范围" />
              </Form.Item>
            </Form>
            {dataScope === DataScope.custom && (
              <>
                <div style={{ fontWeight: 500, marginBottom: 8 }}>自定义数据范围机构</div>
                <div style={{ height: 340, overflow: 'auto', border: '1px solid #f0f0f0', borderRadius: 6, padding: 8 }}>
                  {orgTree.length ? (
                    <Tree
                      checkable
                      checkStrictly
                      defaultExpandAll
                      treeData={orgTree}
                      checkedKeys={{ checked: orgIds, halfChecked: [] }}
                      onCheck={(keys) => setOrgIds(Array.isArray(keys) ? keys : keys.checked)}
                    />
                  ) : (
                    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无数据" />
                  )}
                </div>
              </>
            )}
          </Col>
        </Row>
      </Spin>
    </Modal>
  );
}
