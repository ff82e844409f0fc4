import {
  type CodeItem,
  codeAddBody,
  codeItem,
  codePageQuery,
  codeUpdateBody,
  type PageResult,
  pageResult,
  refEnableBody,
  refIdParams,
  refIdsBody,
} from '@cppcc/contracts';
import { and, asc, count, eq, ilike, inArray, isNull, ne, or, type SQL } from 'drizzle-orm';
import { boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Actor, actorOf, audit } from '../audit/audit';
import { updateAudited } from '../audit/changes';
import type { Db, Queryable } from '../db/client';
import { newId } from '../db/ids';
import { inTx } from '../db/tx';
import { conflict, notFound } from '../errors';
import { emptyEnvelope, envelope, ok } from '../http/envelope';
import { likePattern, offsetOf, orderOf } from '../http/paging';
import { refuseIfInUse } from './in-use';

/** A coded list (download types, news columns): code + name, ordered, enabled or not; soft-deleted. */
export function codeTable(name: string) {
  return pgTable(name, {
    id: text('id').primaryKey(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    remark: text('remark'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  });
}
export type CodeTable = ReturnType<typeof codeTable>;
type Row = CodeTable['$inferSelect'];

const present = (r: Row): CodeItem => ({
  id: r.id,
  code: r.code,
  name: r.name,
  sort: r.sort,
  enabled: r.enabled,
  remark: r.remark,
  createdAt: r.createdAt.toISOString(),
});

export function codeListService(
  table: CodeTable,
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
  async function assertFree(q: Queryable, input: { code: string; name: string }, exceptId?: string) {
    const others = and(live, exceptId ? ne(table.id, exceptId) : undefined);
    const [byCode] = await q
      .select({ id: table.id })
      .from(table)
      .where(and(others, eq(table.code, input.code)))
      .limit(1);
    if (byCode) throw conflict(`编码「${input.code}」已存在`);
    const [byName] = await q
      .select({ id: table.id })
      .from(table)
      .where(and(others, eq(table.name, input.name)))
      .limit(1);
    if (byName) throw conflict(`${o.label}「${input.name}」已存在`);
  }

  return {
    /** enabled entries in display order, for pickers and tabs */
    async options(q: Queryable): Promise<{ id: string; code: string; name: string }[]> {
      return q
        .select({ id: table.id, code: table.code, name: table.name })
        .from(table)
        .where(and(live, eq(table.enabled, true)))
        .orderBy(...ordered);
    },
    /** names by code, deleted entries included (old records keep their label) */
    async namesByCode(q: Queryable, codes: string[]): Promise<Map<string, string>> {
      const unique = [...new Set(codes.filter(Boolean))];
      if (!unique.length) return new Map();
      const rows = await q
        .select({ code: table.code, name: table.name, deletedAt: table.deletedAt })
        .from(table)
        .where(inArray(table.code, unique));
      // a live entry wins over a deleted one with the same code
      const out = new Map<string, string>();
      for (const r of rows.sort((a, b) => Number(!!b.deletedAt) - Number(!!a.deletedAt))) out.set(r.code, r.name);
      return out;
    },
    async page(q: Queryable, f: z.output<typeof codePageQuery>): Promise<PageResult<CodeItem>> {
      const conds: (SQL | undefined)[] = [live];
      if (f.keyword) conds.push(or(ilike(table.name, likePattern(f.keyword)), ilike(table.code, likePattern(f.keyword))));
      if (f.enabled !== undefined) conds.push(eq(table.enabled, f.enabled));
      const where = and(...conds);
      const [{ total }] = await q.select({ total: count() }).from(table).where(where);
      const rows = await q
        .select()
        .from(table)
        .where(where)
        .orderBy(...orderOf({ code: table.code, name: table.name, sort: table.sort }, f.sort, f.order, ordered))
        .limit(f.pageSize)
        .offset(offsetOf(f));
      return { list: rows.map(present), total };
    },
    async detail(q: Queryable, id: string): Promise<CodeItem> {
      return present(await find(q, id));
    },
    async add(db: Db, actor: Actor, input: z.output<typeof codeAddBody>): Promise<{ id: string }> {
      return inTx(db, async (tx) => {
        await assertFree(tx, input);
        const id = newId();
        await tx.insert(table).values({
          id,
          code: input.code,
          name: input.name,
          sort: input.sort ?? 0,
          enabled: input.enabled ?? true,
          remark: input.remark ?? null,
        });
        await audit(tx, actor, {
          objectType: o.objectType,
          objectId: id,
          action: 'create',
          detail: { code: input.code, name: input.name },
        });
        return { id };
      });
    },
    async update(db: Db, actor: Actor, input: z.output<typeof codeUpdateBody>): Promise<void> {
      await inTx(db, async (tx) => {
        const before = await find(tx, input.id);
        await assertFree(tx, input, before.id);
        const next = {
          code: input.code,
          name: input.name,
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
          await audit(tx, actor, { objectType: o.objectType, objectId: r.id, action: 'delete', detail: { code: r.code, name: r.name } });
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
    async seed(q: Queryable, entries: { code: string; name: string; remark?: string }[]): Promise<void> {
      for (const [i, e] of entries.entries()) {
        await q.insert(table).values({ id: newId(), code: e.code, name: e.name, sort: i + 1, remark: e.remark ?? null });
      }
    },
  };
}
export type CodeListService = ReturnType<typeof codeListService>;

/** Admin routes of a coded list under one prefix: page, detail/{id}, add, update, delete, enable. */
export function registerCodeListRoutes(
  base: FastifyInstance,
  db: Db,
  o: {
    prefix: string;
    label: string;
    tag: string;
    service: CodeListService;
    perms: { list: string; add: string; edit: string; remove: string };
  },
): void {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { prefix, label, service: svc, perms } = o;
  const tags = [o.tag];
  app.post(
    `${prefix}/page`,
    {
      config: { permission: perms.list },
      schema: { tags, summary: `${label}分页`, body: codePageQuery, response: { 200: envelope(pageResult(codeItem)) } },
    },
    async (req) => ok(await svc.page(db, req.body)),
  );
  app.get(
    `${prefix}/detail/:id`,
    {
      config: { permission: perms.list },
      schema: { tags, summary: `${label}详情`, params: refIdParams, response: { 200: envelope(codeItem) } },
    },
    async (req) => ok(await svc.detail(db, req.params.id)),
  );
  app.post(
    `${prefix}/add`,
    {
      config: { permission: perms.add },
      schema: { tags, summary: `新增${label}`, body: codeAddBody, response: { 200: envelope(z.object({ id: z.string() })) } },
    },
    async (req) => ok(await svc.add(db, actorOf(req), req.body)),
  );
  app.post(
    `${prefix}/update`,
    {
      config: { permission: perms.edit },
      schema: { tags, summary: `修改${label}`, body: codeUpdateBody, response: { 200: emptyEnvelope } },
    },
    async (req) => {
      await svc.update(db, actorOf(req), req.body);
      return ok(null);
    },
  );
  app.post(
    `${prefix}/delete`,
    {
      config: { permission: perms.remove },
      schema: { tags, summary: `删除${label}`, body: refIdsBody, response: { 200: emptyEnvelope } },
    },
    async (req) => {
      await svc.remove(db, actorOf(req), req.body.ids);
      return ok(null, '删除成功');
    },
  );
  app.post(
    `${prefix}/enable`,
    {
      config: { permission: perms.edit },
      schema: { tags, summary: `启用或停用${label}`, body: refEnableBody, response: { 200: emptyEnvelope } },
    },
    async (req) => {
      await svc.enable(db, actorOf(req), req.body);
      return ok(null);
    },
  );
}
