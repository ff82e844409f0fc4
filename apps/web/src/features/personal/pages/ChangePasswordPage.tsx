import { PASSWORD_ADVICE_TEXT, PASSWORD_RULE_TEXT, passwordStrong, ShellPage } from '@cppcc/contracts';
import { Alert, Button, Card, Form, Input } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { passwordEncrypter } from '@/app/auth/session';
import { notify } from '@/app/feedback';
import { useAppStore } from '@/app/store';
import { updatePassword } from '../api';

interface Values {
  oldPassword: string;
  newPassword: string;
  confirm: string;
}

/** 修改密码; a first sign-in or an expired password lands here and cannot leave before the change. */
export default function ChangePasswordPage() {
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const forced = useAppStore((s) => s.isUpdatePwd);
  const navigate = useNavigate();

  const onFinish = async (v: Values) => {
    setBusy(true);
    try {
      const encrypt = await passwordEncrypter();
      await updatePassword(encrypt(v.oldPassword), encrypt(v.newPassword));
      notify.success('密码修改成功');
      form.resetFields();
      const s = useAppStore.getState();
      if (s.isUpdatePwd) {
        s.setUpdatePwd(false);
        navigate(s.firstPath || ShellPage.homeOf(s.user?.homeType ?? 'office'), { replace: true });
      }
    } catch {
      // shown by the client
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card title="修改密码">
      <div style={{ maxWidth: 520 }}>
        {forced && (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 20 }}
            title="为了您的账号安全，首次登录或密码过期时须先修改密码，修改完成后方可使用系统。"
          />
        )}
        <Form<Values> form={form} layout="vertical" onFinish={onFinish} autoComplete="off">
          <Form.Item name="oldPassword" label="原密码" rules={[{ required: true, message: '请输入原密码' }]}>
            <Input.Password maxLength={32} autoComplete="current-password" />
          </Form.Item>
          <Form.Item
            name="newPassword"
            label="新密码"
            extra={`${PASSWORD_RULE_TEXT}；${PASSWORD_ADVICE_TEXT}`}
            dependencies={['oldPassword']}
            rules={[
              { required: true, message: '请输入新密码' },
              {
                validator: (_, value: string) =>
                  !value || passwordStrong(value) ? Promise.resolve() : Promise.reject(new Error(PASSWORD_RULE_TEXT)),
              },
              ({ getFieldValue }) => ({
                validator: (_, value: string) =>
                  !value || value !== getFieldValue('oldPassword')
                    ? Promise.resolve()
                    : Promise.reject(new Error('新密码不能与原密码相同')),
              }),
            ]}
          >
            <Input.Password maxLength={32} autoComplete="new-password" />
          </Form.Item>
          <Form.Item
            name="confirm"
            label="确认新密码"
            dependencies={['newPassword']}
            rules={[
              { required: true, message: '请再次输入新密码' },
              ({ getFieldValue }) => ({
                validator: (_, value: string) =>
                  !value || value === getFieldValue('newPassword') ? Promise.resolve() : Promise.reject(new Error('两次输入的密码不一致')),
              }),
            ]}
          >
            <Input.Password maxLength={32} autoComplete="new-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={busy}>
            确认修改
          </Button>
        </Form>
      </div>
    </Card>
  );
}
