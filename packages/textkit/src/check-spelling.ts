import { type Confusion, confusion, readingKeys } from './confusion.js';
import { isCjk, lexicon, segmentationScore, tokenize } from './lexicon.js';
import { ERROR_TYPE, type Finding, OPERATION } from './proofread-types.js';

/**
 * Wrong characters. A character that jieba cannot fit into any word (it stands alone in the
 * segmentation) is a suspect; a candidate is any dictionary word of 2–4 characters that the
 * suspect's neighbourhood would spell if one confusable character (same or near sound,
 * similar shape) replaced it. The unigram word model then compares the best segmentation of
 * a window around the suspect with and without the replacement, and only a clear gain is
 * reported: precision matters more than recall here.
 */

const MIN_WORD_FREQ = 30;
/** Required log-probability gain by kind of confusion: shape confusions need more evidence. */
export const DEFAULT_MARGIN = 7;
export const EXTRA_MARGIN: Record<Confusion, number> = { sound: 0, nearSound: 2, shape: 3 };
const CONTEXT = 6;

let masked: Map<string, string[]> | undefined;

/** Words of 2–4 characters keyed by their spelling with one character replaced by '*'. */
function maskedIndex(): Map<string, string[]> {
  if (masked) return masked;
  const index = new Map<string, string[]>();
  for (const [word, count] of lexicon().freq) {
    if (count < MIN_WORD_FREQ || word.length < 2 || word.length > 4) continue;
    let cjk = true;
    for (const ch of word) if (!isCjk(ch)) cjk = false;
    if (!cjk) continue;
    for (let j = 0; j < word.length; j++) {
      const key = `${word.slice(0, j)}*${word.slice(j + 1)}`;
      const list = index.get(key);
      if (list) list.push(word);
      else index.set(key, [word]);
    }
  }
  masked = index;
  return index;
}

interface Candidate {
  ch: string;
  kind: Confusion;
  word: string;
}

let soundGroups: Map<string, string[]> | undefined;
const soundSets = new Map<string, readonly string[]>();

/** Characters of the candidate words grouped by (near-)reading, for long candidate lists. */
function soundAlikes(ch: string): readonly string[] {
  let set = soundSets.get(ch);
  if (set) return set;
  if (!soundGroups) {
    soundGroups = new Map();
    const chars = new Set<string>();
    for (const words of maskedIndex().values()) for (const w of words) for (const c of w) chars.add(c);
    for (const c of chars) {
      for (const key of readingKeys(c)) {
        if (key[0] !== '=') continue;
        const g = soundGroups.get(key);
        if (g) g.push(c);
        else soundGroups.set(key, [c]);
      }
    }
  }
  const out = new Set<string>();
  // Exact readings only: near-sound groups are too wide to scan for every suspect.
  for (const key of readingKeys(ch)) if (key[0] === '=') for (const c of soundGroups.get(key) ?? []) if (c !== ch) out.add(c);
  set = [...out];
  soundSets.set(ch, set);
  return set;
}

/** Past this many words for one masked key, only sound-alike replacements are tried. */
const LIST_SCAN_LIMIT = 24;

function candidatesAt(text: string, i: number, runStart: number, runEnd: number, minLen: number): Candidate[] {
  const index = maskedIndex();
  const freq = lexicon().freq;
  const original = text[i];
  const seen = new Map<string, Candidate>();
  for (let len = minLen; len <= 4; len++) {
    for (let s = Math.max(runStart, i - len + 1); s <= i && s + len <= runEnd; s++) {
      const prefix = text.slice(s, i);
      const suffix = text.slice(i + 1, s + len);
      // A window that is already a common word vouches for the character as written.
      if ((freq.get(prefix + original + suffix) ?? 0) >= 2000) return [];
      const words = index.get(`${prefix}*${suffix}`);
      if (!words) continue;
      if (words.length <= LIST_SCAN_LIMIT) {
        for (const word of words) {
          const ch = word[i - s];
          if (ch === original || seen.has(ch)) continue;
          const kind = confusion(original, ch);
          if (kind) seen.set(ch, { ch, kind, word });
        }
      } else {
        for (const ch of soundAlikes(original)) {
          if (seen.has(ch)) continue;
          const word = prefix + ch + suffix;
          if ((freq.get(word) ?? 0) < MIN_WORD_FREQ) continue;
          const kind = confusion(original, ch);
          if (kind) seen.set(ch, { ch, kind, word });
        }
      }
    }
  }
  return [...seen.values()];
}

/**
 * Particles belong to the 的/地/得 check, and the commonest one-character words (是, 在, 和 …)
 * stand alone so often that the unigram model cannot judge them; skipping them also keeps
 * the check fast, since they are most of the lone characters in any text.
 */
const COMMON_SINGLE = 60_000;
/** Frequent lone characters are only tried inside 3–4 character words: the 2-character lists are long. */
const FREQUENT_SINGLE = 8_000;

function skipSuspect(ch: string): boolean {
  const lex = lexicon();
  const tag = lex.tag.get(ch);
  return (tag !== undefined && tag[0] === 'u') || (lex.freq.get(ch) ?? 0) >= COMMON_SINGLE || !isCjk(ch);
}

export function checkSpelling(text: string, margin = DEFAULT_MARGIN): Finding[] {
  const out: Finding[] = [];
  let work = text;
  // Work clause by clause: runs of CJK text between punctuation, digits and Latin letters.
  for (const m of text.matchAll(/[\u3400-\u9fff\uf900-\ufaff]{2,}/g)) {
    const runStart = m.index;
    const runEnd = runStart + m[0].length;
    const tokens = tokenize(m[0]);
    for (const tok of tokens) {
      if (tok.end - tok.start !== 1 || skipSuspect(tok.word)) continue;
      const i = runStart + tok.start;
      const candidates = candidatesAt(work, i, runStart, runEnd, (lexicon().freq.get(tok.word) ?? 0) >= FREQUENT_SINGLE ? 3 : 2);
      if (candidates.length === 0) continue;
      const ctxStart = Math.max(runStart, i - CONTEXT);
      const ctxEnd = Math.min(runEnd, i + CONTEXT + 1);
      const before = segmentationScore(work.slice(ctxStart, ctxEnd));
      let best: Candidate | undefined;
      let bestGain = Number.NEGATIVE_INFINITY;
      for (const c of candidates) {
        const after = segmentationScore(work.slice(ctxStart, i) + c.ch + work.slice(i + 1, ctxEnd));
        const gain = after - before - EXTRA_MARGIN[c.kind];
        if (gain > bestGain) {
          bestGain = gain;
          best = c;
        }
      }
      if (!best || bestGain < margin) continue;
      work = work.slice(0, i) + best.ch + work.slice(i + 1);
      out.push({
        type: ERROR_TYPE.wrongCharacter,
        operation: OPERATION.replace,
        error: text[i],
        correct: best.ch,
        start: i,
        end: i + 1,
        explain: `疑似错别字：“${text[i]}”应为“${best.ch}”（${best.word}）`,
      });
    }
  }
  return out;
}
