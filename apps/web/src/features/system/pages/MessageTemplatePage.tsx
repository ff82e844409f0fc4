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
import type { FormRule } from 'antd';
import { Input, Radio, Space, Tag, Typography } from 'antd';
import {
  type CrudConfig,
  type CrudFieldContext,
  CrudPage,
  enabledOptions,
  maxRule,
  remarkField,
  selectFilter,
  switchField,
  textField,
} from '@/components/crud';
import { Ellipsis } from '@/components/Ellipsis';
import { configApi, configKeys } from '../configApi';
import { zodRule } from '../zodRule';

type Filters = {
  keyword?: string;
  channel?: MsgTemplateChannel;
  enabled?: boolean;
};
interface FormValues {
  code: string;
  name: string;
  channel: MsgTemplateChannel;
  title?: string | null;
  content: string;
  enabled?: boolean;
  remark?: string | null;
}
type Ctx = CrudFieldContext<MsgTemplateItem>;

const channelColor: Record<MsgTemplateChannel, string> = { system: 'blue', sms: 'orange' };
const channelOptions = msgTemplateChannels.map((c) => ({ value: c, label: msgTemplateChannelLabel[c] }));

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
const builtIn = ({ item }: Ctx) => !!item?.builtIn;
const allowedOf = ({ item }: Ctx) => item?.variables ?? null;
const channelOf = ({ values, item }: Ctx) => (values.channel as MsgTemplateChannel | undefined) ?? item?.channel ?? 'system';
const contentMax = (ctx: Ctx) => (channelOf(ctx) === 'sms' ? MSG_TEMPLATE_SMS_MAX : MSG_TEMPLATE_CONTENT_MAX);
/** an SMS has no title */
const withTitle = <V extends FormValues>(v: V): V => ({ ...v, title: v.channel === 'sms' ? null : v.title });

export const messageTemplateConfig: CrudConfig<MsgTemplateItem, Filters, FormValues> = {
  label: '消息模板',
  queryKey: configKeys.msgTemplates,
  source: { kind: 'page', fetch: configApi.msgTemplatePage },
  api: {
    add: (v) => configApi.msgTemplateAdd(withTitle(v)),
    update: (v) => configApi.msgTemplateUpdate(withTitle(v)),
    remove: configApi.msgTemplateDelete,
  },
  perms: { add: MsgTemplatePerm.add, edit: MsgTemplatePerm.edit, remove: MsgTemplatePerm.delete },
  search: {
    placeholder: '编码 / 名称 / 内容',
    filters: [selectFilter('channel', '消息渠道', channelOptions, 120), selectFilter('enabled', '状态', enabledOptions, 100)],
  },
  columns: [
    { key: 'code', title: '模板编码', kind: 'code', width: 160, sorter: true },
    {
      key: 'name',
      title: '模板名称',
      kind: 'name',
      render: (r) => (
        <Space size={4}>
          <Ellipsis text={r.name} />
          {r.builtIn ? <Tag>内置</Tag> : null}
        </Space>
      ),
    },
    {
      key: 'channel',
      title: '消息渠道',
      kind: 'tag',
      render: (r) => <Tag color={channelColor[r.channel]}>{msgTemplateChannelLabel[r.channel]}</Tag>,
    },
    { key: 'content', title: '模板内容', kind: 'text', text: (r) => (r.title ? `【${r.title}】${r.content}` : r.content) },
    {
      key: 'placeholders',
      title: '变量',
      kind: 'text',
      render: (r) => (r.placeholders.length ? <Typography.Text type="secondary">{r.placeholders.join('、')}</Typography.Text> : '--'),
    },
    {
      key: 'enabled',
      title: '状态',
      kind: 'status',
      status: {
        perm: MsgTemplatePerm.edit,
        toggle: (r, enabled) => configApi.msgTemplateEnable({ id: r.id, enabled }),
        label: (r) => `${r.name}启用状态`,
      },
    },
    { key: 'updatedAt', title: '更新时间', kind: 'datetime', sorter: true },
  ],
  deletable: (r) => !r.builtIn,
  form: {
    width: 720,
    fields: [
      textField('code', '模板编码', 64, {
        required: true,
        noMaxRule: true,
        placeholder: '如 meeting.notice',
        rules: [zodRule(msgTemplateCodeSchema)],
        disabled: builtIn,
        extra: (ctx) => (builtIn(ctx) ? '内置模板由系统按编码调用，不能修改编码' : undefined),
      }),
      textField('name', '模板名称', 50, { required: true, placeholder: '请输入模板名称' }),
      {
        name: 'channel',
        label: '消息渠道',
        required: true,
        input: (ctx) => <Radio.Group options={channelOptions} disabled={builtIn(ctx)} />,
      },
      {
        name: 'title',
        label: '消息标题',
        required: true,
        when: (ctx) => channelOf(ctx) === 'system',
        rules: (ctx) => [placeholderRule('消息标题', allowedOf(ctx)), maxRule('消息标题', 100)],
        input: <Input maxLength={100} placeholder="请输入消息标题，可使用 ${变量名}" />,
      },
      {
        name: 'content',
        label: '模板内容',
        required: true,
        rules: (ctx) => [placeholderRule('模板内容', allowedOf(ctx)), maxRule('模板内容', contentMax(ctx))],
        extra: (ctx) => {
          const allowed = allowedOf(ctx);
          return allowed ? (
            <Space size={4} wrap>
              可用变量：
              {allowed.map((v) => (
                <Tag key={v}>{`\${${v}}`}</Tag>
              ))}
            </Space>
          ) : (
            '使用 ${变量名} 插入变量，发送时由业务模块填入'
          );
        },
        input: (ctx) => <Input.TextArea rows={5} maxLength={contentMax(ctx)} showCount placeholder="请输入模板内容" />,
      },
      switchField(),
      remarkField({ rows: 2, placeholder: '请输入备注' }),
    ],
    defaults: { channel: 'system', enabled: true },
  },
};

/** 系统管理 → 消息模板 (seed 001 §2.15 /system/msgTpl). */
export default function MessageTemplatePage() {
  return <CrudPage config={messageTemplateConfig} />;
}
