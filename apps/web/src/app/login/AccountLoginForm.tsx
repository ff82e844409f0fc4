import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { AuthApi, type LoginResult } from '@cppcc/contracts';
import { Button, Input } from 'antd';
import { type ChangeEvent, type FormEvent, useId, useState } from 'react';
import { api } from '../api/client';
import { completeLogin, encryptPassword } from '../auth/session';

type Field = 'username' | 'password';
const REQUIRED: Record<Field, string> = { username: '请输入用户名', password: '请输入密码' };

/**
 * 账号登录: the password leaves the browser only as SM2 cipher text. Two fields checked by hand
 * rather than with antd's Form, which would add about 11 KB gzipped to the first screen
 * (issue 19's budget for /login); the other ways of signing in load later and use Form.
 */
export function AccountLoginForm({ redirect }: { redirect: string | null }) {
  const [values, setValues] = useState<Record<Field, string>>({ username: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);
  const id = useId();
  const missing = (field: Field, value: string) => (value.trim() ? undefined : REQUIRED[field]);
  const change = (field: Field, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    // once shown, a message follows what is typed, as a form field's would
    if (errors[field] !== undefined) setErrors((e) => ({ ...e, [field]: missing(field, value) }));
  };
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const found = { username: missing('username', values.username), password: values.password ? undefined : REQUIRED.password };
    setErrors(found);
    if (found.username || found.password) return;
    setBusy(true);
    try {
      const cipher = await encryptPassword(values.password);
      const result = await api.post<LoginResult>(AuthApi.login, { username: values.username.trim(), password: cipher }, { detached: true });
      await completeLogin(result, redirect);
    } catch {
      // the client has shown the reason
    } finally {
      setBusy(false);
    }
  };
  // what both inputs share: their value, their message and the link between them
  const bind = (field: Field) => ({
    value: values[field],
    onChange: (e: ChangeEvent<HTMLInputElement>) => change(field, e.target.value),
    status: errors[field] ? ('error' as const) : undefined,
    'aria-invalid': !!errors[field],
    'aria-describedby': `${id}-${field}`,
  });
  const explain = (field: Field) => (
    <div id={`${id}-${field}`} className="login-field-error" role={errors[field] ? 'alert' : undefined}>
      {errors[field]}
    </div>
  );
  return (
    <form name="account-login" onSubmit={onSubmit} autoComplete="off" noValidate>
      <Input size="large" prefix={<UserOutlined />} placeholder="用户名" maxLength={64} autoComplete="username" {...bind('username')} />
      {explain('username')}
      <Input.Password
        size="large"
        prefix={<LockOutlined />}
        placeholder="密码"
        maxLength={32}
        autoComplete="current-password"
        {...bind('password')}
      />
      {explain('password')}
      <Button type="primary" htmlType="submit" size="large" block loading={busy}>
        登录
      </Button>
    </form>
  );
}
