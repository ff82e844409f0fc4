import type { ReferenceSearchKind } from '@cppcc/contracts';
import { ReferenceIndex } from '@cppcc/textkit';
import { count, inArray, max } from 'drizzle-orm';
import type { Queryable } from '../../../platform/db/client';
import { publicProposals, publicProposalsMark, publicProposalVersions } from '../../proposal';
import { referenceDoc } from './tables';

/** Ids of this conference's filed proposals in the index carry this prefix (library ids never do). */
export const CURRENT_PREFIX = 'cur_';
const BATCH = 500;

export interface RefMeta {
  kind: ReferenceSearchKind;
  title: string;
  /** ISO date */
  time: string | null;
  source: string;
  proposer: string | null;
  potencyLevel: string | null;
  effectiveness: string | null;
  opening: string;
  /** proposals: the last change seen, to re-read an edited one */
  version?: number;
}

/** Open status 1 hides the number, 2 the proposer (as the proposal lists do). */
export function currentMeta(r: {
  title: string;
  year: number | null;
  number: number | null;
  proposerName: string;
  jointNames: string | null;
  openStatus: number | null;
  submittedAt: Date | null;
  filedAt: Date | null;
}): Omit<RefMeta, 'opening'> {
  return {
    kind: 'current',
    title: r.title,
    time: isoDate(r.submittedAt ?? r.filedAt),
    source: [r.year ? `${r.year}年` : '', r.number && r.openStatus !== 1 ? `第${r.number}号提案` : ''].join(''),
    proposer: r.openStatus === 2 ? null : [r.proposerName, r.jointNames].filter(Boolean).join('、'),
    potencyLevel: null,
    effectiveness: null,
  };
}

const stamp = (v: unknown) => (v ? new Date(v as string).getTime() : 0);
const isoDate = (d: Date | string | null) => (d ? new Date(d).toISOString().slice(0, 10) : null);

/**
 * One process's reference index: the imported library and this conference's filed proposals.
 * Before each search the two tables' signatures are compared with what was indexed; on a change
 * the ids are compared and only the new, changed or removed documents are touched.
 */
class ReferenceStore {
  readonly index = new ReferenceIndex();
  readonly meta = new Map<string, RefMeta>();
  private librarySig = '';
  private proposalSig = '';
  private queue: Promise<void> = Promise.resolve();

  constructor(private readonly db: Queryable) {}

  sync(): Promise<void> {
    const run = this.queue.then(() => this.catchUp());
    this.queue = run.catch(() => {});
    return run;
  }

  private put(id: string, content: string, m: RefMeta) {
    this.index.add({ id, title: m.title, content, time: m.time ?? undefined });
    this.meta.set(id, m);
  }

  private drop(id: string) {
    this.index.remove(id);
    this.meta.delete(id);
  }

  private async catchUp(): Promise<void> {
    const db = this.db;
    const [lib] = await db.select({ n: count(), at: max(referenceDoc.createdAt) }).from(referenceDoc);
    const librarySig = `${lib.n}:${stamp(lib.at)}`;
    if (librarySig !== this.librarySig) {
      const ids = new Set((await db.select({ id: referenceDoc.id }).from(referenceDoc)).map((r) => r.id));
      for (const [id, m] of this.meta) if (m.kind !== 'current' && !ids.has(id)) this.drop(id);
      const fresh = [...ids].filter((id) => !this.meta.has(id));
      for (let i = 0; i < fresh.length; i += BATCH) {
        const rows = await db
          .select()
          .from(referenceDoc)
          .where(inArray(referenceDoc.id, fresh.slice(i, i + BATCH)));
        for (const r of rows) {
          this.put(r.id, r.contentText, {
            kind: r.kind as RefMeta['kind'],
            title: r.title,
            time: r.publishTime,
            source: r.source,
            proposer: r.proposer,
            potencyLevel: r.potencyLevel,
            effectiveness: r.effectiveness,
            opening: r.contentText.slice(0, 120),
          });
        }
      }
      this.librarySig = librarySig;
    }

    // this conference's proposals the Quote panel may show: those the office has made public (open
    // status set, which comes after filing), so a reader never sees a proposal they could not open
    const proposalSig = await publicProposalsMark(db);
    if (proposalSig === this.proposalSig) return;
    const live = await publicProposalVersions(db);
    const want = new Map(live.map((r) => [CURRENT_PREFIX + r.id, r.updatedAt.getTime()]));
    for (const [id, m] of this.meta) if (m.kind === 'current' && !want.has(id)) this.drop(id);
    const stale = [...want].filter(([id, v]) => this.meta.get(id)?.version !== v).map(([id]) => id.slice(CURRENT_PREFIX.length));
    for (let i = 0; i < stale.length; i += BATCH) {
      const rows = await publicProposals(db, stale.slice(i, i + BATCH));
      for (const r of rows) {
        this.put(CURRENT_PREFIX + r.id, r.text, { ...currentMeta(r), opening: r.text.slice(0, 120), version: r.updatedAt.getTime() });
      }
    }
    this.proposalSig = proposalSig;
  }
}

const stores = new WeakMap<Queryable, ReferenceStore>();

export async function referenceStore(db: Queryable): Promise<ReferenceStore> {
  let s = stores.get(db);
  if (!s) {
    s = new ReferenceStore(db);
    stores.set(db, s);
  }
  await s.sync();
  return s;
}
