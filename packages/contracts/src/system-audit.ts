import { z } from 'zod';
import { pageQuery } from './paging';
import { optFilter } from './system-shared';

// ---------- security policy ----------

export const securitySettings = z.object({
  /** 0 = never expires */
  passwordExpiryDays: z.coerce
    .number({ error: '密码有效期 passwordExpiryDays 必须是数字' })
    .int()
    .min(0, '密码有效期不能小于0天')
    .max(3650, '密码有效期不能超过3650天'),
  maxFailures: z.coerce
    .number({ error: '失败次数 maxFailures 必须是数字' })
    .int()
    .min(1, '登录失败次数至少为1')
    .max(100, '登录失败次数不能超过100'),
  failureWindowMinutes: z.coerce
    .number({ error: '统计时长 failureWindowMinutes 必须是数字' })
    .int()
    .min(1, '失败统计时长至少1分钟')
    .max(1440, '失败统计时长不能超过1440分钟'),
  lockMinutes: z.coerce
    .number({ error: '锁定时长 lockMinutes 必须是数字' })
    .int()
    .min(1, '锁定时长至少1分钟')
    .max(1440, '锁定时长不能超过1440分钟'),
  idleTimeoutMinutes: z.coerce
    .number({ error: '空闲超时 idleTimeoutMinutes 必须是数字' })
    .int()
    .min(5, '空闲超时至少5分钟')
    .max(480, '空闲超时不能超过480分钟'),
});
export type SecuritySettings = z.infer<typeof securitySettings>;
export const securitySettingKeys = [
  'passwordExpiryDays',
  'maxFailures',
  'failureWindowMinutes',
  'lockMinutes',
  'idleTimeoutMinutes',
] as const;
export const securitySettingLabel: Record<keyof SecuritySettings, string> = {
  passwordExpiryDays: '密码有效期（天）',
  maxFailures: '连续登录失败次数上限',
  failureWindowMinutes: '失败次数统计时长（分钟）',
  lockMinutes: '账号锁定时长（分钟）',
  idleTimeoutMinutes: '会话空闲超时（分钟）',
};

// ---------- audit ----------

const dateFilter = (label: string) =>
  optFilter(
    z
      .string()
      .max(40)
      .refine((s) => !Number.isNaN(Date.parse(s)), `${label}不是有效的日期时间`),
  );
export const auditFilter = z.object({
  /** operator name or login name, partial match */
  username: optFilter(z.string().trim().max(50)),
  objectType: optFilter(z.string().trim().max(50)),
  action: optFilter(z.string().trim().max(50)),
  result: optFilter(z.enum(['success', 'failure'], { error: '结果只能是 success 或 failure' })),
  category: optFilter(z.enum(['login', 'operation'], { error: '类别只能是 login 或 operation' })),
  /** ISO date or date-time, inclusive */
  from: dateFilter('开始时间'),
  to: dateFilter('结束时间'),
});
export const auditPageQuery = pageQuery.extend(auditFilter.shape);
export type AuditPageQuery = z.input<typeof auditPageQuery>;
export const loginLogPageQuery = pageQuery.extend({
  username: auditFilter.shape.username,
  result: auditFilter.shape.result,
  from: auditFilter.shape.from,
  to: auditFilter.shape.to,
});
export type LoginLogPageQuery = z.input<typeof loginLogPageQuery>;
export const AUDIT_EXPORT_MAX_ROWS = 50_000;

export const auditRow = z.object({
  id: z.string(),
  at: z.string(),
  userId: z.string().nullable(),
  username: z.string().nullable(),
  ip: z.string().nullable(),
  objectType: z.string(),
  objectId: z.string().nullable(),
  action: z.string(),
  result: z.enum(['success', 'failure']),
  category: z.enum(['login', 'operation']),
  detail: z.record(z.string(), z.unknown()).nullable(),
  /** the detail as a user reads it (auditDetailText): labelled keys, codes as names, China times */
  detailText: z.string().nullable(),
});
export type AuditRow = z.infer<typeof auditRow>;

/**
 * POST system/audit/verify: the hash chain walked from the first row to the head.
 * kind: altered = the row's content no longer matches its hash; missing = rows
 * before it were deleted; unlinked = it does not follow the row before (that row
 * was inserted or replaced); truncated = the last rows were deleted;
 * beyond-head = rows were added after the chain's head; no-head = the head row is gone.
 */
export const auditChainBreak = z.object({
  kind: z.enum(['altered', 'missing', 'unlinked', 'truncated', 'beyond-head', 'no-head']),
  seq: z.number().nullable(),
  id: z.string().nullable(),
  at: z.string().nullable(),
  prevSeq: z.number().nullable(),
  prevId: z.string().nullable(),
  missing: z.number().nullable(),
});
export type AuditChainBreak = z.infer<typeof auditChainBreak>;
export const auditVerifyResult = z.object({
  ok: z.boolean(),
  rows: z.number(),
  ms: z.number(),
  headSeq: z.number(),
  headHash: z.string(),
  firstBreak: auditChainBreak.nullable(),
});
export type AuditVerifyResult = z.infer<typeof auditVerifyResult>;

/** The first break in Chinese, for the audit page and the audit:verify command. */
export function auditBreakText(b: AuditChainBreak): string {
  const row = `第${b.seq}条记录（编号 ${b.id}，时间 ${b.at}）`;
  const prev = b.prevSeq ?? 0;
  switch (b.kind) {
    case 'altered':
      return `${row}的内容与其哈希不符：该记录写入后被修改`;
    case 'missing':
      return `${row}之前缺少${b.missing}条记录（第${prev + 1}至${prev + (b.missing ?? 0)}条）：记录被删除`;
    case 'unlinked':
      return `${row}与前一条第${prev}条（编号 ${b.prevId}）的链接不符：第${prev}条为插入或替换的记录`;
    case 'truncated':
      return `最后${b.missing}条记录缺失（链头为第${prev + (b.missing ?? 0)}条，表中只到第${prev}条）：记录被删除`;
    case 'beyond-head':
      return `${row}位于链头（第${prev}条）之后：该记录绕过系统写入`;
    case 'no-head':
      return '链头记录（sys_audit_head）缺失：无法确认日志未被截断或整体改写';
  }
}

export * from './system-audit-detail';
export * from './system-audit-labels';
