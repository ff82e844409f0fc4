import { Alert, Modal, Typography } from 'antd';

export interface PasswordResultModalProps {
  /** the password to show once; null closes the dialog */
  password: string | null;
  title?: string;
  onClose: () => void;
}

/** The generated password is shown this one time only (the server keeps its hash). */
export function PasswordResultModal({ password, title = '新密码', onClose }: PasswordResultModalProps) {
  return (
    <Modal
      open={!!password}
      title={title}
      onCancel={onClose}
      onOk={onClose}
      okText="我已记录"
      cancelButtonProps={{ style: { display: 'none' } }}
      maskClosable={false}
    >
      <Alert
        type="warning"
        showIcon
        title="密码只显示这一次，请复制后妥善转交用户；用户首次登录须修改密码。"
        style={{ marginBottom: 16 }}
      />
      <Typography.Paragraph
        copyable={{ text: password ?? '', tooltips: ['复制', '已复制'] }}
        style={{ fontSize: 20, fontFamily: 'monospace', textAlign: 'center' }}
      >
        {password}
      </Typography.Paragraph>
    </Modal>
  );
}
