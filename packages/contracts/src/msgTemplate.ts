import { z } from 'zod';
import { pageQuery } from './paging';

/**
 * 消息模板 (系统管理 → /system/msgTpl, seed 001 §2.15): the texts of system
 * messages and SMS that modules send, with ${placeholders} filled at send time.
 */
export const MsgTemplateApi = {
  page: 'msg/template/page',
  detail: 'msg/template/detail', // + /{id}
  add: 'msg/template/add',
  update: 'msg/template/update',
  delete: 'msg/template/delete',
  enable: 'msg/template/enable',
} as const;

export const MsgTemplatePerm = {
  list: 'system:msgTpl:list',
  add: 'system:msgTpl:add',
  edit: 'system:msgTpl:edit',
  delete: 'system:msgTpl:delete',
} as const;

export const msgTemplateChannels = ['system', 'sms'] as const;
export type MsgTemplateChannel = (typeof msgTemplateChannels)[number];
/** spec 001 reply way: 0 system message, 1 SMS */
export const msgTemplateChannelLabel: Record<MsgTemplateChannel, string> = { system: '系统消息', sms: '短信' };
export const MSG_TEMPLATE_SMS_MAX = 500;
export const MSG_TEMPLATE_CONTENT_MAX = 2000;

/** `${name}`: a letter or underscore, then letters, digits or underscores. */
export const PLACEHOLDER_PATTERN = /\$\{([^{}]*)\}/g;
const PLACEHOLDER_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,39}$/;

/** The placeholder names of a text in order of first use, or the reason it is malformed. */
export function parsePlaceholders(text: string): { names: string[]; error?: string } {
  const names: string[] = [];
  for (const m of text.matchAll(PLACEHOLDER_PATTERN)) {
    const name = m[1].trim();
    if (!PLACEHOLDER_NAME.test(name)) return { names, error: `变量名「${m[1]}」不正确，只能是字母、数字或下划线，以字母或下划线开头` };
    if (!names.includes(name)) names.push(name);
  }
  const rest = text.replace(PLACEHOLDER_PATTERN, '');
  if (rest.includes('${')) return { names, error: '存在未闭合的占位符，格式应为 ${变量名}' };
  return { names };
}

const tplId = (label: string) =>
  z
    .string({ error: `${label}不能为空` })
    .trim()
    .min(1, `${label}不能为空`)
    .max(64, `${label}过长`);
const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
const tplBool = z.union([z.boolean(), z.enum(['true', 'false', '1', '0'])]).transform((v) => v === true || v === 'true' || v === '1');

export const msgTemplateCodeSchema = z
  .string({ error: '模板编码不能为空' })
  .trim()
  .regex(/^[A-Za-z][A-Za-z0-9_.-]{1,63}$/, '模板编码只能是2-64位字母、数字或 _ . -，以字母开头');
export const msgTemplateChannelSchema = z.enum(msgTemplateChannels, { error: '消息渠道只能是 system（系统消息）或 sms（短信）' });

export const msgTemplatePageQuery = pageQuery.extend({
  /** code, name or content, partial match */
  keyword: z.preprocess(blank, z.string().trim().max(50, '关键字不能超过50个字').optional()),
  channel: z.preprocess(blank, msgTemplateChannelSchema.optional()),
  enabled: z.preprocess(blank, tplBool.optional()),
});
export type MsgTemplatePageQuery = z.input<typeof msgTemplatePageQuery>;

export const msgTemplateItem = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  channel: msgTemplateChannelSchema,
  title: z.string().nullable(),
  content: z.string(),
  /** placeholders used by the title and content */
  placeholders: z.array(z.string()),
  /** built-in templates: the variables the sending code supplies (null = any) */
  variables: z.array(z.string()).nullable(),
  builtIn: z.boolean(),
  enabled: z.boolean(),
  remark: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MsgTemplateItem = z.infer<typeof msgTemplateItem>;

const placeholderText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label}不能超过${max}个字`)
    .superRefine((s, ctx) => {
      const { error } = parsePlaceholders(s);
      if (error) ctx.addIssue({ code: 'custom', message: `${label}：${error}` });
    });

const msgTemplateFields = {
  name: z.string({ error: '模板名称不能为空' }).trim().min(1, '模板名称不能为空').max(50, '模板名称不能超过50个字'),
  channel: msgTemplateChannelSchema,
  /** system messages only */
  title: placeholderText('消息标题', 100).nullish(),
  content: placeholderText('模板内容', MSG_TEMPLATE_CONTENT_MAX).pipe(z.string().min(1, '模板内容不能为空')),
  remark: z.string().trim().max(200, '备注不能超过200个字').nullish(),
  enabled: z.boolean().optional(),
};
/** rules across fields: a system message needs a title; an SMS is short and has none */
const channelRules = (v: { channel: MsgTemplateChannel; title?: string | null; content: string }, ctx: z.RefinementCtx) => {
  if (v.channel === 'system' && !v.title) ctx.addIssue({ code: 'custom', path: ['title'], message: '系统消息模板的消息标题不能为空' });
  if (v.channel === 'sms' && v.content.length > MSG_TEMPLATE_SMS_MAX)
    ctx.addIssue({ code: 'custom', path: ['content'], message: `短信模板内容不能超过${MSG_TEMPLATE_SMS_MAX}个字` });
};
export const msgTemplateAddBody = z.object({ code: msgTemplateCodeSchema, ...msgTemplateFields }).superRefine(channelRules);
export type MsgTemplateAddBody = z.input<typeof msgTemplateAddBody>;
export const msgTemplateUpdateBody = z
  .object({ id: tplId('模板id'), code: msgTemplateCodeSchema, ...msgTemplateFields })
  .superRefine(channelRules);
export type MsgTemplateUpdateBody = z.input<typeof msgTemplateUpdateBody>;
export const msgTemplateEnableBody = z.object({ id: tplId('模板id'), enabled: z.boolean({ error: '启用状态 enabled 必须是布尔值' }) });
