import type {
  DictItem,
  DictTypeItem,
  dictItemAddBody,
  dictItemEnableBody,
  dictItemPageQuery,
  dictItemUpdateBody,
  dictTypeAddBody,
  dictTypePageQuery,
  PageResult,
  ParamItem,
} from '@cppcc/contracts';
import { and, asc, count, eq, ilike, inArray, ne, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { audit } from '../../platform/audit/audit';
import { changeDetail } from '../../platform/audit/changes';
import type { Db, Queryable } from '../../platform/db/client';
import { newId } from '../../platform/db/ids';
import { inTx } from '../../platform/db/tx';
import { badRequest, conflict, fieldError, notFound } from '../../platform/errors';
import type { Caller } from '../../platform/http/caller';
import { likePattern, offsetOf, orderOf } from '../../platform/http/paging';
import { dictItem, dictType } from './tables';

type ItemRow = typeof dictItem.$inferSelect;

export async function pageDictTypes(q: Queryable, f: z.output<typeof dictTypePageQuery>): Promise<PageResult<DictTypeItem>> {
  const where = f.keyword ? or(ilike(dictType.typeName, likePattern(f.keyword)), ilike(dictType.title, likePattern(f.keyword))) : undefined;
  const [{ total }] = await q.select({ total: count() }).from(dictType).where(where);
  const rows = await q
    .select()
    .from(dictType)
    .where(where)
    .orderBy(...orderOf({ typeName: dictType.typeName, title: dictType.title }, f.sort, f.order, [asc(dictType.typeName)]))
    .limit(f.pageSize)
    .offset(offsetOf(f));
  const names = rows.map((r) => r.typeName);
  const counts = new Map(
    names.length
      ? (
          await q
            .select({ typeName: dictItem.typeName, n: count() })
            .from(dictItem)
            .where(inArray(dictItem.typeName, names))
            .groupBy(dictItem.typeName)
        ).map((r) => [r.typeName, r.n])
      : [],
  );
  return { list: rows.map((r) => ({ ...r, itemCount: counts.get(r.typeName) ?? 0 })), total };
}

async function findType(q: Queryable, typeName: string) {
  const [t] = await q.select().from(dictType).where(eq(dictType.typeName, typeName)).limit(1);
  return t ?? null;
}

export async function addDictType(db: Db, c: Caller, input: z.output<typeof dictTypeAddBody>): Promise<void> {
  await inTx(db, async (tx) => {
    if (await findType(tx, input.typeName)) throw conflict(`字典类型「${input.typeName}」已存在`);
    await tx.insert(dictType).values({ typeName: input.typeName, title: input.title, remark: input.remark ?? null, builtIn: false });
    await audit(tx, c.actor, { objectType: 'dictType', objectId: input.typeName, action: 'create', detail: { title: input.title } });
  });
}

export async function updateDictType(db: Db, c: Caller, input: z.output<typeof dictTypeAddBody>): Promise<void> {
  await inTx(db, async (tx) => {
    const before = await findType(tx, input.typeName);
    if (!before) throw notFound('字典类型');
    await tx
      .update(dictType)
      .set({ title: input.title, remark: input.remark ?? null })
      .where(eq(dictType.typeName, input.typeName));
    await audit(tx, c.actor, {
      objectType: 'dictType',
      objectId: input.typeName,
      action: 'update',
      detail: { from: { title: before.title, remark: before.remark }, to: { title: input.title, remark: input.remark ?? null } },
    });
  });
}

export async function deleteDictType(db: Db, c: Caller, typeName: string): Promise<void> {
  await inTx(db, async (tx) => {
    const t = await findType(tx, typeName);
    if (!t) throw notFound('字典类型');
    // the code reads built-in dictionaries by name (sex, whether, satisfaction …)
    if (t.builtIn) throw badRequest(`「${t.title}」是内置字典，不能删除`);
    const items = await tx.delete(dictItem).where(eq(dictItem.typeName, typeName)).returning({ code: dictItem.paramCode });
    await tx.delete(dictType).where(eq(dictType.typeName, typeName));
    await audit(tx, c.actor, {
      objectType: 'dictType',
      objectId: typeName,
      action: 'delete',
      detail: { title: t.title, items: items.length },
    });
  });
}

const presentItem = (r: ItemRow): DictItem => ({
  id: r.id,
  typeName: r.typeName,
  paramCode: r.paramCode,
  paramName: r.paramName,
  easyName: r.easyName,
  sort: r.sort,
  enabled: r.enabled,
  remark: r.remark,
});

export async function pageDictItems(q: Queryable, f: z.output<typeof dictItemPageQuery>): Promise<PageResult<DictItem>> {
  const conds: (SQL | undefined)[] = [eq(dictItem.typeName, f.typeName)];
  if (f.keyword) conds.push(or(ilike(dictItem.paramCode, likePattern(f.keyword)), ilike(dictItem.paramName, likePattern(f.keyword))));
  if (f.enabled !== undefined) conds.push(eq(dictItem.enabled, f.enabled));
  const where = and(...conds);
  const [{ total }] = await q.select({ total: count() }).from(dictItem).where(where);
  const rows = await q
    .select()
    .from(dictItem)
    .where(where)
    .orderBy(
      ...orderOf({ paramCode: dictItem.paramCode, paramName: dictItem.paramName, sort: dictItem.sort }, f.sort, f.order, [
        asc(dictItem.sort),
        asc(dictItem.paramCode),
      ]),
    )
    .limit(f.pageSize)
    .offset(offsetOf(f));
  return { list: rows.map(presentItem), total };
}

async function assertCodeFree(q: Queryable, typeName: string, code: string, exceptId?: string): Promise<void> {
  const [same] = await q
    .select({ id: dictItem.id })
    .from(dictItem)
    .where(and(eq(dictItem.typeName, typeName), eq(dictItem.paramCode, code), exceptId ? ne(dictItem.id, exceptId) : undefined))
    .limit(1);
  if (same) throw conflict(`字典编码「${code}」已存在`);
}

export async function addDictItem(db: Db, c: Caller, input: z.output<typeof dictItemAddBody>): Promise<{ id: string }> {
  return inTx(db, async (tx) => {
    if (!(await findType(tx, input.typeName))) throw fieldError('typeName', '字典类型不存在');
    await assertCodeFree(tx, input.typeName, input.paramCode);
    const id = newId();
    await tx.insert(dictItem).values({
      id,
      typeName: input.typeName,
      paramCode: input.paramCode,
      paramName: input.paramName,
      easyName: input.easyName ?? null,
      sort: input.sort ?? 0,
      enabled: input.enabled ?? true,
      remark: input.remark ?? null,
    });
    await audit(tx, c.actor, {
      objectType: 'dictItem',
      objectId: id,
      action: 'create',
      detail: { typeName: input.typeName, paramCode: input.paramCode, paramName: input.paramName },
    });
    return { id };
  });
}

async function findItem(q: Queryable, id: string): Promise<ItemRow> {
  const [r] = await q.select().from(dictItem).where(eq(dictItem.id, id)).limit(1);
  if (!r) throw notFound('字典项');
  return r;
}

export async function updateDictItem(db: Db, c: Caller, input: z.output<typeof dictItemUpdateBody>): Promise<void> {
  await inTx(db, async (tx) => {
    const before = await findItem(tx, input.id);
    await assertCodeFree(tx, before.typeName, input.paramCode, before.id);
    const next = {
      paramCode: input.paramCode,
      paramName: input.paramName,
      easyName: input.easyName ?? null,
      sort: input.sort ?? before.sort,
      enabled: input.enabled ?? before.enabled,
      remark: input.remark ?? null,
    };
    await tx.update(dictItem).set(next).where(eq(dictItem.id, before.id));
    await audit(tx, c.actor, {
      objectType: 'dictItem',
      objectId: before.id,
      action: 'update',
      detail: { typeName: before.typeName, ...changeDetail(before, next) },
    });
  });
}

export async function deleteDictItems(db: Db, c: Caller, ids: string[]): Promise<void> {
  await inTx(db, async (tx) => {
    for (const id of new Set(ids)) {
      const r = await findItem(tx, id);
      await tx.delete(dictItem).where(eq(dictItem.id, id));
      await audit(tx, c.actor, {
        objectType: 'dictItem',
        objectId: id,
        action: 'delete',
        detail: { typeName: r.typeName, paramCode: r.paramCode, paramName: r.paramName },
      });
    }
  });
}

export async function enableDictItem(db: Db, c: Caller, input: z.output<typeof dictItemEnableBody>): Promise<void> {
  await inTx(db, async (tx) => {
    const r = await findItem(tx, input.id);
    await tx.update(dictItem).set({ enabled: input.enabled }).where(eq(dictItem.id, r.id));
    await audit(tx, c.actor, {
      objectType: 'dictItem',
      objectId: r.id,
      action: input.enabled ? 'enable' : 'disable',
      detail: { typeName: r.typeName, paramCode: r.paramCode, from: r.enabled, to: input.enabled },
    });
  });
}

/** GET param/list/typeName(s): enabled items in display order, in the spec's reference-data shape (000 §7). */
export async function paramLists(q: Queryable, typeNames: string[]): Promise<Record<string, ParamItem[]>> {
  const rows = await q
    .select({ typeName: dictItem.typeName, paramCode: dictItem.paramCode, paramName: dictItem.paramName, easyName: dictItem.easyName })
    .from(dictItem)
    .where(and(inArray(dictItem.typeName, typeNames), eq(dictItem.enabled, true)))
    .orderBy(asc(dictItem.sort), asc(dictItem.paramCode));
  const out: Record<string, ParamItem[]> = Object.fromEntries(typeNames.map((t) => [t, []]));
  for (const { typeName, ...item } of rows) out[typeName].push(item);
  return out;
}
