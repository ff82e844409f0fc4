/**
 * Builds packages/textkit/resources/char-ngram.bin, the character n-gram model of the spelling
 * check, from text the product may ship (packages/textkit/resources/NOTICE):
 * - the government work reports (corpora/government_work_reports.jsonl), as running text;
 * - jieba's dictionary (@node-rs/jieba, MIT): each word's n-grams weighted by its count, which
 *   brings in general usage the reports lack;
 * - the ECSpell word lists (csc/wordlists, MIT) and pycorrector's name lists (Apache-2.0).
 * Never the csc/train, ecspell-confusion, thucnews, grammar or ai-detect sets.
 * npx tsx bench/textkit/build-char-ngram.ts [--report-weight 30] [--min-count 3]
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { encodeNgramTable, NGRAM_ORDER, ngramHash } from '@cppcc/textkit/char-ngram';

const DATA = process.env.TEXTKIT_DATA ?? '/work/shared/data';
const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
/** Reports are ≈1 M characters against jieba's ≈60 M word counts: scale them up to be heard. */
const REPORT_WEIGHT = arg('--report-weight', 30);
/** Word-list entries carry no counts (or counts on another scale): a flat weight each. */
const LIST_WEIGHT = arg('--list-weight', 20);
/** N-grams of two or more characters below this (weighted) count are dropped. */
const MIN_COUNT = arg('--min-count', 3);
/**
 * Reports from this year on stay out of the model, so that the benches can measure speed and
 * false alarms on official prose the model has not seen (bench/textkit/proofread.ts uses them).
 */
const HELD_OUT_FROM = 2016;
const OUT = new URL('../../packages/textkit/resources/char-ngram.bin', import.meta.url);

const counts = new Map<number, number>();
let total = 0;
const CJK_RUN = /[\u3400-\u9fff\uf900-\ufaff]+/g;

function addRun(run: string, weight: number): void {
  for (let i = 0; i < run.length; i++) {
    total += weight;
    for (let n = 1; n <= NGRAM_ORDER && i - n + 1 >= 0; n++) {
      const h = ngramHash(run, i - n + 1, i + 1);
      counts.set(h, (counts.get(h) ?? 0) + weight);
    }
  }
}

function addText(text: string, weight: number): void {
  for (const m of text.matchAll(CJK_RUN)) addRun(m[0], weight);
}

const reports = readFileSync(join(DATA, 'corpora/government_work_reports.jsonl'), 'utf8')
  .trim()
  .split('\n')
  .map((l) => JSON.parse(l) as { content: string; year: number })
  .filter((r) => r.year < HELD_OUT_FROM)
  .map((r) => r.content);
for (const r of reports) addText(r, REPORT_WEIGHT);
console.log(`reports before ${HELD_OUT_FROM}: ${reports.length}, ${reports.reduce((s, r) => s + r.length, 0).toLocaleString()} characters`);

const require = createRequire(import.meta.url);
const dictPath = require.resolve('@node-rs/jieba/dict.txt', { paths: [new URL('../../packages/textkit/', import.meta.url).pathname] });
let words = 0;
for (const line of readFileSync(dictPath, 'utf8').split('\n')) {
  const [word, count] = line.split(' ');
  if (!word || !/^[\u3400-\u9fff\uf900-\ufaff]+$/.test(word)) continue;
  addRun(word, Number(count) || 1);
  words++;
}
console.log(`jieba words: ${words.toLocaleString()}`);

let listed = 0;
const lists = join(DATA, 'csc/wordlists');
for (const f of readdirSync(lists)) {
  const path = join(lists, f);
  if (!statSync(path).isFile()) continue;
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    const word = line.split('\t')[0].trim();
    if (word) {
      addText(word, LIST_WEIGHT);
      listed++;
    }
  }
}
for (const f of ['person_name.txt', 'place_name.txt', 'proper_name.txt']) {
  for (const line of readFileSync(join(DATA, 'csc/pycorrector', f), 'utf8').split('\n')) {
    const word = line.split(/\s/)[0];
    if (word && !word.startsWith('#')) {
      addText(word, LIST_WEIGHT);
      listed++;
    }
  }
}
console.log(`list entries: ${listed.toLocaleString()}`);

// Rare n-grams are mostly noise and most of the table; a dropped rare character falls back to
// the unseen probability, which is about what its count would have given.
const before = counts.size;
for (const [h, c] of counts) if (c < MIN_COUNT) counts.delete(h);
const buf = encodeNgramTable(counts, total);
writeFileSync(OUT, buf);
console.log(
  `n-grams: ${before.toLocaleString()} → ${counts.size.toLocaleString()} (min count ${MIN_COUNT}); ${(buf.length / 1e6).toFixed(2)} MB written to ${OUT.pathname}`,
);
