import {
  TREE_TYPE_MAX_LEVEL,
  type TreeTypeDetail,
  type TreeTypeNode,
  type treeTypeAddBody,
  type treeTypeUpdateBody,
} from '@cppcc/contracts';
import { and, asc, eq, inArray, isNull, ne } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { type Actor, audit } from '../audit/audit';
import type { Db, Queryable } from '../db/client';
import { newId } from '../db/ids';
import { inTx } from '../db/tx';
import { conflict, fieldError, illegalState, notFound } from '../errors';
import { buildTree, descendantsOf } from '../tree';
import { refuseIfInUse } from './in-use';

/**
 * A category tree (proposal types, info types). Rows are soft-deleted so records
 * filed under a category that was later removed still show its name.
 */
export function treeTypeTable(name: string) {
  return pgTable(
    name,
    {
      id: text('id').primaryKey(),
      parentId: text('parent_id'),
      name: text('name').notNull(),
      /** depth, 1 = top level (the spec's proposalLevel / infoLevel) */
      level: integer('level').notNull().default(1),
      sort: integer('sort').notNull().default(0),
      enabled: boolean('enabled').notNull().default(true),
      remark: text('remark'),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
      updatedAt: timestamp('updated_at', { withTimezone: true }),
      deletedAt: timestamp('deleted_at', { withTimezone: true }),
    },
    (t) => [index(`${name}_parent_idx`).on(t.parentId)],
  );
}
export type TreeTypeTable = ReturnType<typeof treeTypeTable>;
type Row = TreeTypeTable['$inferSelect'];

export interface TreeTypeSeed {
  name: string;
  remark?: string;
  children?: TreeTypeSeed[];
}

export interface FlatTreeOption {
  id: string;
  parentId: string | null;
  name: string;
  level: number;
}

