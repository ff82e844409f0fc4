import { PlusOutlined } from '@ant-design/icons';
import {
  MSG_TEMPLATE_CONTENT_MAX,
  MSG_TEMPLATE_SMS_MAX,
  type MsgTemplateChannel,
  type MsgTemplateItem,
  MsgTemplatePerm,
  msgTemplateChannelLabel,
  msgTemplateChannels,
  msgTemplateCodeSchema,
  parsePlaceholders,
} from '@cppcc/contracts';
import type { FormRule, TableColumnsType } from 'antd';
import { Button, Card, Form, Input, Radio, Select, Space, Switch, Tag, Typography } from 'antd';
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
  channel?: MsgTemplateChannel;
  enabled?: boolean;
}
interface FormValues {
  code: string;
  name: string;
  channel: MsgTemplateChannel;
  title?: string | null;
  content: string;
  enabled?: boolean;
  remark?: string | null;
}

const channelColor: Record<MsgTemplateChannel, string> = { system: 'blue', sms: 'orange' };
const channelOptions = msgTemplateChannels.map((c) => ({ value: c, label: msgTemplateChannelLabel[c] }));
const statusOptions = [
  { value: true, label: '启用' },
  { value: false, label: '停用' },
];

/** ${name} well formed; for a built-in template, only the variables its sender supplies. */
const placeholderRule = (label: string, allowed: string[] | null): FormRule => ({
  validator: async (_r, value: unknown) => {
    if (typeof value !== 'string' || !value) return;
    const { names, error } = parsePlaceholders(value);
    if (error) throw new Error(`${label}：${error}`);
    const unknown = allowed ? names.filter((n) => !allowed.includes(n)) : [];
    // antd fills ${word} in rule messages itself: name the variables without the braces
    if (unknown.length) throw new Error(`变量「${unknown.join('、')}」不可用，可用变量：${allowed?.join('、') || '无'}`);
  },
});

function TemplateFormModal(props: {
  state: { item?: MsgTemplateItem } | null;
  onClose: () => void;
  onSubmit: (v: FormValues) => Promise<unknown>;
}) {
  const item = props.state?.item;
  const [form] = Form.useForm<FormValues>();
  const channel = Form.useWatch('channel', form) ?? item?.channel ?? 'system';
  const builtIn = !!item?.builtIn;
  const allowed = item?.variables ?? null;
  const max = channel === 'sms' ? MSG_TEMPLATE_SMS_MAX : MSG_TEMPLATE_CONTENT_MAX;
  return (
    <FormModal<FormValues>
      open={!!props.state}
      form={form}
      title={item ? '编辑消息模板' : '新增消息模板'}
      initialValues={item ?? { channel: 'system', enabled: true }}
      onClose={props.onClose}
      onSubmit={props.onSubmit}
      width={720}
    >
      <FormItem
        label="模板编码"
        name="code"
        required
        rules={[zodRule(msgTemplateCodeSchema)]}
        extra={builtIn ? '内置模板由系统按编码调用，不能修改编码' : undefined}
      >
        <Input maxLength={64} placeholder="如 meeting.notice" disabled={builtIn} />
      </FormItem>
      <FormItem label="模板名称" name="name" required rules={[{ max: 50, message: '模板名称不能超过50个字' }]}>
        <Input maxLength={50} placeholder="请输入模板名称" />
      </FormItem>
      <FormItem label="消息渠道" name="channel" required>
        <Radio.Group options={channelOptions} disabled={builtIn} />
      </FormItem>
      {channel === 'system' ? (
        <FormItem
          label="消息标题"
          name="title"
          required
          rules={[placeholderRule('消息标题', allowed), { max: 100, message: '消息标题不能超过100个字' }]}
        >
          <Input maxLength={100} placeholder="请输入消息标题，可使用 ${变量名}" />
        </FormItem>
      ) : null}
      <FormItem
        label="模板内容"
        name="content"
        required
        rules={[placeholderRule('模板内容', allowed), { max, message: `模板内容不能超过${max}个字` }]}
        extra={
          allowed ? (
            <Space size={4} wrap>
              可用变量：
              {allowed.map((v) => (
                <Tag key={v}>{`\${${v}}`}</Tag>
              ))}
            </Space>
          ) : (
            '使用 ${变量名} 插入变量，发送时由业务模块填入'
          )
        }
      >
        <Input.TextArea rows={5} maxLength={max} showCount placeholder="请输入模板内容" />
      </FormItem>
      <FormItem label="启用" name="enabled" valuePropName="checked">
        <Switch checkedChildren="启用" unCheckedChildren="停用" />
      </FormItem>
      <FormItem label="备注" name="remark" rules={[{ max: 200, message: '备注不能超过200个字' }]}>
        <Input.TextArea rows={2} maxLength={200} placeholder="请输入备注" />
      </FormItem>
    </FormModal>
  );
}

