/**
 * Data and figures for round2.ts (issue 20's table in one run) and grammar.ts: the dev rows of
 * ../shared/data split the way the tuning benches split them, and the sentence-level scores.
 * Everything here is read at bench time only; nothing of it ships.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { hash } from './ai-detect-data.js';

export const DATA = process.env.TEXTKIT_DATA ?? '/work/shared/data';

export interface Pair {
  src: string;
  tgt: string;
}

/** Same split as spelling.ts: spelling weights and margins were tuned on the "tune" half. */
export function spellingHalf(s: string): 'tune' | 'report' {
  let h = 0;
  for (let i = 0; i < s.length; i++) h = (Math.imul(h, 31) + s.charCodeAt(i)) | 0;
  return (h & 1) === 0 ? 'tune' : 'report';
}

export const CSC_SETS = ['sighan2013', 'sighan2014', 'sighan2015', 'ecspell-law', 'ecspell-med', 'ecspell-odw'] as const;

/** The report half of a spelling set (equal-length pairs, as the gold is per character). */
export function cscReportHalf(set: string): Pair[] {
  const file = join(DATA, 'csc/train', `${set}.train.tsv`);
  if (!existsSync(file)) return [];
  const out: Pair[] = [];
  for (const line of readFileSync(file, 'utf8').trim().split('\n')) {
    const [, src, tgt] = line.split('\t');
    if (src && tgt && src.length === tgt.length && spellingHalf(src) === 'report') out.push({ src, tgt });
  }
  return out;
}

/** 的/地/得 pairs (gen_de3), report half by the same split. */
export function particleReportHalf(): Pair[] {
  const file = join(DATA, 'csc/gen_de3.dev.json');
  if (!existsSync(file)) return [];
  return (JSON.parse(readFileSync(file, 'utf8')) as { original_text: string; correct_text: string }[])
    .filter((r) => r.original_text.length === r.correct_text.length && spellingHalf(r.original_text) === 'report')
    .map((r) => ({ src: r.original_text, tgt: r.correct_text }));
}

/** Position → corrected character. */
export type Corrections = Map<number, string>;

export interface SpellingScores {
  sentP: number;
  sentR: number;
  sentF1: number;
  detP: number;
  detR: number;
  /** Share of clean sentences (the gold targets) with any change. */
  cleanChanged: number;
}

/**
 * Sentence-level correction (a sentence counts when exactly its gold corrections are made;
 * precision over sentences where anything changed), character-level detection, and clean
 * sentences changed, as spelling.ts computes them.
 */
export function spellingScores(rows: readonly Pair[], onSrc: readonly Corrections[], onTgt: readonly Corrections[]): SpellingScores {
  let changed = 0;
  let exact = 0;
  let errorSentences = 0;
  let tp = 0;
  let fp = 0;
  let gold = 0;
  rows.forEach((r, k) => {
    const want: Corrections = new Map();
    for (let i = 0; i < r.src.length; i++) if (r.src[i] !== r.tgt[i]) want.set(i, r.tgt[i]);
    const got = onSrc[k];
    gold += want.size;
    if (want.size > 0) errorSentences++;
    if (got.size > 0) changed++;
    for (const i of got.keys())
      if (want.has(i)) tp++;
      else fp++;
    if (want.size > 0 && got.size === want.size && [...want].every(([i, c]) => got.get(i) === c)) exact++;
  });
  const sentP = exact / changed;
  const sentR = exact / errorSentences;
  return {
    sentP,
    sentR,
    sentF1: (2 * sentP * sentR) / (sentP + sentR) || 0,
    detP: tp / (tp + fp),
    detR: tp / gold,
    cleanChanged: onTgt.filter((c) => c.size > 0).length / onTgt.length,
  };
}

/** MuCGEC dev: learner sentences with one to several corrected versions. */
export interface GrammarRow {
  source: string;
  refs: string[];
  /** Every annotator changed the sentence. */
  wrong: boolean;
  /** Tuning half ("a") or confirmation half ("b"), by a hash of the source. */
  half: 'a' | 'b';
}

export function mucgecRows(): GrammarRow[] {
  const file = join(DATA, 'grammar/mucgec.dev.tsv');
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .map((l) => l.split('\t'))
    .map(([, source, ...rest]) => {
      const refs = rest.filter(Boolean);
      return { source, refs, wrong: refs.length > 0 && refs.every((r) => r !== source), half: hash(source) % 2 === 0 ? 'a' : 'b' };
    });
}

/**
 * The two sides of the sentence-level grammar figure: every wrong source, and its first
 * corrected version, so that both sides have the same size and the same topics.
 */
