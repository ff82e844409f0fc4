import { LockOutlined, UserOutlined } from '@ant-design/icons';
import type { LoginResult } from '@cppcc/contracts';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { api } from '../api/client';
import { completeLogin, encryptPassword } from '../auth/session';

interface Values {
  username: string;
  password: string;
}

/** 账号登录: the password leaves the browser only as SM2 cipher text. */
export function AccountLoginForm({ redirect }: { redirect: string | null }) {
  const [busy, setBusy] = useState(false);
  const onFinish = async ({ username, password }: Values) => {
    setBusy(true);
    try {
      const cipher = await encryptPassword(password);
      const result = await api.post<LoginResult>('/sso/login', { username: username.trim(), password: cipher }, { detached: true });
      await completeLogin(result, redirect);
    } catch {
      // the client has shown the reason
    } finally {
      setBusy(false);
    }
  };
  return (
    <Form<Values> name="account-login" size="large" onFinish={onFinish} autoComplete="off">
      <Form.Item name="username" rules={[{ required: true, whitespace: true, message: '请输入用户名' }]}>
        <Input prefix={<UserOutlined />} placeholder="用户名" maxLength={64} autoComplete="username" />
      </Form.Item>
      <Form.Item name="password" rules={[{ required: true, message: '请输入密码' }]}>
        <Input.Password prefix={<LockOutlined />} placeholder="密码" maxLength={32} autoComplete="current-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={busy}>
        登录
      </Button>
    </Form>
  );
}
