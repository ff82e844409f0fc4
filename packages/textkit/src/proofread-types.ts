import type { GrammarRule } from './check-grammar.js';
import type { SpellingParams } from './check-spelling.js';
import type { OwnRecords } from './own-records.js';
/**
 * Proofreading error types (spec 000 §9, catalogue enums.tsv), used exactly.
 * The spec does not say what separates the three address codes; here 060100 is a division
 * that does not exist, 060200 a county or district put under the wrong city, 060300 a city
 * put under the wrong province. Number and date format problems use 040400 (term).
 */
export const ERROR_TYPE = {
  sensitiveWord: '010000',
  wrongCharacter: '010100',
  wrongWord: '010200',
  poem: '010600',
  punctuationMisuse: '020100',
  punctuationMissing: '020200',
  punctuationRedundant: '020300',
  grammarRedundant: '030100',
  grammarMissing: '030200',
  grammarDisordered: '030300',
  grammarUnclear: '030400',
  personName: '040101',
  postTitle: '040102',
  properNameCollocation: '040200',
  properNameOrder: '040300',
  term: '040400',
  addressNotFound: '060100',
  addressWrongCity: '060200',
  addressWrongProvince: '060300',
} as const;

export type ErrorType = (typeof ERROR_TYPE)[keyof typeof ERROR_TYPE];

/** Proofreading operation types (spec 000 §9): 0 check, 1 swap, 2 replace, 3 insert, 4 delete. */
export const OPERATION = { check: 0, swap: 1, replace: 2, insert: 3, delete: 4 } as const;

export type Operation = (typeof OPERATION)[keyof typeof OPERATION];

/**
 * One finding. `start`/`end` are UTF-16 offsets into the checked text and
 * `text.slice(start, end) === error`. For an insert, start === end and error is ''.
 * A check (operation 0) only points at a problem; `correct` may hold a suggestion but
 * `applyCorrections` leaves the text alone.
 */
export interface ProofreadItem {
  /** Stable within one text: `${type}:${start}:${end}`. */
  id: string;
  type: ErrorType;
  operation: Operation;
  error: string;
  correct: string;
  start: number;
  end: number;
  /** Chinese explanation shown in the proofreading panel. */
  explain: string;
  /** The sentence the error sits in. */
  sentence: string;
  /** Position in the list (0-based, in text order). */
  sort: number;
  /** Applied in the editor (spec: items toggle between unchecked and checked). */
  checked: boolean;
}

export interface SensitiveWord {
  word: string;
  /** The word's category ("origin" in /sensitiveWord/wordTypeMap). */
  type: string;
  explain?: string;
}

export interface Person {
  name: string;
  posts: string[];
}

export type CheckKind =
  | 'spelling'
  | 'variant'
  | 'particle'
  | 'quotation'
  | 'punctuation'
  | 'repeat'
  | 'grammar'
  | 'person'
  | 'division'
  | 'number'
  | 'sensitive';

export const ALL_CHECKS: readonly CheckKind[] = [
  'spelling',
  'variant',
  'particle',
  'quotation',
  'punctuation',
  'repeat',
  'grammar',
  'person',
  'division',
  'number',
  'sensitive',
];

export interface ProofreadOptions {
  /** Which checks to run (default: all; those needing caller data run only when it is given). */
  checks?: readonly CheckKind[];
  /** Famous lines and classic passages to check quotations against (any script; folded to simplified). */
  quotations?: readonly string[];
  /** Members and staff with their posts. */
  people?: readonly Person[];
  sensitiveWords?: readonly SensitiveWord[];
  /**
   * Spelling strictness: how many natural-log units a correction must improve the local
   * language-model score by. Higher means fewer, surer findings. Default tuned for precision.
   */
  spellingMargin?: number;
  /**
   * Grammar rules to run (check 'grammar'); default DEFAULT_GRAMMAR_RULES, those measured at
   * precision ≥ 0.7.
   */
  grammarRules?: readonly GrammarRule[];
  /** The whole spelling decision (weights, margins); for benches comparing decisions. */
  spellingParams?: SpellingParams;
  /** The committee's own terms (names of bodies, units, places, set phrases): no spelling or variant finding inside one. */
  ownTerms?: readonly string[];
  /** The committee's own records: text it has written (n-grams seen often enough) vouches for itself. */
  ownRecords?: OwnRecords;
}

/** A finding before ids, sentences and order are assigned. */
export type Finding = Omit<ProofreadItem, 'id' | 'sentence' | 'sort' | 'checked'>;
