import { App, Switch, Tag } from 'antd';
import { useState } from 'react';
import type { CrudContext, CrudStatus } from './crudConfig';

const enabledOf = (row: unknown) => (row as { enabled?: boolean }).enabled === true;

/** 启用/停用 in a row: a switch for whoever holds the permission, a tag for the others. */
export function StatusCell<T>({ row, status, ctx }: { row: T; status: CrudStatus<T>; ctx: CrudContext<T> }) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const on = status.isOn ? status.isOn(row) : enabledOf(row);
  if (!ctx.can(status.perm))
    return <Tag color={on ? 'green' : 'default'}>{status.tagText ? status.tagText(row) : on ? '启用' : '停用'}</Tag>;
  return (
    <Switch
      checked={on}
      loading={busy}
      checkedChildren="启用"
      unCheckedChildren="停用"
      aria-label={status.label(row)}
      onChange={async (next) => {
        setBusy(true);
        try {
          await ctx.change(status.toggle(row, next));
          message.success(next ? '启用成功' : '停用成功');
        } catch {
          // the api client has shown the server message; the switch stays as the server has it
        } finally {
          setBusy(false);
        }
      }}
    />
  );
}
