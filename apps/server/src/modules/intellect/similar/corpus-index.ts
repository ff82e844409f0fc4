import type { CorpusIndex } from '../../../platform/ports';
import { indexSimilarDoc, removeSimilarDoc, SIMILAR_CORPORA, type SimilarCorpus } from './documents';

function corpusOf(name: string): SimilarCorpus {
  const corpus = SIMILAR_CORPORA.find((c) => c === name);
  // a programming error, not bad input: only the areas name corpora
  if (!corpus) throw new Error(`the duplicate check has no corpus ${name}`);
  return corpus;
}

/**
 * The duplicate-check library as the platform's corpus index (platform/ports.ts): the areas
 * whose texts it checks feed it through the port, so they never import this area, which
 * reads them (a proposal's text only by the proposal area's own rule).
 */
export const similarCorpusIndex: CorpusIndex = {
  put: (q, doc) => indexSimilarDoc(q, { ...doc, corpus: corpusOf(doc.corpus) }),
  remove: (q, corpus, docId) => removeSimilarDoc(q, corpusOf(corpus), docId),
};