export function grammarSides(rows: readonly GrammarRow[]): { wrong: string[]; correct: string[] } {
  const wrong = rows.filter((r) => r.wrong);
  return { wrong: wrong.map((r) => r.source), correct: wrong.map((r) => r.refs[0]) };
}

/** Sentences of the held-out government reports (clean official prose, 2016+). */
export function reportSentences(reports: readonly string[]): string[] {
  return reports.flatMap((t) => t.split(/(?<=[。！？；\n])/).map((s) => s.trim())).filter((s) => s.length >= 4);
}

export interface GrammarScores {
  /** Share of wrong sentences flagged (recall). */
  wrongFlagged: number;
  /** Share of correct MuCGEC sentences flagged. */
  correctFlagged: number;
  /** flagged wrong / all flagged, on the balanced MuCGEC sides. */
  precision: number;
  /** Share of clean report sentences flagged. */
  reportFlagged: number;
  /** The same precision if the correct side were official prose: wrongFlagged / (wrongFlagged + reportFlagged). */
  precisionVsReports: number;
}

export function grammarScores(
  sides: { wrong: readonly string[]; correct: readonly string[] },
  reports: readonly string[],
  flags: (sentence: string) => boolean,
): GrammarScores {
  const share = (xs: readonly string[]) => xs.filter(flags).length / xs.length;
  const wrongFlagged = share(sides.wrong);
  const correctFlagged = share(sides.correct);
  const reportFlagged = reports.length ? share(reports) : 0;
  return {
    wrongFlagged,
    correctFlagged,
    precision: wrongFlagged / (wrongFlagged + correctFlagged),
    reportFlagged,
    precisionVsReports: wrongFlagged / (wrongFlagged + reportFlagged),
  };
}

export const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

/**
 * Texts printed in traditional characters (chinese-poetry): the check for traditional characters
 * in simplified text must leave them alone, as it must a quotation of them. The Tang poems were
 * looked at to choose the characters both scripts print (check-variants.ts SHARED_FORMS); the
 * Four Books and the primers were not.
 */
export function traditionalTexts(): { name: string; texts: string[] }[] {
  const files: [string, string][] = [
    ['Tang poems (300)', '全唐诗/唐诗三百首.json'],
    ['Four Books', '四书五经/daxue.json'],
    ['Four Books', '四书五经/zhongyong.json'],
    ['Four Books', '四书五经/mengzi.json'],
    ['primers', '蒙学/baijiaxing.json'],
    ['primers', '蒙学/qianziwen.json'],
    ['primers', '蒙学/sanzijing-traditional.json'],
    ['primers', '蒙学/zhuzijiaxun.json'],
  ];
  const out = new Map<string, string[]>();
  for (const [name, file] of files) {
    const path = join(DATA, 'poetry', file);
    if (!existsSync(path)) continue;
    const json = JSON.parse(readFileSync(path, 'utf8')) as { paragraphs?: string[] } | { paragraphs?: string[] }[];
    const texts = (Array.isArray(json) ? json : [json]).map((p) => (p.paragraphs ?? []).join('\n')).filter(Boolean);
    out.set(name, [...(out.get(name) ?? []), ...texts]);
  }
  return [...out].map(([name, texts]) => ({ name, texts }));
}

export interface VariantScores {
  /** Sources with a character OpenCC simplifies that no reference keeps (every annotator replaced it). */
  goldSources: number;
  /** Of those, flagged. */
  goldFlagged: number;
  /** All sources flagged. */
  sourcesFlagged: number;
  /** Characters flagged on sources, and those no reference keeps. */
  flaggedChars: number;
  confirmedChars: number;
  /** References with a finding (each still carries a traditional character, or a false alarm). */
  refsFlagged: number;
}

/** MuCGEC dev, sources against references, for the check of traditional characters. */
export function variantScores(
  rows: readonly GrammarRow[],
  check: (text: string) => readonly { error: string }[],
  simplifies: (ch: string) => boolean,
): VariantScores {
  const s: VariantScores = { goldSources: 0, goldFlagged: 0, sourcesFlagged: 0, flaggedChars: 0, confirmedChars: 0, refsFlagged: 0 };
  for (const r of rows) {
    const refs = r.refs.length ? r.refs : [r.source];
    const replacedByAll = (ch: string) => refs.every((ref) => !ref.includes(ch));
    const gold = [...r.source].some((ch) => simplifies(ch) && replacedByAll(ch));
    const found = check(r.source);
    if (gold) s.goldSources++;
    if (found.length) s.sourcesFlagged++;
    if (gold && found.length) s.goldFlagged++;
    s.flaggedChars += found.length;
    s.confirmedChars += found.filter((f) => replacedByAll(f.error)).length;
    if (r.refs.some((ref) => check(ref).length)) s.refsFlagged++;
  }
  return s;
}
