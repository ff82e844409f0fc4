/**
 * Shared by the AI-detection benches: HC3 validation rows (human vs ChatGPT) split by a hash of
 * the text into a calibration half and a report half, held-out government work reports, and
 * the figures printed (AUROC, recall at precision ≥ 0.8, accuracy).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const DATA = process.env.TEXTKIT_DATA ?? '/work/shared/data';
const HC3 = join(DATA, 'ai-detect');
/** The n-gram model holds reports before this year (build-char-ngram.ts); these are unseen. */
export const REPORTS_HELD_OUT_FROM = 2016;

export interface Row {
  text: string;
  /** 1 = ChatGPT */
  label: number;
  /** QA: answers to questions; si: translations, summaries, paraphrases of a given text. */
  source: 'QA' | 'si';
}

export function hash(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

export const visibleLength = (text: string) => text.replace(/\s/g, '').length;

/** HC3 rows of at least `minChars` characters: calibrate on one half, report on the other. */
export function hc3Rows(minChars: number): { calibrate: Row[]; report: Row[] } | null {
  if (!existsSync(HC3)) return null;
  const calibrate: Row[] = [];
  const report: Row[] = [];
  for (const source of ['QA', 'si'] as const) {
    for (const line of readFileSync(join(HC3, `val_hc3_${source}.jsonl`), 'utf8').split('\n')) {
      if (!line.trim()) continue;
      const r = JSON.parse(line) as { text: unknown; label: unknown };
      if (typeof r.text !== 'string' || visibleLength(r.text) < minChars) continue;
      (hash(r.text) % 2 === 0 ? calibrate : report).push({ text: r.text, label: r.label ? 1 : 0, source });
    }
  }
  return { calibrate, report };
}

/** Government work reports the n-gram model has not seen: human official prose. */
export function heldOutReports(): string[] {
  return readFileSync(join(DATA, 'corpora/government_work_reports.jsonl'), 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as { content: string; year: number | null })
    .filter((r) => r.year !== null && r.year >= REPORTS_HELD_OUT_FROM)
    .map((r) => r.content);
}

/** Probability that a random ChatGPT row outscores a random human one (ties count half). */
export function auroc(scores: readonly number[], labels: readonly number[]): number {
  const order = scores.map((s, i) => [s, labels[i]] as const).sort((a, b) => a[0] - b[0]);
  let rank = 1;
  let posRanks = 0;
  let pos = 0;
  for (let i = 0; i < order.length; ) {
    let j = i + 1;
    while (j < order.length && order[j][0] === order[i][0]) j++;
    const mid = rank + (j - i - 1) / 2;
    for (let k = i; k < j; k++) {
      if (!order[k][1]) continue;
      posRanks += mid;
      pos++;
    }
    rank += j - i;
    i = j;
  }
  const neg = order.length - pos;
  return (posRanks - (pos * (pos + 1)) / 2) / (pos * neg);
}

/** Best recall over thresholds whose precision is at least `minPrecision`, and that threshold. */
export function recallAtPrecision(scores: readonly number[], labels: readonly number[], minPrecision = 0.8) {
  const order = scores.map((s, i) => [s, labels[i]] as const).sort((a, b) => b[0] - a[0]);
  const pos = labels.filter((l) => l).length;
  let tp = 0;
  let best = { recall: 0, threshold: Number.POSITIVE_INFINITY };
  for (let i = 0; i < order.length; i++) {
    if (order[i][1]) tp++;
    if (i + 1 < order.length && order[i + 1][0] === order[i][0]) continue;
    if (tp / (i + 1) >= minPrecision && tp / pos > best.recall) best = { recall: tp / pos, threshold: order[i][0] };
  }
  return best;
}

export function accuracy(scores: readonly number[], labels: readonly number[], threshold: number): number {
  let right = 0;
  for (let i = 0; i < scores.length; i++) if (scores[i] > threshold === (labels[i] === 1)) right++;
  return right / scores.length;
}

export function majorityAccuracy(labels: readonly number[]): number {
  const pos = labels.filter((l) => l).length;
  return Math.max(pos, labels.length - pos) / labels.length;
}
