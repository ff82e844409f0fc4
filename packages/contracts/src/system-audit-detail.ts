import {
  adoptLabel,
  backTypeLabel,
  infoEditStateLabel,
  infoFlowTypeLabel,
  infoLevelLabel,
  infoSourceLabel,
  submissionObjectLabel,
  submitUnitLabel,
} from './infoItem';
import { dataScopeLabel } from './menu';
import { collectiveTypeLabel, sexLabel, userTypeLabel } from './people';
import { sensitiveTypeLabel } from './sensitiveWord';
import {
  auditActionLabel,
  auditCategoryLabel,
  auditDetailKeyLabel,
  auditObjectTypeLabel,
  auditResultLabel,
  moduleLabel,
  signInMethodLabel,
  signInReasonLabel,
} from './system-audit-labels';

const kindLabel: Record<string, string> = {
  internal: '内设机构',
  unit: '单位',
  proposal: '提案',
  file: '附件',
  image: '图片',
  photo: '照片',
  editor: '编辑器图片',
};
const menuTypeLabel: Record<string, string> = { directory: '目录', menu: '菜单', button: '按钮' };

/** Codes among the values, by the key that carries them. */
export const auditDetailValueLabel: Record<string, Record<string | number, string>> = {
  method: signInMethodLabel,
  reason: signInReasonLabel,
  reasons: signInReasonLabel,
  by: { sms: '短信验证码' },
  kind: kindLabel,
  menuType: menuTypeLabel,
  userType: userTypeLabel,
  collectiveType: collectiveTypeLabel,
  sex: sexLabel,
  dataScope: dataScopeLabel,
  type: sensitiveTypeLabel,
  module: moduleLabel,
  objectType: auditObjectTypeLabel,
  action: auditActionLabel,
  result: auditResultLabel,
  category: auditCategoryLabel,
  adopt: adoptLabel,
  backType: backTypeLabel,
  source: infoSourceLabel,
  level: infoLevelLabel,
  submitUnit: submitUnitLabel,
  submissionObject: submissionObjectLabel,
  flowType: infoFlowTypeLabel,
  editState: infoEditStateLabel,
  toLevel: infoLevelLabel,
};

/** China has one offset and no summer time: a fixed +8 h keeps this pure (no time-zone data needed). */
const CHINA_OFFSET_MS = 8 * 3600_000;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
/** An ISO instant as China time, 'YYYY-MM-DD HH:mm:ss'. */
export function chinaDateTimeText(iso: string): string {
  const t = Date.parse(iso);
  if (Number.isNaN(t)) return iso;
  return new Date(t + CHINA_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}
const clock = (v: unknown) => (typeof v === 'string' ? chinaDateTimeText(v).slice(11) : '--');

const KEY_SEP = '：';

function valueText(key: string, v: unknown, ctx: LabelContext): string {
  if (v === null || v === undefined || v === '') return '';
  if (typeof v === 'boolean') return v ? '是' : '否';
  if (Array.isArray(v))
    return v
      .map((x) => valueText(key, x, ctx))
      .filter(Boolean)
      .join('、');
  if (typeof v === 'object') return entriesText(v as Record<string, unknown>, '，', ctx);
  const labels = auditDetailValueLabel[key];
  const s = String(v);
  if (labels && s in labels) return labels[s];
  if (typeof v === 'string' && ISO_INSTANT.test(v)) return chinaDateTimeText(v);
  return s;
}

interface LabelContext {
  /** an identity switch: from/to name accounts, not values */
  switching: boolean;
}

function keyText(key: string, ctx: LabelContext): string {
  if (ctx.switching && key === 'from') return '原身份';
  if (ctx.switching && key === 'to') return '切换后身份';
  return auditDetailKeyLabel[key] ?? key;
}

/**
 * A stable reading order (the database keeps JSON keys in its own order): the
 * order of the label list, unknown keys after it, the change itself (from → to) last.
 */
const keyRank = new Map(Object.keys(auditDetailKeyLabel).map((k, i) => [k, i]));
const CHANGE_KEYS = ['from', 'before', 'to', 'after'];
const rank = (k: string) => (CHANGE_KEYS.includes(k) ? keyRank.size + 1 + CHANGE_KEYS.indexOf(k) : (keyRank.get(k) ?? keyRank.size));

function entriesText(d: Record<string, unknown>, sep: string, ctx: LabelContext): string {
  return Object.entries(d)
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([k, v]) => {
      const text = valueText(k, v, ctx);
      return text ? `${keyText(k, ctx)}${KEY_SEP}${text}` : '';
    })
    .filter(Boolean)
    .join(sep);
}

/** A window of anonymous failed sign-ins gathered into one row (platform/audit/flood.ts on the server). */
function floodText(d: Record<string, unknown>): string {
  const names = Array.isArray(d.names) ? (d.names as string[]).join('、') : '';
  const more = d.namesCapped ? ' 等' : '';
  const reasons = valueText('reasons', d.reasons, { switching: false });
  return (
    `匿名登录失败 ×${d.count}（${clock(d.firstAt)}–${clock(d.lastAt)}，时间窗 ${clock(d.windowStart)}–${clock(d.windowEnd)}）；` +
    `尝试的账号：${names || '--'}${more}${reasons ? `；原因：${reasons}` : ''}`
  );
}

/**
 * An audit row's detail as a user reads it, on the audit and login-log pages
 * and in their xlsx: labelled keys (登录方式：密码登录), codes as their names,
 * China times, empty values left out. Null when nothing is left.
 */
export function auditDetailText(detail: Record<string, unknown> | null | undefined): string | null {
  if (!detail || !Object.keys(detail).length) return null;
  if (detail.aggregated) return floodText(detail);
  const switching = detail.method === 'switch' || detail.reason === 'switch';
  return entriesText(detail, '；', { switching }) || null;
}
