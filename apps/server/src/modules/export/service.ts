import type {
  ExportColumnItem,
  ExportTemplateItem,
  ExportTemplateOption,
  exportTemplateAddBody,
  exportTemplateEnableBody,
  exportTemplatePageQuery,
  exportTemplateUpdateBody,
  PageResult,
} from '@cppcc/contracts';
import { and, asc, count, desc, eq, ilike, inArray, ne, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { type Actor, audit } from '../../platform/audit/audit';
import { updateAudited } from '../../platform/audit/changes';
import type { Db, Queryable } from '../../platform/db/client';
import { newId } from '../../platform/db/ids';
import { inTx } from '../../platform/db/tx';
import { conflict, fieldError, notFound } from '../../platform/errors';
import { type ExportColumn, exportTypeOf } from '../../platform/export';
import { likePattern, offsetOf } from '../../platform/http/paging';
import { exportTemplate } from './tables';

type Row = typeof exportTemplate.$inferSelect;
type AddInput = z.output<typeof exportTemplateAddBody>;

export function typeColumns(code: string): ExportColumnItem[] {
  const type = exportTypeOf(code);
  if (!type) throw notFound('导出类型');
  return type.columns.map((c) => ({ key: c.key, title: c.title }));
}

function present(r: Row): ExportTemplateItem {
  const type = exportTypeOf(r.typeCode);
  const titles = new Map(type?.columns.map((c) => [c.key, c.title]) ?? []);
  return {
    id: r.id,
    typeCode: r.typeCode,
    typeName: type?.name ?? r.typeCode,
    name: r.name,
    columns: r.columns,
    columnTitles: r.columns.flatMap((k) => (titles.has(k) ? [titles.get(k) as string] : [])),
    remark: r.remark,
    sort: r.sort,
    enabled: r.enabled,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

export async function pageTemplates(q: Queryable, f: z.output<typeof exportTemplatePageQuery>): Promise<PageResult<ExportTemplateItem>> {
  const conds: (SQL | undefined)[] = [];
  if (f.typeCode) conds.push(eq(exportTemplate.typeCode, f.typeCode));
  if (f.keyword) conds.push(ilike(exportTemplate.name, likePattern(f.keyword)));
  if (f.enabled !== undefined) conds.push(eq(exportTemplate.enabled, f.enabled));
  const where = and(...conds);
  const [{ total }] = await q.select({ total: count() }).from(exportTemplate).where(where);
  const sortable = { name: exportTemplate.name, sort: exportTemplate.sort, updatedAt: exportTemplate.updatedAt };
  const column = f.sort ? sortable[f.sort as keyof typeof sortable] : undefined;
  const rows = await q
    .select()
    .from(exportTemplate)
    .where(where)
    .orderBy(
      ...(column ? [f.order ? asc(column) : desc(column)] : []),
      asc(exportTemplate.typeCode),
      asc(exportTemplate.sort),
      asc(exportTemplate.id),
    )
    .limit(f.pageSize)
    .offset(offsetOf(f));
  return { list: rows.map(present), total };
}

async function findTemplate(q: Queryable, id: string): Promise<Row> {
  const [r] = await q.select().from(exportTemplate).where(eq(exportTemplate.id, id)).limit(1);
  if (!r) throw notFound('导出模板');
  return r;
}

export const templateDetail = async (q: Queryable, id: string) => present(await findTemplate(q, id));

/** Enabled templates of a type, for the export button's chooser. */
export async function templateOptions(q: Queryable, typeCode: string): Promise<ExportTemplateOption[]> {
  return q
    .select({ id: exportTemplate.id, name: exportTemplate.name })
    .from(exportTemplate)
    .where(and(eq(exportTemplate.typeCode, typeCode), eq(exportTemplate.enabled, true)))
    .orderBy(asc(exportTemplate.sort), asc(exportTemplate.name));
}

/** The type must be registered and every chosen column one of its columns. */
function checkColumns(input: Pick<AddInput, 'typeCode' | 'columns'>): void {
  const type = exportTypeOf(input.typeCode);
  if (!type) throw fieldError('typeCode', `导出类型「${input.typeCode}」不存在`);
  const known = new Set(type.columns.map((c) => c.key));
  const unknown = input.columns.filter((k) => !known.has(k));
  if (unknown.length) throw fieldError('columns', `「${type.name}」没有这些导出列：${unknown.join('、')}`);
}

async function assertNameFree(q: Queryable, typeCode: string, name: string, exceptId?: string): Promise<void> {
  const [same] = await q
    .select({ id: exportTemplate.id })
    .from(exportTemplate)
    .where(
      and(eq(exportTemplate.typeCode, typeCode), eq(exportTemplate.name, name), exceptId ? ne(exportTemplate.id, exceptId) : undefined),
    )
    .limit(1);
  if (same) throw conflict(`该导出类型下已有名为「${name}」的模板`);
}

export async function addTemplate(db: Db, actor: Actor, input: AddInput): Promise<{ id: string }> {
  checkColumns(input);
  return inTx(db, async (tx) => {
    await assertNameFree(tx, input.typeCode, input.name);
    const id = newId();
    await tx.insert(exportTemplate).values({
      id,
      typeCode: input.typeCode,
      name: input.name,
      columns: input.columns,
      remark: input.remark ?? null,
      sort: input.sort ?? 0,
      enabled: input.enabled ?? true,
      createdBy: actor.userId,
    });
    await audit(tx, actor, {
      objectType: 'exportTemplate',
      objectId: id,
      action: 'create',
      detail: { typeCode: input.typeCode, name: input.name, columns: input.columns },
    });
    return { id };
  });
}

export async function updateTemplate(db: Db, actor: Actor, input: z.output<typeof exportTemplateUpdateBody>): Promise<void> {
  checkColumns(input);
  await inTx(db, async (tx) => {
    const before = await findTemplate(tx, input.id);
    await assertNameFree(tx, input.typeCode, input.name, before.id);
    const next = {
      typeCode: input.typeCode,
      name: input.name,
      columns: input.columns,
      remark: input.remark ?? null,
      sort: input.sort ?? before.sort,
      enabled: input.enabled ?? before.enabled,
    };
    // the columns are a list: compared as their JSON text
    const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
    await updateAudited(tx, actor, { table: exportTemplate, before, next, objectType: 'exportTemplate', same });
  });
}

export async function deleteTemplates(db: Db, actor: Actor, ids: string[]): Promise<void> {
  await inTx(db, async (tx) => {
    const rows = await tx
      .select()
      .from(exportTemplate)
      .where(inArray(exportTemplate.id, [...new Set(ids)]));
    if (rows.length !== new Set(ids).size) throw notFound('导出模板');
    await tx.delete(exportTemplate).where(
      inArray(
        exportTemplate.id,
        rows.map((r) => r.id),
      ),
    );
    for (const r of rows) {
      await audit(tx, actor, {
        objectType: 'exportTemplate',
        objectId: r.id,
        action: 'delete',
        detail: { typeCode: r.typeCode, name: r.name },
      });
    }
  });
}

export async function enableTemplate(db: Db, actor: Actor, input: z.output<typeof exportTemplateEnableBody>): Promise<void> {
  await inTx(db, async (tx) => {
    const r = await findTemplate(tx, input.id);
    await tx.update(exportTemplate).set({ enabled: input.enabled, updatedAt: new Date() }).where(eq(exportTemplate.id, r.id));
    await audit(tx, actor, {
      objectType: 'exportTemplate',
      objectId: r.id,
      action: input.enabled ? 'enable' : 'disable',
      detail: { name: r.name, from: r.enabled, to: input.enabled },
    });
  });
}

/**
 * The columns of an export: those of the chosen template in its order, or
 * every column of the type. A template of another type, a stopped one, or one
 * whose columns all disappeared is refused before anything is written.
 */
export async function columnsFor<R extends object>(
  q: Queryable,
  typeCode: string,
  templateId?: string | null,
): Promise<{ typeName: string; templateName: string | null; columns: readonly ExportColumn<R>[] }> {
  const type = exportTypeOf<R>(typeCode);
  if (!type) throw new Error(`export type ${typeCode} is not registered`);
  if (!templateId) return { typeName: type.name, templateName: null, columns: type.columns };
  const [t] = await q.select().from(exportTemplate).where(eq(exportTemplate.id, templateId)).limit(1);
  if (!t || t.typeCode !== typeCode) throw fieldError('templateId', `导出模板不存在或不属于「${type.name}」`);
  if (!t.enabled) throw fieldError('templateId', `导出模板「${t.name}」已停用`);
  const byKey = new Map(type.columns.map((c) => [c.key, c]));
  const columns = t.columns.flatMap((k) => (byKey.has(k) ? [byKey.get(k) as ExportColumn<R>] : []));
  if (!columns.length) throw fieldError('templateId', `导出模板「${t.name}」的导出列已全部失效，请重新配置`);
  return { typeName: type.name, templateName: t.name, columns };
}
