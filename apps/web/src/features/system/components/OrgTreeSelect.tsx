import type { OrgNode } from '@cppcc/contracts';
import type { TreeSelectProps } from 'antd';
import { TreeSelect } from 'antd';
import { useOrgTree } from '../api';

export type OrgTreeSelectProps = Omit<TreeSelectProps<string>, 'treeData' | 'fieldNames'> & {
  /** leave out this organisation and its descendants (a parent cannot be its own child) */
  excludeId?: string;
};

function without(nodes: OrgNode[], id?: string): OrgNode[] {
  if (!id) return nodes;
  return nodes.filter((n) => n.id !== id).map((n) => ({ ...n, children: without(n.children, id) }));
}

/** Organisation tree selector; spec 000 §9: tree dropdown max height 400. */
export function OrgTreeSelect({ excludeId, ...props }: OrgTreeSelectProps) {
  const { data, isLoading } = useOrgTree();
  return (
    <TreeSelect<string>
      allowClear
      showSearch={{ treeNodeFilterProp: 'name' }}
      treeDefaultExpandAll
      listHeight={400}
      placeholder="请选择所属机构"
      loading={isLoading}
      treeData={without(data ?? [], excludeId) as unknown as TreeSelectProps<string>['treeData']}
      fieldNames={{ label: 'name', value: 'id', children: 'children' }}
      {...props}
    />
  );
}
