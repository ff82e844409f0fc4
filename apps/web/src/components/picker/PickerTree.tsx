import type { SelectTreeNode } from '@cppcc/contracts';
import { Empty, Spin, Tree } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { memo, useMemo } from 'react';
import { MEMBER_USER_TYPE, PICKER_TABLE_HEIGHT } from './constants';

export interface PickerTreeProps {
  nodes: SelectTreeNode[] | undefined;
  loading: boolean;
  /** the kind listed; 全会分组 shows only for members (spec 000 §2) */
  userType: number | null;
  selectedCode: string;
  onSelect: (code: string) => void;
  /** the tree's height, kept level with the table beside it */
  height?: number;
}

const PLENARY_GROUP = 'plenaryGroup';

function toData(nodes: SelectTreeNode[], userType: number | null): DataNode[] {
  return nodes
    .filter((n) => userType === MEMBER_USER_TYPE || n.groupFieldName !== PLENARY_GROUP)
    .map((n) => ({
      key: n.code,
      title: `${n.name}（${n.userCount}）`,
      // a heading only expands: it is no list of its own
      selectable: !n.noquery,
      children: n.children.length ? toData(n.children, userType) : undefined,
    }));
}

/** The left tree: 全部 and the groupings, each with its count. */
export const PickerTree = memo(function PickerTree({
  nodes,
  loading,
  userType,
  selectedCode,
  onSelect,
  height = PICKER_TABLE_HEIGHT,
}: PickerTreeProps) {
  const data = useMemo(() => toData(nodes ?? [], userType), [nodes, userType]);
  if (loading) return <Spin className="picker-tree-loading" />;
  if (!data.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  return (
    <Tree
      blockNode
      height={height}
      treeData={data}
      selectedKeys={[selectedCode]}
      onSelect={(keys) => {
        if (keys.length) onSelect(String(keys[0]));
      }}
    />
  );
});
