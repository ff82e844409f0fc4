import type {
  PageResult,
  SmsAccountItem,
  SmsChannelInfo,
  smsAccountAddBody,
  smsAccountEnableBody,
  smsAccountPageQuery,
  smsAccountUpdateBody,
} from '@cppcc/contracts';
import { and, asc, count, desc, eq, ilike, inArray, ne, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { type Actor, audit } from '../../platform/audit/audit';
import { changeDetail } from '../../platform/audit/changes';
import type { AppConfig } from '../../platform/config';
import type { Db, Queryable, Tx } from '../../platform/db/client';
import { newId } from '../../platform/db/ids';
import { inTx } from '../../platform/db/tx';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { likePattern, offsetOf } from '../../platform/http/paging';
import { smsAccount } from './accounts/tables';

type Row = typeof smsAccount.$inferSelect;

/** What the HTTP channel needs of an account. */
export interface SmsGatewayAccount {
  name: string;
  gatewayUrl: string;
  appId: string | null;
  secret: string | null;
  signName: string;
}

/** The account the HTTP SMS channel sends through, if an administrator enabled one. */
export async function enabledSmsAccount(q: Queryable): Promise<SmsGatewayAccount | null> {
  const [r] = await q.select().from(smsAccount).where(eq(smsAccount.enabled, true)).limit(1);
  return r ?? null;
}

export async function findSmsAccount(q: Queryable, id: string): Promise<Row> {
  const [r] = await q.select().from(smsAccount).where(eq(smsAccount.id, id)).limit(1);
  if (!r) throw notFound('消息账号');
  return r;
}

/** The secret never leaves the server: only whether there is one. */
function present(r: Row): SmsAccountItem {
  return {
    id: r.id,
    name: r.name,
    gatewayUrl: r.gatewayUrl,
    appId: r.appId,
    hasSecret: !!r.secret,
    signName: r.signName,
    remark: r.remark,
    enabled: r.enabled,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

export async function pageSmsAccounts(q: Queryable, f: z.output<typeof smsAccountPageQuery>): Promise<PageResult<SmsAccountItem>> {
  const conds: (SQL | undefined)[] = [];
  if (f.keyword) {
    const p = likePattern(f.keyword);
    conds.push(or(ilike(smsAccount.name, p), ilike(smsAccount.signName, p), ilike(smsAccount.gatewayUrl, p)));
  }
  if (f.enabled !== undefined) conds.push(eq(smsAccount.enabled, f.enabled));
  const where = and(...conds);
  const [{ total }] = await q.select({ total: count() }).from(smsAccount).where(where);
  const rows = await q
    .select()
    .from(smsAccount)
    .where(where)
    .orderBy(desc(smsAccount.enabled), asc(smsAccount.name), asc(smsAccount.id))
    .limit(f.pageSize)
    .offset(offsetOf(f));
  return { list: rows.map(present), total };
}

export const smsAccountDetail = async (q: Queryable, id: string) => present(await findSmsAccount(q, id));

export async function smsChannel(q: Queryable, config: AppConfig): Promise<SmsChannelInfo> {
  const account = await enabledSmsAccount(q);
  return { provider: config.sms.provider, enabledAccount: account?.name ?? null };
}

async function assertNameFree(q: Queryable, name: string, exceptId?: string): Promise<void> {
  const [same] = await q
    .select({ id: smsAccount.id })
    .from(smsAccount)
    .where(and(eq(smsAccount.name, name), exceptId ? ne(smsAccount.id, exceptId) : undefined))
    .limit(1);
  if (same) throw conflict(`账号名称「${name}」已存在`);
}

/** Only one account sends: enabling one stops the others, in the same transaction, each with its audit row. */
async function disableOthers(tx: Tx, actor: Actor, exceptId: string): Promise<void> {
  const others = await tx
    .update(smsAccount)
    .set({ enabled: false, updatedAt: new Date() })
    .where(and(eq(smsAccount.enabled, true), ne(smsAccount.id, exceptId)))
    .returning({ id: smsAccount.id, name: smsAccount.name });
  for (const o of others) {
    await audit(tx, actor, {
      objectType: 'smsAccount',
      objectId: o.id,
      action: 'disable',
      detail: { name: o.name, reason: '启用了其他账号' },
    });
  }
}

export async function addSmsAccount(db: Db, actor: Actor, input: z.output<typeof smsAccountAddBody>): Promise<{ id: string }> {
  return inTx(db, async (tx) => {
    await assertNameFree(tx, input.name);
    const id = newId();
    const enabled = input.enabled ?? false;
    if (enabled) await disableOthers(tx, actor, id);
    await tx.insert(smsAccount).values({
      id,
      name: input.name,
      gatewayUrl: input.gatewayUrl,
      appId: input.appId || null,
      secret: input.secret || null,
      signName: input.signName,
      remark: input.remark ?? null,
      enabled,
    });
    await audit(tx, actor, {
      objectType: 'smsAccount',
      objectId: id,
      action: 'create',
      // never the secret itself in the trail
      detail: {
        name: input.name,
        gatewayUrl: input.gatewayUrl,
        signName: input.signName,
        enabled,
        secret: input.secret ? '已设置' : '未设置',
      },
    });
    return { id };
  });
}

export async function updateSmsAccount(db: Db, actor: Actor, input: z.output<typeof smsAccountUpdateBody>): Promise<void> {
  await inTx(db, async (tx) => {
    const before = await findSmsAccount(tx, input.id);
    await assertNameFree(tx, input.name, before.id);
    const secret = input.clearSecret ? null : input.secret ? input.secret : before.secret;
    const next = {
      name: input.name,
      gatewayUrl: input.gatewayUrl,
      appId: input.appId || null,
      signName: input.signName,
      remark: input.remark ?? null,
    };
    await tx
      .update(smsAccount)
      .set({ ...next, secret, updatedAt: new Date() })
      .where(eq(smsAccount.id, before.id));
    await audit(tx, actor, {
      objectType: 'smsAccount',
      objectId: before.id,
      action: 'update',
      detail: {
        ...changeDetail(before, next),
        ...(secret !== before.secret ? { secret: secret ? '已更换' : '已清除' } : {}),
      },
    });
  });
}

export async function deleteSmsAccounts(db: Db, actor: Actor, ids: string[]): Promise<void> {
  await inTx(db, async (tx) => {
    const unique = [...new Set(ids)];
    const rows = await tx.select().from(smsAccount).where(inArray(smsAccount.id, unique));
    if (rows.length !== unique.length) throw notFound('消息账号');
    const live = rows.find((r) => r.enabled);
    if (live) throw badRequest(`「${live.name}」正在使用中，请先停用再删除`);
    await tx.delete(smsAccount).where(inArray(smsAccount.id, unique));
    for (const r of rows) {
      await audit(tx, actor, { objectType: 'smsAccount', objectId: r.id, action: 'delete', detail: { name: r.name } });
    }
  });
}

export async function enableSmsAccount(db: Db, actor: Actor, input: z.output<typeof smsAccountEnableBody>): Promise<void> {
  await inTx(db, async (tx) => {
    const r = await findSmsAccount(tx, input.id);
    if (input.enabled) await disableOthers(tx, actor, r.id);
    await tx.update(smsAccount).set({ enabled: input.enabled, updatedAt: new Date() }).where(eq(smsAccount.id, r.id));
    await audit(tx, actor, {
      objectType: 'smsAccount',
      objectId: r.id,
      action: input.enabled ? 'enable' : 'disable',
      detail: { name: r.name, from: r.enabled, to: input.enabled },
    });
  });
}
