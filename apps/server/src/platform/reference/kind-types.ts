import type {
  KindTypeAuthOptions,
  KindTypeItem,
  KindTypeOption,
  kindTypeAddBody,
  kindTypeAuthBody,
  kindTypePageQuery,
  PageResult,
} from '@cppcc/contracts';
import { and, asc, count, eq, ilike, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import { boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { type Actor, audit } from '../audit/audit';
import { updateAudited } from '../audit/changes';
import type { Principal } from '../auth/principal';
import type { Db, Queryable } from '../db/client';
import { newId } from '../db/ids';
import { inTx } from '../db/tx';
import { conflict, fieldError, notFound } from '../errors';
import { likePattern, offsetOf, orderOf } from '../http/paging';
import { directory } from '../services';
import { refuseIfInUse } from './in-use';

/**
 * A granted type list (spec 000 §6): activity types, meet types, study columns.
 * Everybody reads the whole list (/{kind}/type/all); creating a record is
 * limited to the types granted to one of the user's roles or to the user's
 * organisation or an organisation above it. A type granted to nobody is open to all.
 */
export function kindTypeTable(name: string) {
  return pgTable(name, {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    typeCode: text('type_code').notNull(),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    remark: text('remark'),
    /** role codes (sys_role.code) granted this type */
    grantRoleCodes: text('grant_role_codes').array().notNull().default(sql`'{}'::text[]`),
    /** organisations granted this type, with everything below them */
    grantOrgIds: text('grant_org_ids').array().notNull().default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  });
}
export type KindTypeTable = ReturnType<typeof kindTypeTable>;
type Row = KindTypeTable['$inferSelect'];

export interface KindTypeSeed {
  name: string;
  typeCode: string;
  remark?: string;
  roles?: string[];
  /** organisation names (sys_org.name) */
  orgs?: string[];
}

/** May a caller in these roles and this organisation chain use a type? */
export function typeGrantedTo(t: { grantRoleCodes: string[]; grantOrgIds: string[] }, roleCodes: string[], orgChain: Set<string>): boolean {
  if (!t.grantRoleCodes.length && !t.grantOrgIds.length) return true;
  return t.grantRoleCodes.some((c) => roleCodes.includes(c)) || t.grantOrgIds.some((id) => orgChain.has(id));
}

/** The caller's organisation and every organisation above it. */
export async function orgChainOf(q: Queryable, orgId: string | null): Promise<Set<string>> {
  const chain = new Set<string>();
  if (!orgId) return chain;
  const rows = await directory().orgs(q);
  const parent = new Map(rows.map((r) => [r.id, r.parentId]));
  for (let cur: string | null | undefined = orgId; cur && !chain.has(cur); cur = parent.get(cur)) chain.add(cur);
  return chain;
}

/** The rules of one granted type list; `label` names it in messages (会议类型, 学习栏目). */
export function kindTypeService(
  table: KindTypeTable,
  o: { objectType: string; label: string /** manifest deleteGuards key, e.g. 'proposal.type' */; deleteGuard?: string },
) {
  const live = isNull(table.deletedAt);
  const ordered = [asc(table.sort), asc(table.createdAt)];

  async function find(q: Queryable, id: string): Promise<Row> {
    const [r] = await q
      .select()
      .from(table)
      .where(and(eq(table.id, id), live))
      .limit(1);
    if (!r) throw notFound(o.label);
    return r;
  }

  async function present(q: Queryable, rows: Row[]): Promise<KindTypeItem[]> {
    const codes = [...new Set(rows.flatMap((r) => r.grantRoleCodes))];
    const orgIds = [...new Set(rows.flatMap((r) => r.grantOrgIds))];
    const roleNames = await directory().roleNames(q, codes);
    const wanted = new Set(orgIds);
    const orgNames = new Map(orgIds.length ? (await directory().orgs(q)).filter((r) => wanted.has(r.id)).map((r) => [r.id, r.name]) : []);
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      typeCode: r.typeCode,
      sort: r.sort,
      enabled: r.enabled,
      remark: r.remark,
      grantRoleCodes: r.grantRoleCodes,
      grantRoleNames: r.grantRoleCodes.map((c) => roleNames.get(c) ?? c),
      grantOrgIds: r.grantOrgIds,
      grantOrgNames: r.grantOrgIds.map((id) => orgNames.get(id) ?? '（已删除的机构）'),
      createdAt: r.createdAt.toISOString(),
    }));
  }

  async function assertFree(q: Queryable, input: { name: string; typeCode: string }, exceptId?: string) {
    const others = and(live, exceptId ? ne(table.id, exceptId) : undefined);
    const [byName] = await q
      .select({ id: table.id })
      .from(table)
      .where(and(others, eq(table.name, input.name)))
      .limit(1);
    if (byName) throw conflict(`${o.label}「${input.name}」已存在`);
    const [byCode] = await q
      .select({ id: table.id })
      .from(table)
      .where(and(others, eq(table.typeCode, input.typeCode)))
      .limit(1);
    if (byCode) throw conflict(`类型编码「${input.typeCode}」已被使用`);
  }

  const option = (r: Row): KindTypeOption => ({ id: r.id, name: r.name, typeCode: r.typeCode });

  return {
    /** GET /{kind}/type/all: every enabled type */
    async all(q: Queryable): Promise<KindTypeOption[]> {
      const rows = await q
        .select()
        .from(table)
        .where(and(live, eq(table.enabled, true)))
        .orderBy(...ordered);
      return rows.map(option);
    },

    /** GET /{kind}/type/list/permission: the enabled types the caller may create records of */
    async permitted(q: Queryable, p: Pick<Principal, 'roleCodes' | 'orgId'>): Promise<KindTypeOption[]> {
      const rows = await q
        .select()
        .from(table)
        .where(and(live, eq(table.enabled, true)))
        .orderBy(...ordered);
      const chain = await orgChainOf(q, p.orgId);
      return rows.filter((r) => typeGrantedTo(r, p.roleCodes, chain)).map(option);
    },

    /** for record services: refuse a type the caller may not use */
    async mayUse(q: Queryable, p: Pick<Principal, 'roleCodes' | 'orgId'>, id: string): Promise<boolean> {
      const [r] = await q
        .select()
        .from(table)
        .where(and(eq(table.id, id), live, eq(table.enabled, true)))
        .limit(1);
      return !!r && typeGrantedTo(r, p.roleCodes, await orgChainOf(q, p.orgId));
    },

    async names(q: Queryable, ids: string[]): Promise<Map<string, string>> {
      const unique = [...new Set(ids.filter(Boolean))];
      if (!unique.length) return new Map();
      const rows = await q.select({ id: table.id, name: table.name }).from(table).where(inArray(table.id, unique));
      return new Map(rows.map((r) => [r.id, r.name]));
    },

    async page(q: Queryable, f: z.output<typeof kindTypePageQuery>): Promise<PageResult<KindTypeItem>> {
      const conds: (SQL | undefined)[] = [live];
      if (f.keyword) conds.push(or(ilike(table.name, likePattern(f.keyword)), ilike(table.typeCode, likePattern(f.keyword))));
      if (f.enabled !== undefined) conds.push(eq(table.enabled, f.enabled));
      const where = and(...conds);
      const [{ total }] = await q.select({ total: count() }).from(table).where(where);
      const rows = await q
        .select()
        .from(table)
        .where(where)
        .orderBy(...orderOf({ name: table.name, typeCode: table.typeCode, sort: table.sort }, f.sort, f.order, ordered))
        .limit(f.pageSize)
        .offset(offsetOf(f));
      return { list: await present(q, rows), total };
    },

    async detail(q: Queryable, id: string): Promise<KindTypeItem> {
      return (await present(q, [await find(q, id)]))[0];
    },

    async add(db: Db, actor: Actor, input: z.output<typeof kindTypeAddBody>): Promise<{ id: string }> {
      return inTx(db, async (tx) => {
        await assertFree(tx, input);
        const id = newId();
        await tx.insert(table).values({
          id,
          name: input.name,
          typeCode: input.typeCode,
          sort: input.sort ?? 0,
          enabled: input.enabled ?? true,
          remark: input.remark ?? null,
        });
        await audit(tx, actor, {
          objectType: o.objectType,
          objectId: id,
          action: 'create',
          detail: { name: input.name, typeCode: input.typeCode },
        });
        return { id };
      });
    },

    async update(db: Db, actor: Actor, input: z.output<typeof kindTypeAddBody> & { id: string }): Promise<void> {
      await inTx(db, async (tx) => {
        const before = await find(tx, input.id);
        await assertFree(tx, input, before.id);
        const next = {
          name: input.name,
          typeCode: input.typeCode,
          sort: input.sort ?? before.sort,
          enabled: input.enabled ?? before.enabled,
          remark: input.remark ?? null,
        };
        await updateAudited(tx, actor, { table, before, next, objectType: o.objectType, detail: { name: next.name } });
      });
    },

    async remove(db: Db, actor: Actor, ids: string[]): Promise<void> {
      await inTx(db, async (tx) => {
        for (const id of new Set(ids)) {
          const r = await find(tx, id);
          await refuseIfInUse(tx, o.deleteGuard, r.id, r.name);
          await tx.update(table).set({ deletedAt: new Date() }).where(eq(table.id, r.id));
          await audit(tx, actor, {
            objectType: o.objectType,
            objectId: r.id,
            action: 'delete',
            detail: { name: r.name, typeCode: r.typeCode },
          });
        }
      });
    },

    async enable(db: Db, actor: Actor, input: { id: string; enabled: boolean }): Promise<void> {
      await inTx(db, async (tx) => {
        const r = await find(tx, input.id);
        await tx.update(table).set({ enabled: input.enabled, updatedAt: new Date() }).where(eq(table.id, r.id));
        await audit(tx, actor, {
          objectType: o.objectType,
          objectId: r.id,
          action: input.enabled ? 'enable' : 'disable',
          detail: { name: r.name, from: r.enabled, to: input.enabled },
        });
      });
    },

    /** POST /{kind}/type/auth: replaces the grants of a type */
    async grant(db: Db, actor: Actor, input: z.output<typeof kindTypeAuthBody>): Promise<void> {
      await inTx(db, async (tx) => {
        const r = await find(tx, input.id);
        const roleCodes = [...new Set(input.roleCodes)];
        const orgIds = [...new Set(input.orgIds)];
        if (roleCodes.length) {
          const known = await directory().roleNames(tx, roleCodes);
          const unknown = roleCodes.find((c) => !known.has(c));
          if (unknown) throw fieldError('roleCodes', `角色「${unknown}」不存在`);
        }
        if (orgIds.length) {
          const known = new Set((await directory().orgs(tx)).flatMap((x) => (x.deleted ? [] : [x.id])));
          if (orgIds.some((id) => !known.has(id))) throw fieldError('orgIds', '授权机构不存在');
        }
        await tx.update(table).set({ grantRoleCodes: roleCodes, grantOrgIds: orgIds, updatedAt: new Date() }).where(eq(table.id, r.id));
        await audit(tx, actor, {
          objectType: o.objectType,
          objectId: r.id,
          action: 'grant',
          detail: { name: r.name, from: { roleCodes: r.grantRoleCodes, orgIds: r.grantOrgIds }, to: { roleCodes, orgIds } },
        });
      });
    },

    /** the roles and organisations a grant may name */
    async grantOptions(q: Queryable): Promise<KindTypeAuthOptions> {
      return directory().grantOptions(q);
    },

    /** seed: types in order, grants by role code and organisation name */
    async seed(q: Queryable, types: KindTypeSeed[]): Promise<void> {
      const orgs = await directory().orgs(q);
      const orgId = new Map(orgs.map((x) => [x.name, x.id]));
      for (const [i, t] of types.entries()) {
        await q.insert(table).values({
          id: newId(),
          name: t.name,
          typeCode: t.typeCode,
          sort: i + 1,
          remark: t.remark ?? null,
          grantRoleCodes: t.roles ?? [],
          grantOrgIds: (t.orgs ?? []).flatMap((n) => (orgId.has(n) ? [orgId.get(n)!] : [])),
        });
      }
    },
  };
}
export type KindTypeService = ReturnType<typeof kindTypeService>;
