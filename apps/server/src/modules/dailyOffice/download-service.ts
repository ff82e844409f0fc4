import {
  DOWNLOAD_EXPORT_TYPE,
  type DownloadDetail,
  type DownloadListItem,
  DownloadPerm,
  type DownloadVisiblePerson,
  type downloadFilter,
  type downloadPageQuery,
  type downloadSaveBody,
  OfficedocPerm,
  type PageResult,
} from '@cppcc/contracts';
import { and, asc, count, desc, eq, getTableColumns, gte, ilike, inArray, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { audit } from '../../platform/audit/audit';
import { hasPermission } from '../../platform/auth/plugin';
import type { Principal } from '../../platform/auth/principal';
import type { Db, Queryable, Tx } from '../../platform/db/client';
import { newId } from '../../platform/db/ids';
import { inTx } from '../../platform/db/tx';
import { fieldError, notFound } from '../../platform/errors';
import type { ExportType } from '../../platform/export';
import type { Caller } from '../../platform/http/caller';
import { likePattern, offsetOf, orderOf } from '../../platform/http/paging';
import { documentById, documentOwner, documentTitles } from '../officedoc';
import { listFiles, liveFileCount, removeAffairFiles, syncFiles } from '../oss';
import { accountsByIds, liveAccountIds } from '../system';
import { type DownloadItemRow, downloadItem, downloadVisible } from './download/tables';
import { downloadTypeNames, downloadTypes } from './types-service';

const OBJECT = 'downloadItem';
const itemNotFound = () => notFound('下载资料');

type Filter = z.output<typeof downloadFilter>;
type PageQuery = z.output<typeof downloadPageQuery>;
type SaveBody = z.output<typeof downloadSaveBody>;

/** Office staff with the manage permission see every item; everyone else only what is published and open to them. */
export const managesDownloads = (p: Principal) => hasPermission(p, DownloadPerm.list);

const live = isNull(downloadItem.deletedAt);

/** published, and open to everyone (no visible rows) or naming the caller */
function visibleTo(p: Principal): SQL {
  return and(
    eq(downloadItem.published, true),
    sql`(not exists (select 1 from ${downloadVisible} v where v.item_id = ${downloadItem.id})
      or exists (select 1 from ${downloadVisible} v where v.item_id = ${downloadItem.id} and v.user_id = ${p.userId}))`,
  ) as SQL;
}

function whereOf(p: Principal, f: Filter): SQL {
  return and(
    live,
    managesDownloads(p) ? (f.published === undefined ? undefined : eq(downloadItem.published, f.published)) : visibleTo(p),
    f.keyword ? ilike(downloadItem.title, likePattern(f.keyword)) : undefined,
    f.typeCode ? eq(downloadItem.typeCode, f.typeCode) : undefined,
    f.from ? gte(downloadItem.createdAt, new Date(f.from)) : undefined,
    f.to ? lte(downloadItem.createdAt, new Date(f.to)) : undefined,
  ) as SQL;
}

const sortable = {
  title: downloadItem.title,
  typeCode: downloadItem.typeCode,
  sort: downloadItem.sort,
  downloadCount: downloadItem.downloadCount,
  createdAt: downloadItem.createdAt,
  publishedAt: downloadItem.publishedAt,
};
const defaultOrder = [asc(downloadItem.sort), desc(downloadItem.createdAt), desc(downloadItem.id)];

/** The item's id spelled with its table: the list reads one table, where drizzle would leave a bare "id" that a subquery's own id shadows. */
const itemIdRef = sql`${downloadItem}.${sql.identifier(downloadItem.id.name)}`;

const listColumns = {
  ...getTableColumns(downloadItem),
  fileCount: liveFileCount(itemIdRef),
  visibleCount: sql<number>`(select count(*)::int from ${downloadVisible} v where v.item_id = ${itemIdRef})`,
};
type ListRow = DownloadItemRow & { fileCount: number; visibleCount: number };

function selectList(q: Queryable) {
  return q.select(listColumns).from(downloadItem);
}

function present(r: ListRow, typeNames: Map<string, string>, docTitles: Map<string, string>): DownloadListItem {
  return {
    id: r.id,
    title: r.title,
    typeCode: r.typeCode,
    typeName: typeNames.get(r.typeCode) ?? r.typeCode,
    description: r.description,
    published: r.published,
    publishedAt: r.publishedAt?.toISOString() ?? null,
    sort: r.sort,
    downloadCount: r.downloadCount,
    fileCount: Number(r.fileCount),
    docTitle: r.docFileId ? (docTitles.get(r.docFileId) ?? null) : null,
    docFileId: r.docFileId,
    visibleCount: Number(r.visibleCount),
    createdByName: r.createdByName,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

async function presentAll(q: Queryable, rows: ListRow[]): Promise<DownloadListItem[]> {
  const [names, docTitles] = await Promise.all([
    downloadTypeNames(q, [...new Set(rows.map((r) => r.typeCode))]),
    documentTitles(
      q,
      rows.flatMap((r) => (r.docFileId ? [r.docFileId] : [])),
    ),
  ]);
  return rows.map((r) => present(r, names, docTitles));
}

export async function pageDownloads(db: Db, p: Principal, query: PageQuery): Promise<PageResult<DownloadListItem>> {
  const where = whereOf(p, query);
  const [{ total }] = await db.select({ total: count() }).from(downloadItem).where(where);
  const rows = await selectList(db)
    .where(where)
    .orderBy(...orderOf(sortable, query.sort, query.order, defaultOrder))
    .limit(query.pageSize)
    .offset(offsetOf(query));
  return { list: await presentAll(db, rows), total };
}

/** A live item the caller may see, or 404 (the same answer for hidden and missing items: ids reveal nothing). */
async function loadVisible(q: Queryable, p: Principal, id: string): Promise<DownloadItemRow> {
  const [row] = await q
    .select()
    .from(downloadItem)
    .where(and(eq(downloadItem.id, id), live, managesDownloads(p) ? undefined : visibleTo(p)))
    .limit(1);
  if (!row) throw itemNotFound();
  return row;
}

export async function visiblePeople(q: Queryable, itemId: string): Promise<DownloadVisiblePerson[]> {
  const rows = await q
    .select({ userId: downloadVisible.userId })
    .from(downloadVisible)
    .where(eq(downloadVisible.itemId, itemId))
    .orderBy(asc(downloadVisible.seq));
  const accounts = await accountsByIds(
    q,
    rows.map((r) => r.userId),
  );
  return rows.flatMap(({ userId }) => {
    const a = accounts.get(userId);
    return a ? [{ userId, userType: a.userType, name: a.username }] : [];
  });
}

export async function downloadDetail(db: Db, p: Principal, id: string): Promise<DownloadDetail> {
  await loadVisible(db, p, id);
  const [row] = await selectList(db).where(eq(downloadItem.id, id));
  const [item] = await presentAll(db, [row]);
  return {
    ...item,
    files: await listFiles(db, id),
    // who else may see it is the office's business, not the readers'
    visiblePeople: managesDownloads(p) ? await visiblePeople(db, id) : [],
  };
}

/** A type that may be chosen: enabled, or the one the item already has (a type stopped later stays on old items). */
async function checkType(q: Queryable, code: string, current?: string): Promise<void> {
  if (code === current) return;
  const options = await downloadTypes.options(q);
  if (!options.some((o) => o.code === code)) throw fieldError('typeCode', '下载类型不存在或已停用');
}

/** The online document must exist and be the caller's own, or the caller may edit every document. */
async function checkDoc(q: Queryable, p: Principal, docFileId: string | null | undefined, current: string | null): Promise<void> {
  if (!docFileId || docFileId === current) return;
  const doc = await documentOwner(q, docFileId);
  if (!doc || (doc.createdBy !== p.userId && !hasPermission(p, OfficedocPerm.all))) throw fieldError('docFileId', '在线文档不存在');
}

async function writeVisible(tx: Tx, itemId: string, userIds: string[]): Promise<number> {
  await tx.delete(downloadVisible).where(eq(downloadVisible.itemId, itemId));
  const ids = [...new Set(userIds)];
  if (!ids.length) return 0;
  const found = await liveAccountIds(tx, ids, [1, 2, 3]);
  const missing = ids.find((id) => !found.has(id));
  if (missing) throw fieldError('visibleUserIds', `用户 ${missing} 不存在或已删除`);
  for (let i = 0; i < ids.length; i += 1000) {
    await tx.insert(downloadVisible).values(ids.slice(i, i + 1000).map((userId, j) => ({ itemId, userId, seq: i + j })));
  }
  return ids.length;
}

export async function addDownload(db: Db, c: Caller, b: SaveBody): Promise<{ id: string }> {
  await checkType(db, b.typeCode);
  await checkDoc(db, c.principal, b.docFileId, null);
  const id = newId();
  const now = new Date();
  await inTx(db, async (tx) => {
    await tx.insert(downloadItem).values({
      id,
      title: b.title,
      typeCode: b.typeCode,
      description: b.description ?? null,
      docFileId: b.docFileId ?? null,
      published: b.published,
      publishedAt: b.published ? now : null,
      sort: b.sort,
      createdBy: c.principal.userId,
      createdByName: c.principal.username,
      createdAt: now,
      updatedBy: c.principal.userId,
      updatedAt: now,
    });
    const visible = await writeVisible(tx, id, b.visibleUserIds);
    const files = await syncFiles(tx, id, b.fileIds, { actor: c.actor, uploaderId: c.principal.userId });
    await audit(tx, c.actor, {
      objectType: OBJECT,
      objectId: id,
      action: 'create',
      detail: { title: b.title, typeCode: b.typeCode, published: b.published, files: files.bound, visible, doc: b.docFileId ?? null },
    });
  });
  return { id };
}

export async function updateDownload(db: Db, c: Caller, b: SaveBody & { id: string }): Promise<void> {
  const current = await loadVisible(db, c.principal, b.id);
  await checkType(db, b.typeCode, current.typeCode);
  await checkDoc(db, c.principal, b.docFileId, current.docFileId);
  const now = new Date();
  await inTx(db, async (tx) => {
    await tx
      .update(downloadItem)
      .set({
        title: b.title,
        typeCode: b.typeCode,
        description: b.description ?? null,
        docFileId: b.docFileId ?? null,
        published: b.published,
        publishedAt: b.published ? (current.published ? current.publishedAt : now) : null,
        sort: b.sort,
        updatedBy: c.principal.userId,
        updatedAt: now,
      })
      .where(eq(downloadItem.id, b.id));
    const visible = await writeVisible(tx, b.id, b.visibleUserIds);
    const files = await syncFiles(tx, b.id, b.fileIds, { actor: c.actor, uploaderId: c.principal.userId });
    await audit(tx, c.actor, {
      objectType: OBJECT,
      objectId: b.id,
      action: 'update',
      detail: {
        title: b.title,
        typeCode: b.typeCode,
        published: b.published,
        visible,
        filesBound: files.bound,
        filesRemoved: files.removed,
      },
    });
  });
}

export async function publishDownload(db: Db, c: Caller, id: string, published: boolean): Promise<void> {
  const current = await loadVisible(db, c.principal, id);
  if (current.published === published) return;
  await inTx(db, async (tx) => {
    await tx
      .update(downloadItem)
      .set({ published, publishedAt: published ? new Date() : null, updatedBy: c.principal.userId, updatedAt: new Date() })
      .where(eq(downloadItem.id, id));
    await audit(tx, c.actor, {
      objectType: OBJECT,
      objectId: id,
      action: published ? 'publish' : 'unpublish',
      detail: { title: current.title },
    });
  });
}

export async function deleteDownloads(db: Db, c: Caller, ids: string[]): Promise<void> {
  const unique = [...new Set(ids)];
  const rows = await db
    .select({ id: downloadItem.id, title: downloadItem.title })
    .from(downloadItem)
    .where(and(inArray(downloadItem.id, unique), live));
  if (rows.length !== unique.length) throw itemNotFound();
  await inTx(db, async (tx) => {
    await tx.update(downloadItem).set({ deletedAt: new Date(), updatedBy: c.principal.userId }).where(inArray(downloadItem.id, unique));
    await tx.delete(downloadVisible).where(inArray(downloadVisible.itemId, unique));
    for (const r of rows) {
      const files = await removeAffairFiles(tx, r.id, c.actor);
      await audit(tx, c.actor, { objectType: OBJECT, objectId: r.id, action: 'delete', detail: { title: r.title, files } });
    }
  });
}

/**
 * One download of an item. A statistic, not a change of the record: no audit
 * row (one per click would bury the real changes), and no updated_at.
 */
export async function countDownload(db: Db, p: Principal, id: string): Promise<number> {
  await loadVisible(db, p, id);
  const [r] = await db
    .update(downloadItem)
    .set({ downloadCount: sql`${downloadItem.downloadCount} + 1` })
    .where(eq(downloadItem.id, id))
    .returning({ downloadCount: downloadItem.downloadCount });
  return r.downloadCount;
}

/** The online document of an item the caller may see (readers cannot open it through the office service). */
export async function downloadDocOf(
  db: Db,
  p: Principal,
  id: string,
): Promise<{ docFileId: string; title: string; html: string; docxPath: string | null }> {
  const item = await loadVisible(db, p, id);
  if (!item.docFileId) throw notFound('在线文档');
  const doc = await documentById(db, item.docFileId);
  if (!doc) throw notFound('在线文档');
  return { docFileId: doc.id, title: doc.title, html: doc.html, docxPath: doc.docxPath };
}

/** May p read an attachment of this affair (registered as the file policy of module `download`). */
export async function mayReadAffair(q: Queryable, p: Principal, affairId: string | null): Promise<boolean> {
  if (!affairId) return false;
  if (managesDownloads(p)) return true;
  const [row] = await q
    .select({ id: downloadItem.id })
    .from(downloadItem)
    .where(and(eq(downloadItem.id, affairId), live, visibleTo(p)))
    .limit(1);
  return !!row;
}

export const downloadExportType: ExportType<DownloadListItem> = {
  code: DOWNLOAD_EXPORT_TYPE,
  name: '下载中心',
  columns: [
    { key: 'title', title: '标题', width: 40 },
    { key: 'typeName', title: '下载类型', width: 14 },
    { key: 'description', title: '说明', width: 40 },
    { key: 'fileCount', title: '附件数', width: 8 },
    { key: 'docTitle', title: '在线文档', width: 30 },
    { key: 'visibleCount', title: '可见范围', width: 14, value: (r) => (r.visibleCount ? `${r.visibleCount}人` : '全部') },
    { key: 'published', title: '状态', width: 10, value: (r) => (r.published ? '已发布' : '未发布') },
    { key: 'sort', title: '排序', width: 8 },
    { key: 'downloadCount', title: '下载次数', width: 10 },
    { key: 'createdByName', title: '创建人', width: 12 },
    { key: 'createdAt', title: '创建时间', format: 'datetime', width: 22 },
  ],
};

/** The export rows: the list's filters and order, read in batches. */
export async function* downloadExportRows(
  db: Db,
  c: Caller,
  f: Filter & { sort?: string; order?: boolean },
): AsyncGenerator<DownloadListItem> {
  const where = whereOf(c.principal, f);
  const [{ total }] = await db.select({ total: count() }).from(downloadItem).where(where);
  await audit(db, c.actor, { objectType: OBJECT, action: 'export', detail: { filter: f, rows: total } });
  const batch = 1000;
  for (let offset = 0; ; offset += batch) {
    const rows = await selectList(db)
      .where(where)
      .orderBy(...orderOf(sortable, f.sort, f.order, defaultOrder))
      .limit(batch)
      .offset(offset);
    yield* await presentAll(db, rows);
    if (rows.length < batch) return;
  }
}
