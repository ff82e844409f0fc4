import { SimilarityIndex } from '@cppcc/textkit';
import { and, eq, gt, inArray, or } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client';
import type { SimilarCorpus } from './documents';
import { similarDoc } from './tables';

export interface SimilarMeta {
  title: string;
  source: string;
}

/**
 * A transaction that took its revision early may commit after a later one has been read; rows
 * touched this recently are re-read by revision, so such a late commit is still picked up.
 */
const LATE_COMMIT_WINDOW_MS = 5 * 60_000;
const FETCH_BATCH = 500;

class CorpusIndex {
  readonly index = new SimilarityIndex<SimilarMeta>();
  readonly revOf = new Map<string, number>();
  lastRev = 0;
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly corpus: SimilarCorpus,
  ) {}

  /** Brings the in-memory index up to what is committed; calls are serialised. */
  sync(): Promise<void> {
    const run = this.queue.then(() => this.catchUp());
    this.queue = run.catch(() => {});
    return run;
  }

  private async catchUp(): Promise<void> {
    const horizon = new Date(Date.now() - LATE_COMMIT_WINDOW_MS);
    const changed = await this.db
      .select({ docId: similarDoc.docId, rev: similarDoc.rev })
      .from(similarDoc)
      .where(and(eq(similarDoc.corpus, this.corpus), or(gt(similarDoc.rev, this.lastRev), gt(similarDoc.updatedAt, horizon))));
    const stale = changed.filter((r) => this.revOf.get(r.docId) !== r.rev).map((r) => r.docId);
    for (let i = 0; i < stale.length; i += FETCH_BATCH) {
      const rows = await this.db
        .select({
          docId: similarDoc.docId,
          rev: similarDoc.rev,
          title: similarDoc.title,
          source: similarDoc.source,
          text: similarDoc.contentText,
          removed: similarDoc.removed,
        })
        .from(similarDoc)
        .where(and(eq(similarDoc.corpus, this.corpus), inArray(similarDoc.docId, stale.slice(i, i + FETCH_BATCH))));
      for (const r of rows) {
        if (r.removed) this.index.remove(r.docId);
        else if (this.index.has(r.docId)) this.index.update(r.docId, r.text, { title: r.title, source: r.source });
        else this.index.add(r.docId, r.text, { title: r.title, source: r.source });
        this.revOf.set(r.docId, r.rev);
        if (r.rev > this.lastRev) this.lastRev = r.rev;
      }
    }
  }
}

/**
 * The in-memory duplicate-check indexes of one process, rebuilt lazily from intellect_similar_doc
 * (the table is the truth; several processes each keep their own copy in step by revision).
 */
export class SimilarStore {
  private readonly corpora = new Map<SimilarCorpus, CorpusIndex>();

  constructor(private readonly db: Db) {}

  async index(corpus: SimilarCorpus): Promise<SimilarityIndex<SimilarMeta>> {
    let c = this.corpora.get(corpus);
    if (!c) {
      c = new CorpusIndex(this.db, corpus);
      this.corpora.set(corpus, c);
    }
    await c.sync();
    return c.index;
  }
}

const stores = new WeakMap<Db, SimilarStore>();

export function similarStore(db: Db): SimilarStore {
  let s = stores.get(db);
  if (!s) {
    s = new SimilarStore(db);
    stores.set(db, s);
  }
  return s;
}
