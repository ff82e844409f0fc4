import { TextClassifier } from '@cppcc/textkit';
import {
  assignedProposals,
  assignmentsMark,
  cosignersMark,
  proposalAuthors,
  proposalsMark,
  submittedProposals,
  typedProposals,
} from '../../proposal';
import { LazyModel } from './lazy';

/** Newest records a model learns from: enough for a conference's topics, bounded training time. */
export const TRAIN_LIMIT = 5000;
/** Characters of a proposal's text used (title first): the opening carries its subject. */
const TEXT_CHARS = 600;

export interface Trained {
  classifier: TextClassifier;
  samples: number;
}

const docText = (title: string, text: string) => `${title}\n${text.slice(0, TEXT_CHARS)}`;

const train = (docs: { text: string; labels: string[] }[]): Trained => ({
  classifier: new TextClassifier().train(docs),
  samples: docs.filter((d) => d.labels.length > 0).length,
});

/** 提案类别 from filed proposals (立案, caseState 3) and recorded historical ones. */
export const typeModel = new LazyModel<Trained>(proposalsMark, async (db) =>
  train((await typedProposals(db, TRAIN_LIMIT)).map((r) => ({ text: docText(r.title, r.text), labels: [r.typeId as string] }))),
);

/** 承办单位 from the formal assignments still in force (a returned one was the wrong unit). */
export const unitModel = new LazyModel<Trained>(
  async (db) => `${await proposalsMark(db)}|${await assignmentsMark(db)}`,
  async (db) => train((await assignedProposals(db, TRAIN_LIMIT)).map((r) => ({ text: docText(r.title, r.text), labels: r.unitIds }))),
);

/** Who writes on a subject: each submitted proposal labelled with its proposer and the co-signers who did not decline. */
export const peopleModel = new LazyModel<Trained>(
  async (db) => `${await proposalsMark(db)}|${await cosignersMark(db)}`,
  async (db) => train((await proposalAuthors(db, TRAIN_LIMIT)).map((r) => ({ text: docText(r.title, r.text), labels: r.people }))),
);

export interface ProposalMeta {
  title: string;
  number: number | null;
  proposerName: string;
  year: number | null;
  typeId: string | null;
}

/** Submitted proposals, each its own label: the nearest ones are the similar-proposal list. */
export const similarModel = new LazyModel<Trained & { meta: Map<string, ProposalMeta> }>(proposalsMark, async (db) => {
  const rows = await submittedProposals(db, TRAIN_LIMIT);
  const meta = new Map(
    rows.map((r) => [r.id, { title: r.title, number: r.number, proposerName: r.proposerName, year: r.year, typeId: r.typeId }]),
  );
  // a document's own centroid is itself: weigh the neighbours' cosine only
  const classifier = new TextClassifier({ k: 40, centroidWeight: 0 }).train(
    rows.map((r) => ({ text: docText(r.title, r.text), labels: [r.id] })),
  );
  return { classifier, samples: rows.length, meta };
});
