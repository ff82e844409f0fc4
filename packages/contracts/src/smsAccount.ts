import { z } from 'zod';
import { MsgBizType, type MsgBizTypeValue, msgBizTypeLabel, SmsStatus } from './message';
import { pageQuery } from './paging';

/**
 * 消息账号 (系统管理 → /system/msgAccount, seed 001 §2.15): the SMS gateway
 * accounts and their signatures. At most one account is enabled; the HTTP SMS
 * channel sends through it (deployment settings are the fallback).
 */
export const SmsAccountApi = {
  page: 'sms/account/page',
  detail: 'sms/account/detail', // + /{id}
  add: 'sms/account/add',
  update: 'sms/account/update',
  delete: 'sms/account/delete',
  enable: 'sms/account/enable',
  /** send one test SMS through an account */
  test: 'sms/account/test',
  /** which channel the deployment uses (outbox or http) */
  channel: 'sms/account/channel',
} as const;

export const SmsAccountPerm = {
  list: 'system:msgAccount:list',
  add: 'system:msgAccount:add',
  edit: 'system:msgAccount:edit',
  delete: 'system:msgAccount:delete',
  test: 'system:msgAccount:test',
} as const;

const accId = (label: string) =>
  z
    .string({ error: `${label}不能为空` })
    .trim()
    .min(1, `${label}不能为空`)
    .max(64, `${label}过长`);
const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
const accBool = z.union([z.boolean(), z.enum(['true', 'false', '1', '0'])]).transform((v) => v === true || v === 'true' || v === '1');

export const smsAccountPageQuery = pageQuery.extend({
  keyword: z.preprocess(blank, z.string().trim().max(50, '关键字不能超过50个字').optional()),
  enabled: z.preprocess(blank, accBool.optional()),
});
export type SmsAccountPageQuery = z.input<typeof smsAccountPageQuery>;

export const smsAccountItem = z.object({
  id: z.string(),
  name: z.string(),
  gatewayUrl: z.string(),
  appId: z.string().nullable(),
  /** the secret itself is never sent back */
  hasSecret: z.boolean(),
  signName: z.string(),
  remark: z.string().nullable(),
  enabled: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SmsAccountItem = z.infer<typeof smsAccountItem>;

export const smsSignNameSchema = z
  .string({ error: '短信签名不能为空' })
  .trim()
  .transform((s) => s.replace(/^【(.*)】$/, '$1').trim())
  .pipe(
    z
      .string()
      .min(2, '短信签名为2-20个字')
      .max(20, '短信签名为2-20个字')
      .regex(/^[\u4e00-\u9fa5A-Za-z0-9]+$/, '短信签名只能包含汉字、字母和数字'),
  );
const gatewayUrlSchema = z
  .string({ error: '网关地址不能为空' })
  .trim()
  .min(1, '网关地址不能为空')
  .max(300, '网关地址不能超过300个字符')
  .regex(/^https?:\/\/[^\s/?#]+(?:[/?#]\S*)?$/i, '网关地址必须是 http:// 或 https:// 开头的网址');

const smsAccountFields = {
  name: z.string({ error: '账号名称不能为空' }).trim().min(1, '账号名称不能为空').max(50, '账号名称不能超过50个字'),
  gatewayUrl: gatewayUrlSchema,
  /** the account (AppKey / 用户名) at the gateway */
  appId: z.string().trim().max(100, '接入账号不能超过100个字符').nullish(),
  signName: smsSignNameSchema,
  remark: z.string().trim().max(200, '备注不能超过200个字').nullish(),
};
const secretSchema = z.string().trim().max(200, '密钥不能超过200个字符');
export const smsAccountAddBody = z.object({ ...smsAccountFields, secret: secretSchema.nullish(), enabled: z.boolean().optional() });
export type SmsAccountAddBody = z.input<typeof smsAccountAddBody>;
/** an empty or absent secret keeps the stored one; clearSecret removes it */
export const smsAccountUpdateBody = z.object({
  id: accId('账号id'),
  ...smsAccountFields,
  secret: secretSchema.nullish(),
  clearSecret: z.boolean().optional(),
});
export type SmsAccountUpdateBody = z.input<typeof smsAccountUpdateBody>;
export const smsAccountEnableBody = z.object({ id: accId('账号id'), enabled: z.boolean({ error: '启用状态 enabled 必须是布尔值' }) });
export const smsAccountTestBody = z.object({
  id: accId('账号id'),
  mobile: z
    .string({ error: '手机号码不能为空' })
    .trim()
    .regex(/^1[3-9]\d{9}$/, '手机号码格式不正确'),
});
export const smsAccountTestResult = z.object({ status: z.enum(SmsStatus), error: z.string().nullable() });
export type SmsAccountTestResult = z.infer<typeof smsAccountTestResult>;
export const smsChannelInfo = z.object({
  /** outbox: messages stay in 短信发件箱; http: sent through the enabled account (or the deployment's gateway) */
  provider: z.enum(['outbox', 'http']),
  enabledAccount: z.string().nullable(),
});
export type SmsChannelInfo = z.infer<typeof smsChannelInfo>;

/**
 * What an SMS was sent for (sms_outbox.biz_type): a sign-in code, a temporary password, an
 * account's test message, or the business type of the notice it carries (MsgBizType: a step
 * notifier may text any of them). The outbox page's filter offers these.
 */
export const SmsBizType = { verification: 'verification', password: 'password', test: 'test', ...MsgBizType } as const;
export type SmsBizTypeValue = (typeof SmsBizType)[keyof typeof SmsBizType];
const smsOwnBizTypeLabel = { verification: '验证码', password: '临时密码', test: '测试短信' } satisfies Record<
  Exclude<SmsBizTypeValue, MsgBizTypeValue>,
  string
>;
/** `remind`: rows written before the types came from here. */
export const smsBizTypeLabel: Record<string, string> = { ...smsOwnBizTypeLabel, ...msgBizTypeLabel, remind: '提醒' };

/** Which channel carried an SMS (sms_outbox.provider; the deployment's SMS channel). */
export const smsChannelLabel: Record<string, string> = { outbox: '发件箱', http: '短信网关' };
