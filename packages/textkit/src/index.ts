/**
 * @cppcc/textkit — Chinese text engines (pure functions, no I/O).
 * Duplicate check: folding (`normalize`), pairwise `similarity` and `compare`, and the
 * `SimilarityIndex` for checking one text against a large stored collection.
 * Proofreading (`proofread`, `applyCorrections`, sensitive words), AI-writing detection
 * (`detectAi`), recommendations (`TextClassifier`) and reference search (`ReferenceIndex`).
 */

export {
  AI_DETECT_FLOOR_CHARS,
  AI_DETECT_MIN_CHARS,
  AI_DETECT_TOO_SHORT,
  AI_REMARKS,
  type AiDetection,
  type AiDetectOptions,
  type AiLine,
  AiTextTooShortError,
  aiRemark,
  detectAi,
} from './ai-detect.js';
export { AI_DETECT_ACCURACY, AI_DETECT_CHUNK_ACCURACY, AI_DETECT_TEST_DOCUMENTS } from './ai-model.js';
export { DEFAULT_GRAMMAR_RULES, GRAMMAR_RULES, type GrammarRule } from './check-grammar.js';
export { type ComparedPassage, type Comparison, compare } from './compare.js';
export { DEFAULT_GRAM, DEFAULT_WINDOW, type Fingerprints, fingerprint, kgramHashes, winnow } from './fingerprint.js';
export { decodeEntities, escapeHtml, stripHtml, textToHtml } from './html.js';
export { lexicon, tokenize } from './lexicon.js';
export { DEFAULT_MIN_LENGTH, type FoldedPassage, matchFolded } from './match.js';
export { foldCodes, type NormalizedText, normalize, normalizedString } from './normalize.js';
export { OwnRecords, type OwnRecordsOptions } from './own-records.js';
export { applyCorrections, type ProofreadResult, proofread } from './proofread.js';
export {
  ALL_CHECKS,
  type CheckKind,
  ERROR_TYPE,
  type ErrorType,
  OPERATION,
  type Operation,
  type Person,
  type ProofreadItem,
  type ProofreadOptions,
  type SensitiveWord,
} from './proofread-types.js';
export {
  type ReferenceDoc,
  type ReferenceHit,
  ReferenceIndex,
  type ReferencePage,
  type ReferenceSearchOptions,
} from './reference-index.js';
export { SensitiveMatcher, sensitiveWordTypeMap } from './sensitive.js';
export { type SimilarityOptions, similarity } from './similarity.js';
export {
  type SimilarityHit,
  SimilarityIndex,
  type SimilarityIndexOptions,
  type SimilarityIndexStats,
  type SimilarityQueryOptions,
} from './similarity-index.js';
export { type LabelledDoc, type LabelScore, TextClassifier, type TextClassifierOptions } from './text-classifier.js';
