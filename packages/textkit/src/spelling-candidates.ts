import { type Confusion, confusionOfCodes, readingKeys } from './confusion.js';
import { CodeHashTable, HASH_A, HASH_B, isCjk, lexicon, stepA, stepB, wordCount } from './lexicon.js';

/**
 * Candidate corrections for a suspect character: dictionary words of 2–4 characters that its
 * neighbourhood would spell with one confusable character (same or near sound, similar shape)
 * in its place, and same-sound characters that spell no word, for the n-gram model to judge.
 * Everything on the hot path works on UTF-16 code units (CJK runs hold only BMP characters):
 * string keys built per window and their hashing were most of the check's time.
 */

const MIN_WORD_FREQ = 30;
/** The masked position of a key, as '*' spelt it when the index was keyed by strings. */
const MASK = 0x2a;

export interface Candidate {
  ch: string;
  kind: Confusion;
  /** The dictionary word the replacement spells, or '' for a same-sound character judged by the n-gram model alone. */
  word: string;
  /** log10 of the jieba count of `word` (0 when none): a feature, fixed with the candidate. */
  wordFreq: number;
}

/** Words of 2–4 characters keyed by their spelling with one character masked. */
interface MaskedIndex {
  readonly slots: CodeHashTable;
  /** Slot → index into `lists`. */
  readonly listOf: Int32Array;
  readonly lists: string[][];
  /** Per list, filling character → word, built on first use (long lists only). */
  readonly byChar: (Map<number, string> | undefined)[];
}

let masked: MaskedIndex | undefined;

function maskedHashes(word: string, at: number): [number, number] {
  let a = HASH_A;
  let b = HASH_B;
  for (let k = 0; k < word.length; k++) {
    const c = k === at ? MASK : word.charCodeAt(k);
    a = stepA(a, c);
    b = stepB(b, c);
  }
  return [a, b];
}

function maskedIndex(): MaskedIndex {
  if (masked) return masked;
  const words: string[] = [];
  for (const [word, count] of lexicon().freq) {
    if (count < MIN_WORD_FREQ || word.length < 2 || word.length > 4) continue;
    let cjk = true;
    for (const ch of word) if (!isCjk(ch)) cjk = false;
    if (cjk) words.push(word);
  }
  let keys = 0;
  for (const word of words) keys += word.length;
  const slots = new CodeHashTable(keys);
  const listOf = new Int32Array(slots.capacity).fill(-1);
  const lists: string[][] = [];
  for (const word of words)
    for (let j = 0; j < word.length; j++) {
      const slot = slots.insert(...maskedHashes(word, j));
      if (listOf[slot] < 0) {
        listOf[slot] = lists.length;
        lists.push([word]);
      } else lists[listOf[slot]].push(word);
    }
  masked = { slots, listOf, lists, byChar: [] };
  return masked;
}

/** The list of words spelt text[s, end) with text[at] masked, or −1. */
function maskedList(index: MaskedIndex, text: string, s: number, at: number, end: number): number {
  let a = HASH_A;
  let b = HASH_B;
  for (let k = s; k < end; k++) {
    const c = k === at ? MASK : text.charCodeAt(k);
    a = stepA(a, c);
    b = stepB(b, c);
  }
  const slot = index.slots.find(a, b);
  return slot < 0 ? -1 : index.listOf[slot];
}

/** A long list as filling character → word, so sound-alikes are looked up without scanning it. */
function wordsByChar(index: MaskedIndex, list: number, at: number): Map<number, string> {
  let m = index.byChar[list];
  if (!m) {
    m = new Map();
    for (const w of index.lists[list]) if (!m.has(w.charCodeAt(at))) m.set(w.charCodeAt(at), w);
    index.byChar[list] = m;
  }
  return m;
}

let soundGroups: Map<string, string[]> | undefined;
const soundSets = new Map<number, Uint16Array>();
const nearSets = new Map<number, Uint16Array>();

/**
 * Characters of the candidate words that share a reading with `code` (exact readings, or with
 * `near` also the near ones: zh/z, n/l, -ng/-n …), for long candidate lists.
 */