/** 系统管理 → 消息模板 (seed 001 §2.15 /system/msgTpl). */
export default function MessageTemplatePage() {
  const [filters, setFilters] = useState<Filters>({});
  const [editing, setEditing] = useState<{ item?: MsgTemplateItem } | null>(null);
  const lists = [configKeys.msgTemplates];
  const add = useSystemMutation(configApi.msgTemplateAdd, lists);
  const update = useSystemMutation(configApi.msgTemplateUpdate, lists);
  const remove = useSystemMutation(configApi.msgTemplateDelete, lists);
  const enable = useSystemMutation(configApi.msgTemplateEnable, lists);

  const columns: TableColumnsType<MsgTemplateItem> = [
    { title: '模板编码', dataIndex: 'code', key: 'code', width: 190, sorter: true },
    {
      title: '模板名称',
      dataIndex: 'name',
      key: 'name',
      width: 200,
      render: (v: string, r) => (
        <Space size={4}>
          <Ellipsis text={v} />
          {r.builtIn ? <Tag>内置</Tag> : null}
        </Space>
      ),
    },
    {
      title: '消息渠道',
      dataIndex: 'channel',
      key: 'channel',
      width: 100,
      render: (v: MsgTemplateChannel) => <Tag color={channelColor[v]}>{msgTemplateChannelLabel[v]}</Tag>,
    },
    {
      title: '模板内容',
      dataIndex: 'content',
      key: 'content',
      render: (v: string, r) => <Ellipsis text={r.title ? `【${r.title}】${v}` : v} />,
    },
    {
      title: '变量',
      dataIndex: 'placeholders',
      key: 'placeholders',
      width: 200,
      render: (v: string[]) => (v.length ? <Typography.Text type="secondary">{v.join('、')}</Typography.Text> : '--'),
    },
    {
      title: '状态',
      dataIndex: 'enabled',
      key: 'enabled',
      width: 100,
      render: (v: boolean, r) => (
        <StatusSwitch
          enabled={v}
          perm={MsgTemplatePerm.edit}
          label={`${r.name}启用状态`}
          onChange={(enabled) => enable.mutateAsync({ id: r.id, enabled })}
        />
      ),
    },
    { title: '更新时间', dataIndex: 'updatedAt', key: 'updatedAt', width: 170, sorter: true, render: (v: string) => formatDateTime(v) },
    {
      title: '操作',
      key: 'actions',
      width: 120,
      render: (_: unknown, r) => (
        <RowActions
          actions={[
            {
              key: 'edit',
              perm: MsgTemplatePerm.edit,
              node: (
                <Button type="link" size="small" onClick={() => setEditing({ item: r })}>
                  编辑
                </Button>
              ),
            },
            {
              key: 'delete',
              perm: MsgTemplatePerm.delete,
              visible: !r.builtIn,
              node: <ConfirmDelete onConfirm={() => remove.mutateAsync([r.id])} />,
            },
          ]}
        />
      ),
    },
  ];

  return (
    <Card variant="borderless">
      <SearchBar
        placeholder="编码 / 名称 / 内容"
        onSearch={(v) =>
          setFilters({
            keyword: v.keyword,
            channel: v.channel as MsgTemplateChannel | undefined,
            enabled: v.enabled as boolean | undefined,
          })
        }
        filters={
          <>
            <Form.Item name="channel">
              <Select allowClear placeholder="消息渠道" aria-label="消息渠道" style={{ width: 120 }} options={channelOptions} />
            </Form.Item>
            <Form.Item name="enabled">
              <Select allowClear placeholder="状态" aria-label="状态" style={{ width: 100 }} options={statusOptions} />
            </Form.Item>
          </>
        }
      />
      <DataTable<MsgTemplateItem, Filters>
        queryKey={configKeys.msgTemplates}
        fetch={configApi.msgTemplatePage}
        filters={filters}
        rowKey="id"
        columns={columns}
        scrollX={1200}
        toolbar={
          <Authority perm={MsgTemplatePerm.add}>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
              新增
            </Button>
          </Authority>
        }
      />
      <TemplateFormModal
        state={editing}
        onClose={() => setEditing(null)}
        onSubmit={(v) => {
          const body = { ...v, title: v.channel === 'sms' ? null : v.title };
          return editing?.item ? update.mutateAsync({ ...body, id: editing.item.id }) : add.mutateAsync(body);
        }}
      />
    </Card>
  );
}
