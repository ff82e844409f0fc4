import type {
  ImportResult,
  PageResult,
  ReferenceDetail,
  ReferenceDocItem,
  ReferenceHitDto,
  ReferenceKind,
  ReferenceSearchResult,
  referenceDocPageQuery,
  referenceSearchBody,
} from '@cppcc/contracts';
import { decodeEntities, textToHtml } from '@cppcc/textkit';
import { and, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { type Actor, audit } from '../../../platform/audit/audit';
import type { Principal } from '../../../platform/auth/principal';
import type { Db, Queryable } from '../../../platform/db/client';
import { newId } from '../../../platform/db/ids';
import { inTx } from '../../../platform/db/tx';
import { badRequest, notFound } from '../../../platform/errors';
import { likePattern, offsetOf } from '../../../platform/http/paging';
import { canReadProposal, mayReadProposals, publicProposals } from '../../proposal';
import type { ParsedReference } from './import-parse';
import { CURRENT_PREFIX, currentMeta, type RefMeta, referenceStore } from './store';
import { referenceDoc } from './tables';

/** Seed 000 §3 names each kind fills: a law's agency is enacting_agency, a policy's releasePublisher, a proposal has a proposer. */
function fields(id: string, m: RefMeta): Omit<ReferenceHitDto, 'content' | 'highlights' | 'score'> {
  const isProposal = m.kind === 'proposal' || m.kind === 'current';
  return {
    id,
    kind: m.kind,
    title: m.title,
    publishTime: isProposal ? null : m.time,
    startTime: isProposal ? m.time : null,
    source: m.source || null,
    releasePublisher: m.kind === 'policy' ? m.source || null : null,
    enacting_agency: m.kind === 'law' ? m.source || null : null,
    username: isProposal ? m.proposer : null,
    proposer: isProposal ? m.proposer : null,
    potency_level: m.potencyLevel,
    effectiveness: m.effectiveness,
  };
}

const plain = (html: string) => decodeEntities(html.replace(/<\/?em>/g, ''));

/** The reference search ({domain}/search): BM25 over title and text, 20 a page, sort 0 relevance / 1 newest. */
export async function searchReferences(
  db: Queryable,
  principal: Principal,
  q: z.output<typeof referenceSearchBody>,
): Promise<ReferenceSearchResult> {
  const store = await referenceStore(db);
  const opts = { sortType: q.sortType };
  // this conference's public proposals are quoted only by those who may open a proposal at all (issue 13, finding 4)
  const withCurrent = mayReadProposals(principal);
  const keep = (kind: RefMeta['kind'] | undefined) =>
    (q.kind ? kind === q.kind : kind !== undefined) && (withCurrent || kind !== 'current');
  let total: number;
  let hits: { id: string; score: number; highlights: string[] }[];
  if (!q.kind && withCurrent) {
    const page = store.index.search(q.keyword, { ...opts, pageNum: q.pageNum, pageSize: q.pageSize });
    total = page.total;
    hits = page.list;
  } else {
    // one index for all kinds keeps scores comparable; a kind (or reader) filter walks the ranking in pages of 100
    const wanted: typeof hits = [];
    let matched = 0;
    for (let p = 1; ; p++) {
      const page = store.index.search(q.keyword, { ...opts, pageNum: p, pageSize: 100 });
      for (const h of page.list) if (keep(store.meta.get(h.id)?.kind)) wanted.push(h);
      matched += page.list.length;
      if (matched >= page.total || page.list.length === 0) break;
    }
    total = wanted.length;
    hits = wanted.slice((q.pageNum - 1) * q.pageSize, q.pageNum * q.pageSize);
  }
  return {
    total,
    list: hits.flatMap((h) => {
      const m = store.meta.get(h.id);
      if (!m) return [];
      return [
        { ...fields(h.id, m), content: h.highlights[1] ? plain(h.highlights[1]) : m.opening, highlights: h.highlights, score: h.score },
      ];
    }),
  };
}

/** {domain}/detail/{id}: the whole document, to read or quote from. */
export async function referenceDetail(db: Queryable, principal: Principal, id: string): Promise<ReferenceDetail> {
  if (id.startsWith(CURRENT_PREFIX)) {
    const proposalId = id.slice(CURRENT_PREFIX.length);
    const [r] = await publicProposals(db, [proposalId]);
    // published is the index's rule; the proposal area's own rule decides who reads the text
    if (!r || !(await canReadProposal(db, principal, proposalId))) throw notFound('引用资料');
    const m: RefMeta = { ...currentMeta(r), opening: '' };
    return { ...fields(id, m), content: r.text, contentHtml: r.contentHtml };
  }
  const [r] = await db.select().from(referenceDoc).where(eq(referenceDoc.id, id)).limit(1);
  if (!r) throw notFound('引用资料');
  const m: RefMeta = {
    kind: r.kind as ReferenceKind,
    title: r.title,
    time: r.publishTime,
    source: r.source,
    proposer: r.proposer,
    potencyLevel: r.potencyLevel,
    effectiveness: r.effectiveness,
    opening: '',
  };
  return { ...fields(id, m), content: r.contentText, contentHtml: r.contentHtml };
}

export async function pageReferenceDocs(db: Queryable, q: z.output<typeof referenceDocPageQuery>): Promise<PageResult<ReferenceDocItem>> {
  const conds: SQL[] = [];
  if (q.kind) conds.push(eq(referenceDoc.kind, q.kind));
  if (q.keyword)
    conds.push(or(ilike(referenceDoc.title, likePattern(q.keyword)), ilike(referenceDoc.source, likePattern(q.keyword))) as SQL);
  const where = conds.length ? and(...conds) : undefined;
  const [{ total }] = await db.select({ total: count() }).from(referenceDoc).where(where);
  const rows = await db
    .select()
    .from(referenceDoc)
    .where(where)
    .orderBy(desc(referenceDoc.createdAt), desc(referenceDoc.id))
    .limit(q.pageSize)
    .offset(offsetOf(q));
  return {
    total,
    list: rows.map((r) => ({
      id: r.id,
      kind: r.kind as ReferenceKind,
      title: r.title,
      publishTime: r.publishTime,
      source: r.source,
      proposer: r.proposer,
      potencyLevel: r.potencyLevel,
      effectiveness: r.effectiveness,
      length: [...r.contentText].length,
      createdAt: r.createdAt.toISOString(),
    })),
  };
}

export interface ReferenceImportInput {
  kind: ReferenceKind;
  fileName: string;
  docs: ParsedReference[];
  /** defaults for rows that name none */
  source: string | null;
  potencyLevel: string | null;
  effectiveness: string | null;
}

const cut = (s: string | null, n: number) => (s ? s.slice(0, n) : null);

/** Imports documents in one transaction; rows without a title or text are skipped and listed. */
export async function importReferenceDocs(db: Db, actor: Actor, input: ReferenceImportInput): Promise<ImportResult> {
  const errors: string[] = [];
  const accepted = input.docs.filter((d, i) => {
    if (!d.title.trim()) errors.push(`第${i + 1}条缺少标题`);
    else if (!d.text.trim()) errors.push(`“${d.title}”缺少内容`);
    else return true;
    return false;
  });
  if (accepted.length === 0) throw badRequest(errors[0] ?? '文件中没有可导入的内容');
  await inTx(db, async (tx) => {
    for (let i = 0; i < accepted.length; i += 200) {
      await tx.insert(referenceDoc).values(
        accepted.slice(i, i + 200).map((d) => ({
          id: newId(),
          kind: (d.kind as ReferenceKind | null) ?? input.kind,
          title: d.title.trim().slice(0, 300),
          contentText: d.text.trim(),
          contentHtml: textToHtml(d.text.trim()),
          publishTime: d.publishTime,
          source: cut(d.source ?? input.source, 200) ?? '',
          proposer: cut(d.proposer, 200),
          potencyLevel: cut(d.potencyLevel ?? input.potencyLevel, 50),
          effectiveness: cut(d.effectiveness ?? input.effectiveness, 50),
          importedBy: actor.userId,
        })),
      );
    }
    await audit(tx, actor, {
      objectType: 'intellect_reference_doc',
      action: 'import',
      detail: { kind: input.kind, fileName: input.fileName, imported: accepted.length, skipped: errors.length },
    });
  });
  return { imported: accepted.length, skipped: errors.length, errors: errors.slice(0, 50) };
}

export async function deleteReferenceDocs(db: Db, actor: Actor, ids: string[]): Promise<void> {
  await inTx(db, async (tx) => {
    const unique = [...new Set(ids)];
    const rows = await tx
      .select({ id: referenceDoc.id, title: referenceDoc.title })
      .from(referenceDoc)
      .where(inArray(referenceDoc.id, unique));
    if (rows.length !== unique.length) throw notFound('引用资料');
    await tx.delete(referenceDoc).where(inArray(referenceDoc.id, unique));
    for (const r of rows)
      await audit(tx, actor, { objectType: 'intellect_reference_doc', objectId: r.id, action: 'delete', detail: { title: r.title } });
  });
}