function soundAlikes(code: number, near = false): Uint16Array {
  const cache = near ? nearSets : soundSets;
  let set = cache.get(code);
  if (set) return set;
  if (!soundGroups) {
    soundGroups = new Map();
    const chars = new Set<string>();
    for (const words of maskedIndex().lists) for (const w of words) for (const c of w) chars.add(c);
    for (const c of chars) {
      for (const key of readingKeys(c)) {
        const g = soundGroups.get(key);
        if (g) g.push(c);
        else soundGroups.set(key, [c]);
      }
    }
  }
  const ch = String.fromCharCode(code);
  const out = new Set<number>();
  for (const key of readingKeys(ch))
    if (near || key[0] === '=') for (const c of soundGroups.get(key) ?? []) if (c !== ch) out.add(c.charCodeAt(0));
  set = Uint16Array.from(out);
  cache.set(code, set);
  return set;
}

const alikeSets = [new Map<number, ReadonlySet<number>>(), new Map<number, ReadonlySet<number>>()];

function alikeSet(code: number, near: boolean): ReadonlySet<number> {
  const cache = alikeSets[near ? 1 : 0];
  let set = cache.get(code);
  if (!set) {
    set = new Set(soundAlikes(code, near));
    cache.set(code, set);
  }
  return set;
}

/** Past this many words for one masked key, only sound-alike replacements are tried. */
const LIST_SCAN_LIMIT = 24;

function offer(seen: Map<number, Candidate>, original: number, code: number, word: string): void {
  if (code === original || seen.has(code)) return;
  const kind = confusionOfCodes(original, code);
  if (kind) seen.set(code, { ch: String.fromCharCode(code), kind, word, wordFreq: Math.log10(wordCount(word, 0, word.length) + 1) });
}

export function candidatesAt(
  text: string,
  i: number,
  runStart: number,
  runEnd: number,
  minLen: number,
  wide: boolean,
  loose: ((code: number) => boolean) | undefined,
): Candidate[] {
  const index = maskedIndex();
  const original = text.charCodeAt(i);
  const seen = new Map<number, Candidate>();
  for (let len = minLen; len <= 4; len++) {
    for (let s = Math.max(runStart, i - len + 1); s <= i && s + len <= runEnd; s++) {
      // A window that is already a common word vouches for the character as written.
      if (wordCount(text, s, s + len) >= 2000) return [];
      const list = maskedList(index, text, s, i, s + len);
      if (list < 0) continue;
      const words = index.lists[list];
      if (words.length <= LIST_SCAN_LIMIT) {
        for (const word of words) offer(seen, original, word.charCodeAt(i - s), word);
      } else {
        const byChar = wordsByChar(index, list, i - s);
        const alikes = soundAlikes(original, wide);
        // Walk the shorter of the two lists.
        if (byChar.size < alikes.length) {
          const alike = alikeSet(original, wide);
          for (const [code, word] of byChar) if (alike.has(code)) offer(seen, original, code, word);
        } else {
          for (const code of alikes) {
            const word = byChar.get(code);
            if (word) offer(seen, original, code, word);
          }
        }
      }
    }
  }
  // Errors such as 阿→啊 or 又→有 spell no word with their neighbours; only a model of
  // running text can judge those, so every same-sound character is offered to it.
  if (loose)
    for (const code of soundAlikes(original))
      if (!seen.has(code) && loose(code)) seen.set(code, { ch: String.fromCharCode(code), kind: 'sound', word: '', wordFreq: 0 });
  return [...seen.values()];
}

const alikeCache = new Map<string, number>();

/**
 * Which characters of a rare two-character word could be confusions for a commoner word (bit 0:
 * the first, bit 1: the second): most rare words have none, and this look-up is far cheaper
 * than judging both characters in full.
 */
export function commonerAlikes(word: string, count: number): number {
  let mask = alikeCache.get(word);
  if (mask !== undefined) return mask;
  mask = 0;
  const index = maskedIndex();
  for (let at = 0; at < 2; at++) {
    const original = word.charCodeAt(at);
    const list = maskedList(index, word, 0, at, 2);
    if (list < 0) continue;
    const words = index.lists[list];
    const byChar = wordsByChar(index, list, at);
    const commoner = (code: number) => {
      const w = byChar.get(code);
      return w !== undefined && code !== original && wordCount(w, 0, w.length) > 2 * count && confusionOfCodes(original, code) !== null;
    };
    if (words.length <= LIST_SCAN_LIMIT ? words.some((w) => commoner(w.charCodeAt(at))) : soundAlikes(original, true).some(commoner))
      mask |= 1 << at;
  }
  if (alikeCache.size > 100_000) alikeCache.clear();
  alikeCache.set(word, mask);
  return mask;
}
