import { type SmsAccountItem, SmsAccountPerm, smsSignNameSchema } from '@cppcc/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Checkbox, Input, Tag } from 'antd';
import {
  type CrudConfig,
  type CrudFieldContext,
  CrudPage,
  enabledOptions,
  remarkField,
  selectFilter,
  switchField,
  textField,
} from '@/components/crud';
import { FormItem } from '@/components/FormItem';
import { FormModal } from '@/components/FormModal';
import { configApi, configKeys } from '../configApi';
import { zodRule } from '../zodRule';

type Filters = {
  keyword?: string;
  enabled?: boolean;
};
interface FormValues {
  name: string;
  gatewayUrl: string;
  appId?: string | null;
  secret?: string | null;
  clearSecret?: boolean;
  signName: string;
  enabled?: boolean;
  remark?: string | null;
}

const URL_RULE = { pattern: /^https?:\/\/[^\s/?#]+(?:[/?#]\S*)?$/i, message: '网关地址必须是 http:// 或 https:// 开头的网址' };
const hasSecret = ({ item }: CrudFieldContext<SmsAccountItem>) => !!item?.hasSecret;

function TestSendModal(props: { account: SmsAccountItem | null; onClose: () => void }) {
  const { message } = App.useApp();
  return (
    <FormModal<{ mobile: string }>
      open={!!props.account}
      title={`发送测试短信：${props.account?.name ?? ''}`}
      okText="发送"
      successText={null}
      onClose={props.onClose}
      onSubmit={async (v) => {
        const r = await configApi.smsAccountTest({ id: props.account?.id ?? '', mobile: v.mobile });
        if (r.status === 'failed') {
          message.error(`发送失败：${r.error ?? '未知原因'}`);
          throw new Error(r.error ?? '发送失败');
        }
        message.success('测试短信已发送');
      }}
      width={480}
    >
      <FormItem label="手机号码" name="mobile" required rules={[{ pattern: /^1[3-9]\d{9}$/, message: '手机号码格式不正确' }]}>
        <Input maxLength={11} placeholder="接收测试短信的手机号码" />
      </FormItem>
    </FormModal>
  );
}

/** How SMS leave this deployment: the outbox, the enabled account, or the configured gateway. */
function ChannelAlert() {
  const channel = useQuery({ queryKey: configKeys.smsChannel, queryFn: configApi.smsChannel });
  const info = channel.data;
  if (!info) return null;
  return (
    <Alert
      showIcon
      style={{ marginBottom: 16 }}
      type={info.provider === 'http' && !info.enabledAccount ? 'warning' : 'info'}
      title={
        info.provider === 'outbox'
          ? '当前部署的短信通道为“发件箱”：短信只记录在短信发件箱，不会真正发出。如需发送短信，请联系运维人员将部署的短信通道改为“短信网关”，之后通过下方已启用的账号发送。'
          : info.enabledAccount
            ? `短信通过已启用的账号「${info.enabledAccount}」发送。`
            : '未启用任何账号，短信将通过运维人员在部署时配置的默认短信网关发送。'
      }
    />
  );
}

export const messageAccountConfig: CrudConfig<SmsAccountItem, Filters, FormValues> = {
  label: '消息账号',
  queryKey: configKeys.smsAccounts,
  alsoInvalidate: [configKeys.smsChannel],
  source: { kind: 'page', fetch: configApi.smsAccountPage },
  api: {
    add: ({ enabled, clearSecret: _clear, ...rest }) => configApi.smsAccountAdd({ ...rest, enabled: !!enabled }),
    update: ({ enabled: _enabled, clearSecret, ...rest }) => configApi.smsAccountUpdate({ ...rest, clearSecret: !!clearSecret }),
    remove: configApi.smsAccountDelete,
  },
  perms: { add: SmsAccountPerm.add, edit: SmsAccountPerm.edit, remove: SmsAccountPerm.delete },
  header: <ChannelAlert />,
  search: { placeholder: '名称 / 签名 / 网关地址', filters: [selectFilter('enabled', '状态', enabledOptions, 100)] },
  columns: [
    { key: 'name', title: '账号名称', kind: 'name' },
    { key: 'gatewayUrl', title: '网关地址', kind: 'text' },
    { key: 'appId', title: '接入账号', kind: 'short' },
    { key: 'signName', title: '短信签名', kind: 'short', text: (r) => `【${r.signName}】` },
    {
      key: 'hasSecret',
      title: '密钥',
      kind: 'tag',
      width: 90,
      render: (r) => <Tag color={r.hasSecret ? 'green' : 'default'}>{r.hasSecret ? '已设置' : '未设置'}</Tag>,
    },
    {
      key: 'enabled',
      title: '状态',
      kind: 'status',
      status: {
        perm: SmsAccountPerm.edit,
        toggle: (r, enabled) => configApi.smsAccountEnable({ id: r.id, enabled }),
        label: (r) => `${r.name}启用状态`,
      },
    },
    { key: 'updatedAt', title: '更新时间', kind: 'datetime' },
  ],
  actions: [
    'edit',
    {
      key: 'test',
      label: '发送测试',
      perm: SmsAccountPerm.test,
      dialog: ({ row, onClose }) => <TestSendModal account={row} onClose={onClose} />,
    },
    'delete',
  ],
  // the enabled account sends: it cannot go
  deletable: (r) => !r.enabled,
  form: {
    fields: [
      textField('name', '账号名称', 50, { required: true, placeholder: '如 政务短信平台' }),
      textField('gatewayUrl', '网关地址', 300, { required: true, unit: '字符', placeholder: 'https://', rules: [URL_RULE] }),
      textField('appId', '接入账号', 100, { unit: '字符', placeholder: '网关分配的账号 / AppKey' }),
      {
        name: 'secret',
        label: '密钥',
        rules: [{ max: 200, message: '密钥不能超过200个字符' }],
        extra: (ctx) => (hasSecret(ctx) ? '已保存密钥，留空则不修改' : '网关分配的令牌或密钥，保存后不再显示'),
        input: (ctx) => (
          <Input.Password maxLength={200} autoComplete="new-password" placeholder={hasSecret(ctx) ? '留空则不修改' : '请输入密钥'} />
        ),
      },
      {
        name: 'clearSecret',
        label: ' ',
        colon: false,
        valuePropName: 'checked',
        when: hasSecret,
        input: <Checkbox>清除已保存的密钥</Checkbox>,
      },
      {
        name: 'signName',
        label: '短信签名',
        required: true,
        rules: [zodRule(smsSignNameSchema)],
        extra: '显示在短信开头，如【市政协】',
        input: <Input maxLength={22} prefix="【" suffix="】" placeholder="市政协" />,
      },
      switchField('enabled', '启用', { extra: '同时只能启用一个账号，启用后其他账号自动停用', when: ({ item }) => !item }),
      remarkField({ rows: 2, placeholder: '请输入备注' }),
    ],
    toForm: (item) => ({ ...item, secret: '' }),
    defaults: { enabled: false },
  },
};

/** 系统管理 → 消息账号 (seed 001 §2.15 /system/msgAccount): SMS gateway accounts and signatures. */
export default function MessageAccountPage() {
  return <CrudPage config={messageAccountConfig} />;
}
