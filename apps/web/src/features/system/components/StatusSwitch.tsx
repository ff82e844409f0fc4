import { App, Switch, Tag } from 'antd';
import { useState } from 'react';
import { useAuthority } from '@/app/auth/Authority';

/** 启用/停用 in a row: a switch for whoever may edit, a tag for the others. */
export function StatusSwitch(props: { enabled: boolean; perm: string; onChange: (enabled: boolean) => Promise<unknown>; label?: string }) {
  const { message } = App.useApp();
  const can = useAuthority();
  const [busy, setBusy] = useState(false);
  if (!can(props.perm)) return <Tag color={props.enabled ? 'green' : 'default'}>{props.enabled ? '启用' : '停用'}</Tag>;
  return (
    <Switch
      checked={props.enabled}
      loading={busy}
      checkedChildren="启用"
      unCheckedChildren="停用"
      aria-label={props.label ?? '启用状态'}
      onChange={async (enabled) => {
        setBusy(true);
        try {
          await props.onChange(enabled);
          message.success(enabled ? '启用成功' : '停用成功');
        } catch {
          // the api client has shown the server message
        } finally {
          setBusy(false);
        }
      }}
    />
  );
}
