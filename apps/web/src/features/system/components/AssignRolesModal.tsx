import { adminKindLabel, type UserListItem } from '@cppcc/contracts';
import { App, Checkbox, Empty, Modal, Spin, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useRoleOptions } from '../api';

export interface AssignRolesModalProps {
  user: UserListItem | null;
  onClose: () => void;
  onSubmit: (userId: string, roleIds: string[]) => Promise<unknown>;
}

/** Role checkboxes; the server refuses two of the three administrator roles (三员分立) with a Chinese message. */
export function AssignRolesModal({ user, onClose, onSubmit }: AssignRolesModalProps) {
  const { message } = App.useApp();
  const { data: roles, isLoading } = useRoleOptions(!!user);
  const [checked, setChecked] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    setChecked(user?.roles.map((r) => r.id) ?? []);
  }, [user]);

  const save = async () => {
    if (!user) return;
    setSaving(true);
    try {
      await onSubmit(user.id, checked);
      message.success('保存成功');
      onClose();
    } catch {
      // the api client showed the server message
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={!!user}
      title={`分配角色${user ? `（${user.username}）` : ''}`}
      okText="保存"
      cancelText="取消"
      confirmLoading={saving}
      onOk={save}
      onCancel={onClose}
      width={560}
    >
      <Spin spinning={isLoading}>
        {roles?.length ? (
          <Checkbox.Group
            value={checked}
            onChange={(v) => setChecked(v as string[])}
            style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 12 }}
          >
            {roles.map((r) => (
              <Checkbox key={r.id} value={r.id} disabled={!r.enabled}>
                {r.name}
                {r.adminKind ? (
                  <Tag color="orange" style={{ marginInlineStart: 6 }}>
                    {adminKindLabel[r.adminKind]}
                  </Tag>
                ) : null}
              </Checkbox>
            ))}
          </Checkbox.Group>
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无角色" />
        )}
      </Spin>
    </Modal>
  );
}
