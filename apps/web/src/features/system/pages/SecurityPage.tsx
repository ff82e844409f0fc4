import { type SecuritySettings, SystemPerm, securitySettingKeys, securitySettingLabel, securitySettings } from '@cppcc/contracts';
import { App, Button, Card, Form, InputNumber, Skeleton } from 'antd';
import { useEffect } from 'react';
import { Authority, useAuthority } from '@/app/auth/Authority';
import { FormItem } from '@/components/FormItem';
import { systemApi, systemKeys, useSecuritySettings, useSystemMutation } from '../api';
import { zodRule } from '../zodRule';

const hints: Record<keyof SecuritySettings, string> = {
  passwordExpiryDays: '0 表示永不过期；到期后登录须修改密码',
  maxFailures: '在统计时长内连续失败达到该次数即锁定账号',
  failureWindowMinutes: '统计连续登录失败次数的时间窗口',
  lockMinutes: '锁定期满自动解锁，安全管理员也可在用户管理中解锁',
  idleTimeoutMinutes: '无操作超过该时长，会话失效须重新登录',
};

export default function SecurityPage() {
  const { message } = App.useApp();
  const can = useAuthority();
  const [form] = Form.useForm<SecuritySettings>();
  const { data, isLoading } = useSecuritySettings();
  const save = useSystemMutation(systemApi.securityUpdate, [systemKeys.security]);
  const editable = can(SystemPerm.securityEdit);

  useEffect(() => {
    if (data) form.setFieldsValue(data);
  }, [data, form]);

  const submit = async (values: SecuritySettings) => {
    try {
      await save.mutateAsync(values);
      message.success('保存成功');
    } catch {
      // the api client showed the server message
    }
  };

  return (
    <Card variant="borderless" title="安全策略">
      {isLoading ? (
        <Skeleton active />
      ) : (
        <Form<SecuritySettings> form={form} labelCol={{ flex: '220px' }} style={{ maxWidth: 720 }} onFinish={submit} disabled={!editable}>
          {securitySettingKeys.map((key) => (
            <FormItem
              key={key}
              label={securitySettingLabel[key]}
              name={key}
              required
              extra={hints[key]}
              rules={[zodRule(securitySettings.shape[key])]}
            >
              <InputNumber precision={0} min={0} style={{ width: 200 }} />
            </FormItem>
          ))}
          <Form.Item label=" " colon={false}>
            <Authority perm={SystemPerm.securityEdit}>
              <Button type="primary" htmlType="submit" loading={save.isPending}>
                保存
              </Button>
            </Authority>
          </Form.Item>
        </Form>
      )}
    </Card>
  );
}
