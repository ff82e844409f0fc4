/**
 * @cppcc/textkit — Chinese text engines (pure functions, no I/O).
 * Duplicate check: folding (`normalize`), pairwise `similarity` and `compare`, and the
 * `SimilarityIndex` for checking one text against a large stored collection.
 */
export { type ComparedPassage, type Comparison, compare } from './compare.js';
export { DEFAULT_GRAM, DEFAULT_WINDOW, type Fingerprints, fingerprint, kgramHashes, winnow } from './fingerprint.js';
export { decodeEntities, escapeHtml, stripHtml, textToHtml } from './html.js';
export { DEFAULT_MIN_LENGTH, type FoldedPassage, matchFolded } from './match.js';
export { foldCodes, type NormalizedText, normalize, normalizedString } from './normalize.js';
export { type SimilarityOptions, similarity } from './similarity.js';
export { type SimilarityHit, SimilarityIndex, type SimilarityIndexOptions, type SimilarityIndexStats, type SimilarityQueryOptions, } from './similarity-index.js';
