import { TextClassifier } from '@cppcc/textkit';
import { and, count, desc, eq, inArray, isNotNull, isNull, max, ne, or } from 'drizzle-orm';
import type { Queryable } from '../../../platform/db/client';
import { proposal, proposalJoint, proposalUnit } from '../../proposal/tables';
import { LazyModel } from './lazy';

/** Newest records a model learns from: enough for a conference's topics, bounded training time. */
export const TRAIN_LIMIT = 5000;
/** Characters of a proposal's text used (title first): the opening carries its subject. */
const TEXT_CHARS = 600;

export interface Trained {
  classifier: TextClassifier;
  samples: number;
}

const stamp = (v: unknown) => (v ? new Date(v as string).getTime() : 0);
const docText = (title: string, text: string) => `${title}\n${text.slice(0, TEXT_CHARS)}`;

async function proposalSignature(db: Queryable): Promise<string> {
  const [s] = await db.select({ n: count(), at: max(proposal.updatedAt) }).from(proposal);
  return `${s.n}:${stamp(s.at)}`;
}

const train = (docs: { text: string; labels: string[] }[]): Trained => ({
  classifier: new TextClassifier().train(docs),
  samples: docs.filter((d) => d.labels.length > 0).length,
});

/** 提案类别 from filed proposals (立案, caseState 3) and recorded historical ones. */
export const typeModel = new LazyModel<Trained>(proposalSignature, async (db) => {
  const rows = await db
    .select({ title: proposal.title, text: proposal.contentText, typeId: proposal.typeId })
    .from(proposal)
    .where(and(isNull(proposal.deletedAt), isNotNull(proposal.typeId), or(eq(proposal.caseState, 3), eq(proposal.isRecord, true))))
    .orderBy(desc(proposal.updatedAt))
    .limit(TRAIN_LIMIT);
  return train(rows.map((r) => ({ text: docText(r.title, r.text), labels: [r.typeId as string] })));
});

/** 承办单位 from the formal assignments still in force (a returned one was the wrong unit). */
export const unitModel = new LazyModel<Trained>(
  async (db) => {
    const [s] = await db.select({ n: count(), at: max(proposalUnit.updatedAt) }).from(proposalUnit);
    return `${await proposalSignature(db)}|${s.n}:${stamp(s.at)}`;
  },
  async (db) => {
    const assigned = await db
      .select({ id: proposal.id, title: proposal.title, text: proposal.contentText })
      .from(proposal)
      .where(
        and(
          isNull(proposal.deletedAt),
          inArray(
            proposal.id,
            db
              .select({ id: proposalUnit.proposalId })
              .from(proposalUnit)
              .where(and(eq(proposalUnit.phase, 'formal'), eq(proposalUnit.active, true))),
          ),
        ),
      )
      .orderBy(desc(proposal.assignedAt))
      .limit(TRAIN_LIMIT);
    const units = new Map<string, string[]>();
    const ids = assigned.map((r) => r.id);
    for (let i = 0; i < ids.length; i += 1000) {
      const rows = await db
        .select({ proposalId: proposalUnit.proposalId, unitId: proposalUnit.unitId })
        .from(proposalUnit)
        .where(
          and(inArray(proposalUnit.proposalId, ids.slice(i, i + 1000)), eq(proposalUnit.phase, 'formal'), eq(proposalUnit.active, true)),
        );
      for (const r of rows) units.set(r.proposalId, [...(units.get(r.proposalId) ?? []), r.unitId]);
    }
    return train(assigned.map((r) => ({ text: docText(r.title, r.text), labels: units.get(r.id) ?? [] })));
  },
);

/** Who writes on a subject: each submitted proposal labelled with its proposer and the co-signers who did not decline. */
export const peopleModel = new LazyModel<Trained>(
  async (db) => {
    const [s] = await db
      .select({ n: count(), at: max(proposalJoint.createdAt), answered: max(proposalJoint.answeredAt) })
      .from(proposalJoint);
    return `${await proposalSignature(db)}|${s.n}:${stamp(s.at)}:${stamp(s.answered)}`;
  },
  async (db) => {
    const rows = await db
      .select({ id: proposal.id, title: proposal.title, text: proposal.contentText, proposerId: proposal.proposerId })
      .from(proposal)
      .where(and(isNull(proposal.deletedAt), ne(proposal.state, 0), isNotNull(proposal.proposerId)))
      .orderBy(desc(proposal.submittedAt))
      .limit(TRAIN_LIMIT);
    const joint = new Map<string, string[]>();
    const ids = rows.map((r) => r.id);
    for (let i = 0; i < ids.length; i += 1000) {
      const js = await db
        .select({ proposalId: proposalJoint.proposalId, userId: proposalJoint.userId })
        .from(proposalJoint)
        .where(and(inArray(proposalJoint.proposalId, ids.slice(i, i + 1000)), ne(proposalJoint.state, 0)));
      for (const j of js) joint.set(j.proposalId, [...(joint.get(j.proposalId) ?? []), j.userId]);
    }
    return train(rows.map((r) => ({ text: docText(r.title, r.text), labels: [r.proposerId as string, ...(joint.get(r.id) ?? [])] })));
  },
);

export interface ProposalMeta {
  title: string;
  number: number | null;
  proposerName: string;
  year: number | null;
  typeId: string | null;
}

/** Submitted proposals, each its own label: the nearest ones are the similar-proposal list. */
export const similarModel = new LazyModel<Trained & { meta: Map<string, ProposalMeta> }>(proposalSignature, async (db) => {
  const rows = await db
    .select({
      id: proposal.id,
      title: proposal.title,
      text: proposal.contentText,
      number: proposal.number,
      proposerName: proposal.proposerName,
      year: proposal.year,
      typeId: proposal.typeId,
    })
    .from(proposal)
    .where(and(isNull(proposal.deletedAt), ne(proposal.state, 0)))
    .orderBy(desc(proposal.submittedAt))
    .limit(TRAIN_LIMIT);
  const meta = new Map(
    rows.map((r) => [r.id, { title: r.title, number: r.number, proposerName: r.proposerName, year: r.year, typeId: r.typeId }]),
  );
  // a document's own centroid is itself: weigh the neighbours' cosine only
  const classifier = new TextClassifier({ k: 40, centroidWeight: 0 }).train(
    rows.map((r) => ({ text: docText(r.title, r.text), labels: [r.id] })),
  );
  return { classifier, samples: rows.length, meta };
});
