import { Space } from 'antd';
import type { ReactNode } from 'react';
import { Authority, useAuthority } from '@/app/auth/Authority';

export interface RowAction {
  key: string;
  /** permission(s) the button needs; none = always shown */
  perm?: string | string[];
  /** false hides the action for this row (state rules) */
  visible?: boolean;
  node: ReactNode;
}

/** spec 000 §2: a row action cell with no permitted action shows '-'. */
export function RowActions({ actions }: { actions: RowAction[] }) {
  const can = useAuthority();
  const shown = actions.filter((a) => a.visible !== false && (!a.perm || can(a.perm)));
  if (!shown.length) return <span className="row-actions-empty">-</span>;
  return (
    <Space size={4} wrap>
      {shown.map((a) =>
        a.perm ? (
          <Authority key={a.key} perm={a.perm}>
            {a.node}
          </Authority>
        ) : (
          <span key={a.key}>{a.node}</span>
        ),
      )}
    </Space>
  );
}
