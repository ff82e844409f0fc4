import { z } from 'zod';
import { pageQuery } from './paging';

/** Button permissions of 系统消息 (系统管理 → /system/msg). */
export const MsgPerm = { list: 'system:msg:list', delete: 'system:msg:delete' } as const;

/** Read state filter of the message centre: 0 unread, 1 read. */
export const ReadState = { unread: 0, read: 1 } as const;
export type ReadStateValue = (typeof ReadState)[keyof typeof ReadState];
const readStateValue = z.union([z.literal(ReadState.unread), z.literal(ReadState.read)]);

/** Filters from an empty form field arrive as '' or null: treat them as absent. */
const opt = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());
const readStateSchema = z.coerce
  .number()
  .pipe(z.union([z.literal(ReadState.unread), z.literal(ReadState.read)], { error: '阅读状态只能是0（未读）或1（已读）' }));
const dateOrTime = z.iso.datetime({ offset: true }).or(z.iso.date({ error: '日期格式不正确' }));

/** spec 001 enumerations: message type 0 notice, 1 operation. */
export const MsgType = { notice: 0, operation: 1 } as const;
export type MsgTypeValue = (typeof MsgType)[keyof typeof MsgType];
export const msgTypeLabel: Record<number, string> = { 0: '通知', 1: '操作' };

/**
 * spec 001 business types (numeric codes not given: the names are the codes); publication and meetActivity
 * are the steps of an issue and of a meeting or activity, which the spec's list predates.
 */
export const MsgBizType = {
  notice: 'notice',
  proposalLead: 'proposalLead',
  proposal: 'proposal',
  info: 'info',
  publication: 'publication',
  meeting: 'meeting',
  activity: 'activity',
  meetActivity: 'meetActivity',
  speech: 'speech',
  member: 'member',
  book: 'book',
  science: 'science',
  history: 'history',
  sms: 'sms',
  rule: 'rule',
  download: 'download',
  other: 'other',
} as const;
export type MsgBizTypeValue = (typeof MsgBizType)[keyof typeof MsgBizType];
export const msgBizTypeLabel: Record<string, string> = {
  notice: '通知公告',
  proposalLead: '提案领办',
  proposal: '提案',
  info: '社情民意',
  publication: '刊物',
  meeting: '会议',
  activity: '活动',
  meetActivity: '会议活动',
  speech: '发言',
  member: '委员',
  book: '书籍',
  science: '学习',
  history: '文史资料',
  sms: '短信',
  rule: '制度',
  download: '下载中心',
  other: '其他',
} satisfies Record<MsgBizTypeValue, string>;

export const imMessage = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  msgType: z.number().int(),
  bizType: z.string().nullable(),
  bizId: z.string().nullable(),
  url: z.string().nullable(),
  senderName: z.string().nullable(),
  /** 0 unread, 1 read */
  readState: readStateValue,
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type ImMessage = z.infer<typeof imMessage>;

export const imListBody = z.object({
  /** how many of the newest to show in the header dropdown */
  size: z.coerce.number().int().min(1).max(50).default(5),
  readState: opt(readStateSchema),
});
export const imPageBody = pageQuery.extend({
  readState: opt(readStateSchema),
  keyword: opt(z.string().trim().max(50, '关键词不能超过50个字')),
  bizType: opt(z.string().max(32)),
});
export const readStateQuery = z.object({
  /** a message id, or `all` to mark every message of the caller read */
  id: z.string().trim().min(1, '请选择消息').max(64),
});
export const readStateResult = z.object({ updated: z.number().int(), unread: z.number().int() });
export type ReadStateResult = z.infer<typeof readStateResult>;

/** Admin view: one row per sending (batch), with how many recipients read it. */
export const imBatch = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  msgType: z.number().int(),
  bizType: z.string().nullable(),
  senderName: z.string().nullable(),
  recipientCount: z.number().int(),
  readCount: z.number().int(),
  createdAt: z.string(),
});
export type ImBatch = z.infer<typeof imBatch>;
export const imAllPageBody = pageQuery.extend({
  keyword: opt(z.string().trim().max(50, '关键词不能超过50个字')),
  bizType: opt(z.string().max(32)),
  msgType: opt(z.coerce.number().pipe(z.union([z.literal(MsgType.notice), z.literal(MsgType.operation)]))),
  from: opt(dateOrTime),
  to: opt(dateOrTime),
});
export const imRecordListBody = z.object({
  /** the batch id shown by /msg/im/all/page */
  id: z.string().min(1, '请选择消息').max(64),
  readState: opt(readStateSchema),
});
export const imRecord = z.object({
  id: z.string(),
  userId: z.string(),
  username: z.string().nullable(),
  readState: readStateValue,
  readAt: z.string().nullable(),
});
export type ImRecord = z.infer<typeof imRecord>;

/** The first frame a client sends on /api/ws: the access token travels here, never in the URL (URLs are logged). */
export const wsAuthFrame = z.object({ type: z.literal('auth'), token: z.string().min(1).max(4096) });
export type WsAuthFrame = z.infer<typeof wsAuthFrame>;

/** SMS outbox (短信发件箱, system admin): every SMS the platform sent, whichever provider carried it. */
export const SmsStatus = { queued: 'queued', sent: 'sent', failed: 'failed' } as const;
export type SmsStatusValue = (typeof SmsStatus)[keyof typeof SmsStatus];
export const smsStatusLabel: Record<string, string> = {
  queued: '待发送',
  sent: '已发送',
  failed: '发送失败',
} satisfies Record<SmsStatusValue, string>;
export const smsOutboxPageBody = pageQuery.extend({
  mobile: opt(z.string().trim().max(11, '手机号码不能超过11位').regex(/^\d+$/, '手机号码只能包含数字')),
  bizType: opt(z.string().trim().max(32)),
  status: opt(z.enum(SmsStatus, { error: '状态只能是 queued、sent 或 failed' })),
  from: opt(dateOrTime),
  to: opt(dateOrTime),
});
export type SmsOutboxPageBody = z.input<typeof smsOutboxPageBody>;
export const smsOutboxItem = z.object({
  id: z.string(),
  mobile: z.string(),
  content: z.string(),
  bizType: z.string(),
  provider: z.string(),
  status: z.enum(SmsStatus),
  error: z.string().nullable(),
  senderId: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type SmsOutboxItem = z.infer<typeof smsOutboxItem>;
