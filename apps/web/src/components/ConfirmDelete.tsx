import { App, Button, Popconfirm } from 'antd';
import { type ReactNode, useState } from 'react';

/** spec 001 §2.27: the confirm-delete link's default text. */
export const DELETE_CONFIRM_TEXT = '删除后数据不可恢复，确定删除吗？';

export interface ConfirmDeleteProps {
  /** the delete call; its rejection's message is shown (call the api with `silent: true`) */
  onConfirm: () => Promise<unknown>;
  title?: ReactNode;
  /** the trigger; a link 删除 by default */
  children?: ReactNode;
  disabled?: boolean;
  /** message after success; 删除成功 by default */
  successText?: string;
}

export function ConfirmDelete({ onConfirm, title, children, disabled, successText = '删除成功' }: ConfirmDeleteProps) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
      message.success(successText);
    } catch (err) {
      message.error(err instanceof Error && err.message ? err.message : '删除失败');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Popconfirm
      title={title ?? DELETE_CONFIRM_TEXT}
      okText="确定"
      cancelText="取消"
      okButtonProps={{ loading: busy, danger: true }}
      disabled={disabled}
      onConfirm={confirm}
    >
      {children ?? (
        <Button type="link" size="small" danger disabled={disabled}>
          删除
        </Button>
      )}
    </Popconfirm>
  );
}
