import { type SecuritySettings, securitySettingKeys } from '@cppcc/contracts';
import { and, inArray, isNotNull, like } from 'drizzle-orm';
import { audit } from '../../platform/audit/audit';
import { announceSecurityPolicy } from '../../platform/cluster';
import type { AppContext } from '../../platform/context';
import type { Queryable } from '../../platform/db/client';
import { inTx } from '../../platform/db/tx';
import type { Caller } from '../../platform/http/caller';
import { setting } from './tables';

const KEY_PREFIX = 'security.';
const keyOf = (name: keyof SecuritySettings) => `${KEY_PREFIX}${name}`;

/** The policy in force: the running configuration, which stored administrator changes override. */
export function currentSecurity(ctx: AppContext): SecuritySettings {
  const s = ctx.config.security;
  return Object.fromEntries(securitySettingKeys.map((k) => [k, s[k]])) as SecuritySettings;
}

/** Rows for the seed: the configured defaults, written by no one (so the environment keeps deciding until an administrator does). */
export function defaultSettingRows(ctx: AppContext): (typeof setting.$inferInsert)[] {
  const s = currentSecurity(ctx);
  return securitySettingKeys.map((k) => ({ key: keyOf(k), value: String(s[k]), updatedBy: null }));
}

/**
 * At start: settings an administrator saved win over the environment.
 * The sign-in, lock-out and idle checks read ctx.config.security, so a
 * change reaches them without a restart, in the other processes too (updateSecurity announces it).
 */
export async function applyStoredSecurity(ctx: AppContext): Promise<void> {
  const rows = await ctx.db
    .select()
    .from(setting)
    .where(and(like(setting.key, `${KEY_PREFIX}%`), isNotNull(setting.updatedBy)));
  for (const r of rows) {
    const name = r.key.slice(KEY_PREFIX.length) as keyof SecuritySettings;
    const value = Number(r.value);
    if ((securitySettingKeys as readonly string[]).includes(name) && Number.isInteger(value)) ctx.config.security[name] = value;
  }
}

export async function updateSecurity(ctx: AppContext, c: Caller, input: SecuritySettings): Promise<SecuritySettings> {
  const before = currentSecurity(ctx);
  await inTx(ctx.db, async (tx) => {
    await upsert(tx, input, c.actor.username ?? c.actor.userId ?? '');
    const changed = securitySettingKeys.filter((k) => before[k] !== input[k]);
    await audit(tx, c.actor, {
      objectType: 'setting',
      objectId: 'security',
      action: 'update',
      detail: { from: Object.fromEntries(changed.map((k) => [k, before[k]])), to: Object.fromEntries(changed.map((k) => [k, input[k]])) },
    });
  });
  // only after the commit: a rolled-back change must not take effect
  for (const k of securitySettingKeys) ctx.config.security[k] = input[k];
  announceSecurityPolicy(ctx.cluster, ctx.config.security);
  return currentSecurity(ctx);
}

async function upsert(q: Queryable, input: SecuritySettings, by: string): Promise<void> {
  const now = new Date();
  const keys = securitySettingKeys.map(keyOf);
  await q.delete(setting).where(inArray(setting.key, keys));
  await q
    .insert(setting)
    .values(securitySettingKeys.map((k) => ({ key: keyOf(k), value: String(input[k]), updatedAt: now, updatedBy: by })));
}
