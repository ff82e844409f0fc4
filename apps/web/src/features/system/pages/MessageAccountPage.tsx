import { PlusOutlined } from '@ant-design/icons';
import { type SmsAccountItem, SmsAccountPerm, smsSignNameSchema } from '@cppcc/contracts';
import { useQuery } from '@tanstack/react-query';
import type { TableColumnsType } from 'antd';
import { Alert, App, Button, Card, Checkbox, Form, Input, Select, Switch, Tag } from 'antd';
import { useState } from 'react';
import { Authority } from '@/app/auth/Authority';
import { ConfirmDelete } from '@/components/ConfirmDelete';
import { DataTable } from '@/components/DataTable';
import { Ellipsis } from '@/components/Ellipsis';
import { FormItem } from '@/components/FormItem';
import { FormModal } from '@/components/FormModal';
import { formatDateTime } from '@/components/format';
import { RowActions } from '@/components/RowActions';
import { SearchBar } from '@/components/SearchBar';
import { useSystemMutation } from '../api';
import { StatusSwitch } from '../components/StatusSwitch';
import { configApi, configKeys } from '../configApi';
import { zodRule } from '../zodRule';

interface Filters {
  keyword?: string;
  enabled?: boolean;
}
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

const statusOptions = [
  { value: true, label: '启用' },
  { value: false, label: '停用' },
];
const URL_RULE = { pattern: /^https?:\/\/[^\s/?#]+(?:[/?#]\S*)?$/i, message: '网关地址必须是 http:// 或 https:// 开头的网址' };

function AccountFormModal(props: {
  state: { item?: SmsAccountItem } | null;
  onClose: () => void;
  onSubmit: (v: FormValues) => Promise<unknown>;
}) {
  const item = props.state?.item;
  return (
    <FormModal<FormValues>
      open={!!props.state}
      title={item ? '编辑消息账号' : '新增消息账号'}
      initialValues={item ? { ...item, secret: '' } : { enabled: false }}
      onClose={props.onClose}
      onSubmit={props.onSubmit}
      width={640}
    >
      <FormItem label="账号名称" name="name" required rules={[{ max: 50, message: '账号名称不能超过50个字' }]}>
        <Input maxLength={50} placeholder="如 政务短信平台" />
      </FormItem>
      <FormItem label="网关地址" name="gatewayUrl" required rules={[URL_RULE, { max: 300, message: '网关地址不能超过300个字符' }]}>
        <Input maxLength={300} placeholder="https://" />
      </FormItem>
      <FormItem label="接入账号" name="appId" rules={[{ max: 100, message: '接入账号不能超过100个字符' }]}>
        <Input maxLength={100} placeholder="网关分配的账号 / AppKey" />
      </FormItem>
      <FormItem
        label="密钥"
        name="secret"
        rules={[{ max: 200, message: '密钥不能超过200个字符' }]}
        extra={item?.hasSecret ? '已保存密钥，留空则不修改' : '网关分配的令牌或密钥，保存后不再显示'}
      >
        <Input.Password maxLength={200} autoComplete="new-password" placeholder={item?.hasSecret ? '留空则不修改' : '请输入密钥'} />
      </FormItem>
      {item?.hasSecret ? (
        <FormItem label=" " colon={false} name="clearSecret" valuePropName="checked">
          <Checkbox>清除已保存的密钥</Checkbox>
        </FormItem>
      ) : null}
      <FormItem label="短信签名" name="signName" required rules={[zodRule(smsSignNameSchema)]} extra="显示在短信开头，如【市政协】">
        <Input maxLength={22} prefix="【" suffix="】" placeholder="市政协" />
      </FormItem>
      {item ? null : (
        <FormItem label="启用" name="enabled" valuePropName="checked" extra="同时只能启用一个账号，启用后其他账号自动停用">
          <Switch checkedChildren="启用" unCheckedChildren="停用" />
        </FormItem>
      )}
      <FormItem label="备注" name="remark" rules={[{ max: 200, message: '备注不能超过200个字' }]}>
        <Input.TextArea rows={2} maxLength={200} placeholder="请输入备注" />
      </FormItem>
    </FormModal>
  );
}

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

/** 系统管理 → 消息账号 (seed 001 §2.15 /system/msgAccount): SMS gateway accounts and signatures. */
export default function MessageAccountPage() {
  const [filters, setFilters] = useState<Filters>({});
  const [editing, setEditing] = useState<{ item?: SmsAccountItem } | null>(null);
  const [testing, setTesting] = useState<SmsAccountItem | null>(null);
  const lists = [configKeys.smsAccounts, configKeys.smsChannel];
  const channel = useQuery({ queryKey: configKeys.smsChannel, queryFn: configApi.smsChannel });
  const add = useSystemMutation(configApi.smsAccountAdd, lists);
  const update = useSystemMutation(configApi.smsAccountUpdate, lists);
  const remove = useSystemMutation(configApi.smsAccountDelete, lists);
  const enable = useSystemMutation(configApi.smsAccountEnable, lists);

  const columns: TableColumnsType<SmsAccountItem> = [
    { title: '账号名称', dataIndex: 'name', key: 'name', width: 180, render: (v: string) => <Ellipsis text={v} /> },
    { title: '网关地址', dataIndex: 'gatewayUrl', key: 'gatewayUrl', render: (v: string) => <Ellipsis text={v} /> },
    { title: '接入账号', dataIndex: 'appId', key: 'appId', width: 130, render: (v: string | null) => v || '--' },
    { title: '短信签名', dataIndex: 'signName', key: 'signName', width: 130, render: (v: string) => `【${v}】` },
    {
      title: '密钥',
      dataIndex: 'hasSecret',
      key: 'hasSecret',
      width: 90,
      render: (v: boolean) => <Tag color={v ? 'green' : 'default'}>{v ? '已设置' : '未设置'}</Tag>,
    },
    {
      title: '状态',
      dataIndex: 'enabled',
      key: 'enabled',
      width: 100,
      render: (v: boolean, r) => (
        <StatusSwitch
          enabled={v}
          perm={SmsAccountPerm.edit}
          label={`${r.name}启用状态`}
          onChange={(enabled) => enable.mutateAsync({ id: r.id, enabled })}
        />
      ),
    },
    { title: '更新时间', dataIndex: 'updatedAt', key: 'updatedAt', width: 170, render: (v: string) => formatDateTime(v) },
    {
      title: '操作',
      key: 'actions',
      width: 190,
      render: (_: unknown, r) => (
        <RowActions
          actions={[
            {
              key: 'edit',
              perm: SmsAccountPerm.edit,
              node: (
                <Button type="link" size="small" onClick={() => setEditing({ item: r })}>
                  编辑
                </Button>
              ),
            },
            {
              key: 'test',
              perm: SmsAccountPerm.test,
              node: (
                <Button type="link" size="small" onClick={() => setTesting(r)}>
                  发送测试
                </Button>
              ),
            },
            {
              key: 'delete',
              perm: SmsAccountPerm.delete,
              visible: !r.enabled,
              node: <ConfirmDelete onConfirm={() => remove.mutateAsync([r.id])} />,
            },
          ]}
        />
      ),
    },
  ];

  const info = channel.data;
  return (
    <Card variant="borderless">
      {info ? (
        <Alert
          showIcon
          style={{ marginBottom: 16 }}
          type={info.provider === 'http' && !info.enabledAccount ? 'warning' : 'info'}
          title={
            info.provider === 'outbox'
              ? '当前部署的短信通道为“发件箱”：短信只记录在短信发件箱，不经网关发出；部署时设置 SMS_PROVIDER=http 后，通过下方已启用的账号发送。'
              : info.enabledAccount
                ? `短信通过已启用的账号「${info.enabledAccount}」发送。`
                : '未启用任何账号，短信将通过部署配置的网关（SMS_HTTP_URL）发送。'
          }
        />
      ) : null}
      <SearchBar
        placeholder="名称 / 签名 / 网关地址"
        onSearch={(v) => setFilters({ keyword: v.keyword, enabled: v.enabled as boolean | undefined })}
        filters={
          <Form.Item name="enabled">
            <Select allowClear placeholder="状态" aria-label="状态" style={{ width: 100 }} options={statusOptions} />
          </Form.Item>
        }
      />
      <DataTable<SmsAccountItem, Filters>
        queryKey={configKeys.smsAccounts}
        fetch={configApi.smsAccountPage}
        filters={filters}
        rowKey="id"
        columns={columns}
        scrollX={1100}
        toolbar={
          <Authority perm={SmsAccountPerm.add}>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
              新增
            </Button>
          </Authority>
        }
      />
      <AccountFormModal
        state={editing}
        onClose={() => setEditing(null)}
        onSubmit={(v) => {
          const { enabled, clearSecret, ...rest } = v;
          return editing?.item
            ? update.mutateAsync({ ...rest, id: editing.item.id, clearSecret: !!clearSecret })
            : add.mutateAsync({ ...rest, enabled: !!enabled });
        }}
      />
      <TestSendModal account={testing} onClose={() => setTesting(null)} />
    </Card>
  );
}
