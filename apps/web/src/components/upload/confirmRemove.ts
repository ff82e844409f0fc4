import type { useAppProps } from 'antd/es/app/context';

/** spec 000 §2: removing an uploaded file asks first. Answers true when the user confirms. */
export const REMOVE_CONFIRM_TEXT = '确定删除该附件吗？';

export function confirmRemove(modal: useAppProps['modal'], name: string): Promise<boolean> {
  return new Promise((resolve) => {
    modal.confirm({
      title: REMOVE_CONFIRM_TEXT,
      content: name,
      okText: '确定',
      cancelText: '取消',
      okButtonProps: { danger: true },
      onOk: () => resolve(true),
      onCancel: () => resolve(false),
    });
  });
}
