/**
 * The duplicate-check library as other modules feed it: documents in, documents out. The routes
 * and the check itself are wired by the intellect manifest (../index.ts); they stay out of this
 * face so that a module feeding the library does not load the check, which reads proposals.
 */
export { indexSimilarDoc, removeSimilarDoc, type SimilarCorpus, type SimilarDocInput } from './documents';
