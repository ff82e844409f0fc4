import { parsePlaceholders } from '@cppcc/contracts';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client';
import { illegalState } from '../../platform/errors';
import { msgTemplate } from './templates/tables';

export type TemplateVars = Record<string, string | number | null | undefined>;

export interface RenderedTemplate {
  code: string;
  channel: 'system' | 'sms';
  /** system messages only */
  title: string | null;
  content: string;
}

/** Replaces each ${name}; a value of null is written as nothing. */
export function fillPlaceholders(text: string, vars: TemplateVars): string {
  return text.replace(/\$\{([^{}]*)\}/g, (_, raw: string) => {
    const v = vars[raw.trim()];
    return v === null || v === undefined ? '' : String(v);
  });
}

/**
 * The text of a message from its template (消息模板), for the modules that
 * send reminders and notices. Null when the template does not exist or an
 * administrator stopped it: the caller then sends nothing of that kind, or
 * its own fallback. A variable the template uses but the caller did not
 * supply is a programming error and throws, rather than sending 「${name}」.
 */
export async function renderTemplate(db: Queryable, code: string, vars: TemplateVars): Promise<RenderedTemplate | null> {
  const [t] = await db.select().from(msgTemplate).where(eq(msgTemplate.code, code)).limit(1);
  if (!t?.enabled) return null;
  const used = [...parsePlaceholders(t.title ?? '').names, ...parsePlaceholders(t.content).names];
  const missing = [...new Set(used.filter((n) => !(n in vars)))];
  if (missing.length) throw illegalState(`消息模板「${t.name}」缺少变量：${missing.join('、')}`);
  return {
    code: t.code,
    channel: t.channel,
    title: t.title === null ? null : fillPlaceholders(t.title, vars),
    content: fillPlaceholders(t.content, vars),
  };
}
