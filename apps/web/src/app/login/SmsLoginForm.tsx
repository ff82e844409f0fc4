import { MobileOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { AuthApi, type LoginResult } from '@cppcc/contracts';
import { Button, Form, Input, Space } from 'antd';
import { useEffect, useState } from 'react';
import { api } from '../api/client';
import { completeLogin } from '../auth/session';
import { notify } from '../feedback';

const MOBILE = /^1[3-9]\d{9}$/;
const COUNTDOWN = 60;

interface Values {
  mobile: string;
  code: string;
}

/** 短信登录: a six-digit code sent to the mobile number, one request per minute. */
export function SmsLoginForm({ redirect }: { redirect: string | null }) {
  const [form] = Form.useForm<Values>();
  const [left, setLeft] = useState(0);
  const [sending, setSending] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (left <= 0) return;
    const t = setTimeout(() => setLeft(left - 1), 1000);
    return () => clearTimeout(t);
  }, [left]);

  const send = async () => {
    const { mobile } = await form.validateFields(['mobile']).catch(() => ({ mobile: '' }));
    if (!mobile) return;
    setSending(true);
    try {
      const r = await api.post<{ interval?: number }>(
        `${AuthApi.smsCodeSend}?mobile=${encodeURIComponent(mobile)}&scene=login`,
        undefined,
        {
          detached: true,
        },
      );
      notify.success('验证码已发送，请注意查收');
      setLeft(r?.interval && r.interval > 0 ? r.interval : COUNTDOWN);
    } catch {
      // shown by the client
    } finally {
      setSending(false);
    }
  };

  const onFinish = async (v: Values) => {
    setBusy(true);
    try {
      const result = await api.post<LoginResult>(AuthApi.smsLogin, { mobile: v.mobile, code: v.code }, { detached: true });
      await completeLogin(result, redirect);
    } catch {
      // shown by the client
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form<Values> form={form} name="sms-login" size="large" onFinish={onFinish} autoComplete="off">
      <Form.Item
        name="mobile"
        rules={[
          { required: true, message: '请输入手机号码' },
          { pattern: MOBILE, message: '请输入正确的手机号码' },
        ]}
      >
        <Input prefix={<MobileOutlined />} placeholder="手机号码" maxLength={11} />
      </Form.Item>
      <Form.Item>
        <Space.Compact style={{ width: '100%' }}>
          <Form.Item
            name="code"
            noStyle
            rules={[
              { required: true, message: '请输入验证码' },
              { pattern: /^\d{6}$/, message: '请输入6位验证码' },
            ]}
          >
            <Input prefix={<SafetyCertificateOutlined />} placeholder="验证码" maxLength={6} />
          </Form.Item>
          <Button onClick={send} disabled={left > 0} loading={sending} style={{ width: 132 }}>
            {left > 0 ? `${left}秒后重新获取` : '获取验证码'}
          </Button>
        </Space.Compact>
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={busy}>
        登录
      </Button>
    </Form>
  );
}
