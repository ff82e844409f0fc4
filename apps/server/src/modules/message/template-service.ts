import {
  type MsgTemplateItem,
  type msgTemplateAddBody,
  type msgTemplateEnableBody,
  type msgTemplatePageQuery,
  type msgTemplateUpdateBody,
  type PageResult,
  parsePlaceholders,
} from '@cppcc/contracts';
import { and, asc, count, desc, eq, ilike, inArray, ne, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { type Actor, audit } from '../../platform/audit/audit';
import { updateAudited } from '../../platform/audit/changes';
import type { Db, Queryable } from '../../platform/db/client';
import { newId } from '../../platform/db/ids';
import { inTx } from '../../platform/db/tx';
import { badRequest, conflict, fieldError, notFound } from '../../platform/errors';
import { likePattern, offsetOf } from '../../platform/http/paging';
import { msgTemplate } from './templates/tables';

type Row = typeof msgTemplate.$inferSelect;
type AddInput = z.output<typeof msgTemplateAddBody>;
type UpdateInput = z.output<typeof msgTemplateUpdateBody>;

const placeholdersOf = (title: string | null, content: string) => [
  ...new Set([...parsePlaceholders(title ?? '').names, ...parsePlaceholders(content).names]),
];

function present(r: Row): MsgTemplateItem {
  return {
    id: r.id,
    code: r.code,
    name: r.name,
    channel: r.channel,
    title: r.title,
    content: r.content,
    placeholders: placeholdersOf(r.title, r.content),
    variables: r.variables ?? null,
    builtIn: r.builtIn,
    enabled: r.enabled,
    remark: r.remark,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

export async function pageMsgTemplates(q: Queryable, f: z.output<typeof msgTemplatePageQuery>): Promise<PageResult<MsgTemplateItem>> {
  const conds: (SQL | undefined)[] = [];
  if (f.keyword) {
    const p = likePattern(f.keyword);
    conds.push(or(ilike(msgTemplate.code, p), ilike(msgTemplate.name, p), ilike(msgTemplate.content, p)));
  }
  if (f.channel) conds.push(eq(msgTemplate.channel, f.channel));
  if (f.enabled !== undefined) conds.push(eq(msgTemplate.enabled, f.enabled));
  const where = and(...conds);
  const [{ total }] = await q.select({ total: count() }).from(msgTemplate).where(where);
  const sortable = { code: msgTemplate.code, name: msgTemplate.name, updatedAt: msgTemplate.updatedAt };
  const column = f.sort ? sortable[f.sort as keyof typeof sortable] : undefined;
  const rows = await q
    .select()
    .from(msgTemplate)
    .where(where)
    .orderBy(...(column ? [f.order ? asc(column) : desc(column)] : []), asc(msgTemplate.code))
    .limit(f.pageSize)
    .offset(offsetOf(f));
  return { list: rows.map(present), total };
}

async function findMsgTemplate(q: Queryable, id: string): Promise<Row> {
  const [r] = await q.select().from(msgTemplate).where(eq(msgTemplate.id, id)).limit(1);
  if (!r) throw notFound('消息模板');
  return r;
}

export const msgTemplateDetail = async (q: Queryable, id: string) => present(await findMsgTemplate(q, id));

async function assertCodeFree(q: Queryable, code: string, exceptId?: string): Promise<void> {
  const [same] = await q
    .select({ id: msgTemplate.id })
    .from(msgTemplate)
    .where(and(eq(msgTemplate.code, code), exceptId ? ne(msgTemplate.id, exceptId) : undefined))
    .limit(1);
  if (same) throw conflict(`模板编码「${code}」已存在`);
}

/** An SMS carries no title; a system message keeps the one given. */
const titleFor = (input: Pick<AddInput, 'channel' | 'title'>) => (input.channel === 'sms' ? null : (input.title ?? null));

export async function addMsgTemplate(db: Db, actor: Actor, input: AddInput): Promise<{ id: string }> {
  return inTx(db, async (tx) => {
    await assertCodeFree(tx, input.code);
    const id = newId();
    await tx.insert(msgTemplate).values({
      id,
      code: input.code,
      name: input.name,
      channel: input.channel,
      title: titleFor(input),
      content: input.content,
      builtIn: false,
      enabled: input.enabled ?? true,
      remark: input.remark ?? null,
    });
    await audit(tx, actor, { objectType: 'msgTemplate', objectId: id, action: 'create', detail: { code: input.code, name: input.name } });
    return { id };
  });
}

/**
 * A built-in template is what the sending code asks for by code and fills
 * with its own variables: its code and channel stay, and it may use only
 * those variables (anything else would be sent as an empty gap).
 */
function checkBuiltIn(before: Row, input: UpdateInput): void {
  if (input.code !== before.code) throw fieldError('code', `「${before.name}」是内置模板，模板编码不能修改`);
  if (input.channel !== before.channel) throw fieldError('channel', `「${before.name}」是内置模板，消息渠道不能修改`);
  const allowed = before.variables;
  if (!allowed) return;
  const unknown = placeholdersOf(titleFor(input), input.content).filter((n) => !allowed.includes(n));
  if (unknown.length)
    throw badRequest(
      `模板中的变量 ${unknown.map((n) => `\${${n}}`).join('、')} 不可用，可用变量：${allowed.map((n) => `\${${n}}`).join('、') || '无'}`,
    );
}

export async function updateMsgTemplate(db: Db, actor: Actor, input: UpdateInput): Promise<void> {
  await inTx(db, async (tx) => {
    const before = await findMsgTemplate(tx, input.id);
    if (before.builtIn) checkBuiltIn(before, input);
    await assertCodeFree(tx, input.code, before.id);
    const next = {
      code: input.code,
      name: input.name,
      channel: input.channel,
      title: titleFor(input),
      content: input.content,
      enabled: input.enabled ?? before.enabled,
      remark: input.remark ?? null,
    };
    await updateAudited(tx, actor, { table: msgTemplate, before, next, objectType: 'msgTemplate', detail: { code: before.code } });
  });
}

export async function deleteMsgTemplates(db: Db, actor: Actor, ids: string[]): Promise<void> {
  await inTx(db, async (tx) => {
    const unique = [...new Set(ids)];
    const rows = await tx.select().from(msgTemplate).where(inArray(msgTemplate.id, unique));
    if (rows.length !== unique.length) throw notFound('消息模板');
    const builtIn = rows.find((r) => r.builtIn);
    if (builtIn) throw badRequest(`「${builtIn.name}」是内置模板，不能删除（不再使用请停用）`);
    await tx.delete(msgTemplate).where(inArray(msgTemplate.id, unique));
    for (const r of rows) {
      await audit(tx, actor, { objectType: 'msgTemplate', objectId: r.id, action: 'delete', detail: { code: r.code, name: r.name } });
    }
  });
}

export async function enableMsgTemplate(db: Db, actor: Actor, input: z.output<typeof msgTemplateEnableBody>): Promise<void> {
  await inTx(db, async (tx) => {
    const r = await findMsgTemplate(tx, input.id);
    await tx.update(msgTemplate).set({ enabled: input.enabled, updatedAt: new Date() }).where(eq(msgTemplate.id, r.id));
    await audit(tx, actor, {
      objectType: 'msgTemplate',
      objectId: r.id,
      action: input.enabled ? 'enable' : 'disable',
      detail: { code: r.code, from: r.enabled, to: input.enabled },
    });
  });
}
