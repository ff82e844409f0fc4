import { type LibraryImportResult, type LibraryItem, LibraryKind, type LibraryKindValue, type PageResult } from '@cppcc/contracts';
import { textToHtml } from '@cppcc/textkit';
import { and, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import { type Actor, audit } from '../../../platform/audit/audit';
import type { Db } from '../../../platform/db/client';
import { newId } from '../../../platform/db/ids';
import { inTx } from '../../../platform/db/tx';
import { badRequest } from '../../../platform/errors';
import { indexSimilarDoc, removeSimilarDoc, type SimilarCorpus } from './documents';
import { parseFile } from './import-parse';
import { libraryDoc } from './tables';

type Kind = LibraryKindValue;
const corpusOf = (kind: Kind): SimilarCorpus => (kind === LibraryKind.proposal ? 'cppcc-proposal' : 'cppcc-info');
const MAX_TITLE = 200;

export interface ImportInput {
  kind: Kind;
  fileName: string;
  data: Buffer;
  /** 来源 for rows that name none, e.g. 某市政协十三届 */
  source?: string | null;
  year?: number | null;
}

/** Imports reference documents; every row and its index entry land in one transaction, or none do. */
export async function importLibrary(db: Db, actor: Actor, input: ImportInput): Promise<LibraryImportResult> {
  const docs = await parseFile(input.data, input.fileName);
  const errors: string[] = [];
  const accepted = docs.filter((d, i) => {
    if (!d.title) errors.push(`第${i + 1}条缺少标题`);
    else if (!d.text) errors.push(`“${d.title}”缺少内容`);
    else return true;
    return false;
  });
  if (accepted.length === 0) throw badRequest(errors[0] ?? '文件中没有可导入的内容');
  await inTx(db, async (tx) => {
    for (const d of accepted) {
      const id = newId();
      const title = d.title.slice(0, MAX_TITLE);
      const source = d.source ?? input.source ?? '';
      const year = d.year ?? input.year ?? null;
      const contentHtml = textToHtml(d.text);
      await tx
        .insert(libraryDoc)
        .values({ id, kind: input.kind, title, source, year, contentHtml, contentText: d.text, importedBy: actor.userId });
      await indexSimilarDoc(tx, { corpus: corpusOf(input.kind), docId: id, title, source, contentHtml, year });
    }
    await audit(tx, actor, {
      objectType: 'intellect_library',
      action: 'import',
      detail: { kind: input.kind, fileName: input.fileName, imported: accepted.length, skipped: errors.length },
    });
  });
  return { imported: accepted.length, skipped: errors.length, errors: errors.slice(0, 50) };
}

export interface LibraryQuery {
  pageNum: number;
  pageSize: number;
  kind?: Kind;
  keyword?: string;
  year?: number;
}

export async function pageLibrary(db: Db, q: LibraryQuery): Promise<PageResult<LibraryItem>> {
  const where: SQL[] = [];
  if (q.kind) where.push(eq(libraryDoc.kind, q.kind));
  if (q.year) where.push(eq(libraryDoc.year, q.year));
  const kw = q.keyword?.trim();
  if (kw) where.push(or(ilike(libraryDoc.title, `%${kw}%`), ilike(libraryDoc.source, `%${kw}%`)) as SQL);
  const cond = where.length ? and(...where) : undefined;
  const [{ total }] = await db.select({ total: count() }).from(libraryDoc).where(cond);
  const rows = await db
    .select()
    .from(libraryDoc)
    .where(cond)
    .orderBy(desc(libraryDoc.createdAt), desc(libraryDoc.id))
    .limit(q.pageSize)
    .offset((q.pageNum - 1) * q.pageSize);
  return {
    total,
    list: rows.map((r) => ({
      id: r.id,
      kind: r.kind as Kind,
      title: r.title,
      source: r.source,
      year: r.year,
      length: [...r.contentText].length,
      createdAt: r.createdAt.toISOString(),
    })),
  };
}

export async function deleteLibrary(db: Db, actor: Actor, ids: string[]): Promise<void> {
  await inTx(db, async (tx) => {
    const rows = await tx.select({ id: libraryDoc.id, kind: libraryDoc.kind }).from(libraryDoc).where(inArray(libraryDoc.id, ids));
    for (const r of rows) await removeSimilarDoc(tx, corpusOf(r.kind as Kind), r.id);
    await tx.delete(libraryDoc).where(inArray(libraryDoc.id, ids));
    await audit(tx, actor, { objectType: 'intellect_library', action: 'delete', detail: { ids: rows.map((r) => r.id) } });
  });
}