/** The rules of a category tree, over one table; `label` names it in messages (提案类别). */
export function treeTypeService(
  table: TreeTypeTable,
  o: { objectType: string; label: string /** manifest deleteGuards key, e.g. 'proposal.type' */; deleteGuard?: string },
) {
  const live = isNull(table.deletedAt);
  const toNode = (r: Row): TreeTypeNode => ({
    id: r.id,
    parentId: r.parentId,
    name: r.name,
    level: r.level,
    sort: r.sort,
    enabled: r.enabled,
    remark: r.remark,
    children: [],
  });
  const all = (q: Queryable) => q.select().from(table).where(live).orderBy(asc(table.sort), asc(table.createdAt));

  async function find(q: Queryable, id: string): Promise<Row> {
    const [r] = await q
      .select()
      .from(table)
      .where(and(eq(table.id, id), live))
      .limit(1);
    if (!r) throw notFound(o.label);
    return r;
  }

  async function assertNameFree(q: Queryable, parentId: string | null, name: string, exceptId?: string) {
    const [same] = await q
      .select({ id: table.id })
      .from(table)
      .where(
        and(
          live,
          parentId ? eq(table.parentId, parentId) : isNull(table.parentId),
          eq(table.name, name),
          exceptId ? ne(table.id, exceptId) : undefined,
        ),
      )
      .limit(1);
    if (same) throw conflict(`同一上级下已有名为「${name}」的${o.label}`);
  }

  async function parentOf(q: Queryable, parentId: string | null | undefined): Promise<Row | null> {
    if (!parentId) return null;
    const [p] = await q
      .select()
      .from(table)
      .where(and(eq(table.id, parentId), live))
      .limit(1);
    if (!p) throw fieldError('parentId', `上级${o.label}不存在`);
    if (p.level >= TREE_TYPE_MAX_LEVEL) throw fieldError('parentId', `${o.label}最多${TREE_TYPE_MAX_LEVEL}级`);
    return p;
  }

  return {
    /** admin tree, disabled nodes included; a name filter keeps the matches and their ancestors */
    async tree(q: Queryable, name?: string): Promise<TreeTypeNode[]> {
      const rows = await all(q);
      if (!name) return buildTree(rows, toNode);
      const byId = new Map(rows.map((r) => [r.id, r]));
      const keep = new Set<string>();
      for (const r of rows) {
        if (!r.name.includes(name)) continue;
        for (let cur: Row | undefined = r; cur && !keep.has(cur.id); cur = cur.parentId ? byId.get(cur.parentId) : undefined)
          keep.add(cur.id);
      }
      return buildTree(
        rows.filter((r) => keep.has(r.id)),
        toNode,
      );
    },

    /** options for pickers: enabled nodes whose ancestors are all enabled, parents before children */
    async options(q: Queryable): Promise<FlatTreeOption[]> {
      const rows = await all(q);
      const byId = new Map(rows.map((r) => [r.id, r]));
      const usable = (r: Row): boolean => r.enabled && (!r.parentId || (byId.has(r.parentId) && usable(byId.get(r.parentId)!)));
      const out: FlatTreeOption[] = [];
      const walk = (nodes: TreeTypeNode[]) => {
        for (const n of nodes) {
          if (!usable(byId.get(n.id)!)) continue;
          out.push({ id: n.id, parentId: n.parentId, name: n.name, level: n.level });
          walk(n.children);
        }
      };
      walk(buildTree(rows, toNode));
      return out;
    },

    async detail(q: Queryable, id: string): Promise<TreeTypeDetail> {
      const r = await find(q, id);
      const parent = r.parentId
        ? (await q.select({ name: table.name }).from(table).where(eq(table.id, r.parentId)).limit(1))[0]
        : undefined;
      const { children: _c, ...node } = toNode(r);
      return { ...node, parentName: parent?.name ?? null, createdAt: r.createdAt.toISOString() };
    },

    /** names by id, deleted rows included (old records keep their category) */
    async names(q: Queryable, ids: string[]): Promise<Map<string, string>> {
      const unique = [...new Set(ids.filter(Boolean))];
      if (!unique.length) return new Map();
      const rows = await q.select({ id: table.id, name: table.name }).from(table).where(inArray(table.id, unique));
      return new Map(rows.map((r) => [r.id, r.name]));
    },

    async add(db: Db, actor: Actor, input: z.output<typeof treeTypeAddBody>): Promise<{ id: string }> {
      return inTx(db, async (tx) => {
        const parent = await parentOf(tx, input.parentId);
        await assertNameFree(tx, parent?.id ?? null, input.name);
        const id = newId();
        await tx.insert(table).values({
          id,
          parentId: parent?.id ?? null,
          name: input.name,
          level: parent ? parent.level + 1 : 1,
          sort: input.sort ?? 0,
          enabled: input.enabled ?? true,
          remark: input.remark ?? null,
        });
        await audit(tx, actor, {
          objectType: o.objectType,
          objectId: id,
          action: 'create',
          detail: { name: input.name, parent: parent?.name ?? null },
        });
        return { id };
      });
    },

    async update(db: Db, actor: Actor, input: z.output<typeof treeTypeUpdateBody>): Promise<void> {
      await inTx(db, async (tx) => {
        const before = await find(tx, input.id);
        const rows = await all(tx);
        const subtree = descendantsOf(rows, [before.id]);
        if (input.parentId && subtree.has(input.parentId)) throw fieldError('parentId', `上级${o.label}不能是本类别或其下级`);
        const parent = await parentOf(tx, input.parentId);
        const level = parent ? parent.level + 1 : 1;
        const deepest = Math.max(...rows.filter((r) => subtree.has(r.id)).map((r) => r.level));
        if (level + (deepest - before.level) > TREE_TYPE_MAX_LEVEL) throw fieldError('parentId', `${o.label}最多${TREE_TYPE_MAX_LEVEL}级`);
        await assertNameFree(tx, parent?.id ?? null, input.name, before.id);
        await tx
          .update(table)
          .set({
            parentId: parent?.id ?? null,
            name: input.name,
            level,
            sort: input.sort ?? before.sort,
            enabled: input.enabled ?? before.enabled,
            remark: input.remark ?? null,
            updatedAt: new Date(),
          })
          .where(eq(table.id, before.id));
        const shift = level - before.level;
        if (shift) {
          for (const r of rows) {
            if (r.id !== before.id && subtree.has(r.id))
              await tx
                .update(table)
                .set({ level: r.level + shift })
                .where(eq(table.id, r.id));
          }
        }
        await audit(tx, actor, {
          objectType: o.objectType,
          objectId: before.id,
          action: 'update',
          detail: {
            from: { name: before.name, parentId: before.parentId, sort: before.sort, enabled: before.enabled },
            to: {
              name: input.name,
              parentId: parent?.id ?? null,
              sort: input.sort ?? before.sort,
              enabled: input.enabled ?? before.enabled,
            },
          },
        });
      });
    },

    async remove(db: Db, actor: Actor, id: string): Promise<void> {
      await inTx(db, async (tx) => {
        const r = await find(tx, id);
        const [child] = await tx
          .select({ name: table.name })
          .from(table)
          .where(and(eq(table.parentId, r.id), live))
          .limit(1);
        if (child) throw illegalState(`「${r.name}」下还有下级${o.label}，请先删除下级${o.label}`);
        await refuseIfInUse(tx, o.deleteGuard, r.id, r.name);
        await tx.update(table).set({ deletedAt: new Date() }).where(eq(table.id, r.id));
        await audit(tx, actor, { objectType: o.objectType, objectId: r.id, action: 'delete', detail: { name: r.name } });
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

    /** seed: a tree from nested names */
    async seed(q: Queryable, nodes: TreeTypeSeed[]): Promise<void> {
      const walk = async (list: TreeTypeSeed[], parentId: string | null, level: number) => {
        for (const [i, n] of list.entries()) {
          const id = newId();
          await q.insert(table).values({ id, parentId, name: n.name, level, sort: i + 1, remark: n.remark ?? null });
          if (n.children) await walk(n.children, id, level + 1);
        }
      };
      await walk(nodes, null, 1);
    },
  };
}
export type TreeTypeService = ReturnType<typeof treeTypeService>;
