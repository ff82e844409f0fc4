/**
 * The committee's own records in the spelling decision (issue 20), in one run:
 * - OwnRecords built from the government work reports 2016–2020 (text the shipped n-gram model
 *   has not seen), its build time and size;
 * - wrong-character findings (all false alarms) on the reports 2021–2025, without and with it;
 * - the spelling report halves (SIGHAN 2015, ECSpell odw) without and with it: records of
 *   official prose must not vouch for typos;
 * - typos put into sentences copied from the records: still caught?
 * - each vouching rule (window order, minimum count) on the same findings, to choose the default.
 * npx tsx bench/textkit/own-records.ts
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type ProofreadItem, type ProofreadOptions, proofread } from '@cppcc/textkit';
import { clearCandidateCache } from '@cppcc/textkit/check-spelling';
import { DEFAULT_VOUCH, OwnRecords, type VouchRule } from '@cppcc/textkit/own-records';
import { type Corrections, cscReportHalf, DATA, type Pair, spellingScores } from './round2-metrics.js';

const CHECKS: ProofreadOptions['checks'] = ['spelling', 'variant', 'particle'];
const f3 = (v: number) => (Number.isFinite(v) ? v.toFixed(3) : '-');
const pct = (v: number) => `${(v * 100).toFixed(2)} %`;

function reportsOf(from: number, to: number): { year: number; content: string }[] {
  return readFileSync(join(DATA, 'corpora/government_work_reports.jsonl'), 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as { year: string | null; content: string })
    .filter((r) => r.year !== null && Number(r.year) >= from && Number(r.year) <= to)
    .map((r) => ({ year: Number(r.year), content: r.content }));
}

const isSpelling = (it: ProofreadItem) => it.type === '010100' && it.explain.startsWith('疑似错别字');

/** Items left when the records vouch by `rule` (undefined: no records). */
function kept(text: string, items: readonly ProofreadItem[], rule: VouchRule | undefined): ProofreadItem[] {
  if (!rule) return [...items];
  const records = rule.minCount < 2 ? recordsOnce : recordsAll;
  return items.filter((it) => !isSpelling(it) || it.end - it.start !== 1 || !records.vouches(text, it.start, rule));
}

function corrections(items: readonly ProofreadItem[]): Corrections {
  const out: Corrections = new Map();
  for (const it of items) if (it.end - it.start === 1 && it.correct.length === 1) out.set(it.start, it.correct);
  return out;
}

if (!existsSync(DATA)) {
  console.log(`skipped: ${DATA} not found`);
  process.exit(0);
}

proofread('预热：加快发展大数据产业，推进乡村振兴。', { checks: CHECKS });

// Records: 2016–2020 (the file has no 2020 report), held out of the n-gram model.
const recordTexts = reportsOf(2016, 2020);
let t = performance.now();
const records = OwnRecords.build(recordTexts.map((r) => r.content));
// Seen once too, for the rules with minCount 1 (not the default: a typo filed once would vouch for itself).
const recordsOnce = OwnRecords.build(
  recordTexts.map((r) => r.content),
  { orders: [2, 3, 4], minKept: 1 },
);
const recordsAll = OwnRecords.build(
  recordTexts.map((r) => r.content),
  { orders: [2, 3, 4] },
);
const buildMs = performance.now() - t;
console.log(
  `records: reports ${recordTexts.map((r) => r.year).join(', ')}: ${records.texts} texts, ${records.chars.toLocaleString()} chars, ${records.ngrams.toLocaleString()} n-grams kept (in ≥ 2 texts), ${records.bytes.toLocaleString()} bytes (${(((records.bytes / records.chars) * 1e6) / 1e6).toFixed(2)} MB per million chars), built in ${buildMs.toFixed(0)} ms`,
);

// Size on a larger body of official prose: every report 1954–2025.
{
  const every = reportsOf(1900, 2100).map((r) => r.content);
  t = performance.now();
  const all = OwnRecords.build(every);
  console.log(
    `size on all ${all.texts} reports: ${all.chars.toLocaleString()} chars, ${all.ngrams.toLocaleString()} n-grams kept, ${all.bytes.toLocaleString()} bytes (${(all.bytes / all.chars).toFixed(2)} MB per million chars), built in ${(performance.now() - t).toFixed(0)} ms`,
  );
}

// Build speed at scale: the records repeated to ≈10 M characters (duplicates make the table no
// bigger, but the sort sees every occurrence).
{
  const many: string[] = [];
  let n = 0;
  while (n < 10_000_000) {
    for (const r of recordTexts) {
      // A marker per copy so the copies are not all one string to V8.
      many.push(`${r.content}${many.length}`);
      n += r.content.length;
    }
  }
  t = performance.now();
  const big = OwnRecords.build(many);
  console.log(
    `build at scale: ${big.chars.toLocaleString()} chars in ${((performance.now() - t) / 1000).toFixed(2)} s, ${big.ngrams.toLocaleString()} n-grams kept`,
  );
}

const RULES: [string, VouchRule | undefined][] = [
  ['without records', undefined],
  ...[2, 3, 4].flatMap((order) =>
    [1, 2, 3, 5].flatMap((minCount) =>
      (order === 2 ? [false] : [false, true]).map((interior): [string, VouchRule] => [
        `${order}-gram ≥ ${minCount}${interior ? ', interior' : ''}${order === DEFAULT_VOUCH.order && minCount === DEFAULT_VOUCH.minCount && interior === DEFAULT_VOUCH.interior ? ' (default)' : ''}`,
        { order, minCount, interior },
      ]),
    ),
  ),
];

// Held-out reports 2021–2025: every wrong-character finding is a false alarm.
const tests = reportsOf(2021, 2025);
const testChars = tests.reduce((s, r) => s + r.content.length, 0);
const testItems = tests.map((r) => proofread(r.content, { checks: CHECKS }).items.filter((it) => it.type === '010100'));
console.log(
  `\nwrong-character findings on the reports ${tests.map((r) => r.year).join(', ')} (${testChars.toLocaleString()} chars; all false alarms):`,
);
for (const [name, rule] of RULES) {
  const left = tests.flatMap((r, k) => kept(r.content, testItems[k], rule));
  console.log(`  ${name.padEnd(26)} ${left.length}`);
}
const withRecords = tests.map((r) =>
  proofread(r.content, { checks: CHECKS, ownRecords: records }).items.filter((it) => it.type === '010100'),
);
console.log(
  `  through proofread({ ownRecords }): ${withRecords.flat().length} left; before: ${testItems
    .flat()
    .map((it) => `${it.error}→${it.correct}`)
    .join(' ')}`,
);
console.log(
  `  left: ${tests
    .flatMap((r, k) =>
      withRecords[k].map(
        (it) => `${r.content.slice(Math.max(0, it.start - 4), it.start)}[${it.error}→${it.correct}]${r.content.slice(it.end, it.end + 4)}`,
      ),
    )
    .join(' ')}`,
);

// Spelling report halves: recall must not fall, clean sentences changed must not rise.
for (const set of ['sighan2015', 'ecspell-odw']) {
  const rows = cscReportHalf(set);
  if (rows.length === 0) continue;
  const onSrc = rows.map((r) => proofread(r.src, { checks: CHECKS }).items);
  const onTgt = rows.map((r) => proofread(r.tgt, { checks: CHECKS }).items);
  console.log(`\n${set} report half (${rows.length} sentences): sentence P / R / F1, char detection P / R, clean changed`);
  for (const [name, rule] of RULES) {
    const s = spellingScores(
      rows,
      rows.map((r, k) => corrections(kept(r.src, onSrc[k], rule))),
      rows.map((r, k) => corrections(kept(r.tgt, onTgt[k], rule))),
    );
    console.log(
      `  ${name.padEnd(26)} ${f3(s.sentP)} / ${f3(s.sentR)} / ${f3(s.sentF1)}   ${f3(s.detP)} / ${f3(s.detR)}   ${pct(s.cleanChanged)}`,
    );
  }
  const s = spellingScores(
    rows,
    rows.map((r) => corrections(proofread(r.src, { checks: CHECKS, ownRecords: records }).items)),
    rows.map((r) => corrections(proofread(r.tgt, { checks: CHECKS, ownRecords: records }).items)),
  );
  console.log(
    `  through proofread({ ownRecords }) ${f3(s.sentP)} / ${f3(s.sentR)} / ${f3(s.sentF1)}   ${f3(s.detP)} / ${f3(s.detR)}   ${pct(s.cleanChanged)}`,
  );
}

// Typos in sentences copied from the records: each odw report-half confusion (gold → written)
// put into record sentences holding the gold character; counted where the check catches it
// without records, then whether it still does with them.
{
  const swaps = new Map<string, string>();
  for (const r of cscReportHalf('ecspell-odw') as Pair[])
    for (let i = 0; i < r.src.length; i++) if (r.src[i] !== r.tgt[i] && !swaps.has(r.tgt[i])) swaps.set(r.tgt[i], r.src[i]);
  const sentences = recordTexts.flatMap((r) => r.content.split(/(?<=[。！？；\n])/)).filter((s) => s.length >= 8 && s.length <= 80);
  const counts = new Map<string, number>();
  let tried = 0;
  let caught = 0;
  const stillCaught = new Map<string, number>();
  for (const s of sentences) {
    for (let i = 0; i < s.length; i++) {
      const typo = swaps.get(s[i]);
      // At most 3 sentences per confusion, so a few common characters do not make the figure.
      if (!typo || (counts.get(s[i]) ?? 0) >= 3) continue;
      counts.set(s[i], (counts.get(s[i]) ?? 0) + 1);
      const bad = s.slice(0, i) + typo + s.slice(i + 1);
      tried++;
      const items = proofread(bad, { checks: CHECKS }).items;
      if (!items.some((it) => it.start === i)) break;
      caught++;
      for (const [name, rule] of RULES)
        if (kept(bad, items, rule).some((it) => it.start === i)) stillCaught.set(name, (stillCaught.get(name) ?? 0) + 1);
      break;
    }
  }
  console.log(`\ntypos put into ${tried} sentences copied from the records: ${caught} caught without records; still caught with them:`);
  for (const [name, rule] of RULES) if (rule) console.log(`  ${name.padEnd(26)} ${stillCaught.get(name) ?? 0} of ${caught}`);
}

// Throughput with every check: without the options, with the records, and with 5,000 terms (4- to
// 6-character strings of the records, so some of them occur), alternated, on CPU time.
{
  const source = recordTexts.map((r) => r.content).join('');
  const terms: string[] = [];
  for (let k = 0; terms.length < 5000; k += 97) {
    const at = k % (source.length - 8);
    terms.push(source.slice(at, at + 4 + (k % 3)));
  }
  const cpuMs = () => {
    const u = process.cpuUsage();
    return (u.user + u.system) / 1000;
  };
  const variants: [string, ProofreadOptions][] = [
    ['no options', {}],
    ['ownRecords', { ownRecords: records }],
    ['5,000 ownTerms', { ownTerms: terms }],
  ];
  const ms = new Map<string, number>();
  const found = new Map<string, number>();
  for (let k = 0; k < 3; k++)
    for (const [name, options] of variants) {
      clearCandidateCache();
      const t0 = cpuMs();
      const n = tests.reduce((s, r) => s + proofread(r.content, options).items.filter((it) => it.type === '010100').length, 0);
      ms.set(name, (ms.get(name) ?? 0) + cpuMs() - t0);
      found.set(name, n);
    }
  console.log(
    `\nthroughput, all checks, reports 2021–2025: ${variants
      .map(
        ([name]) =>
          `${name} ${Math.round((testChars * 3) / ((ms.get(name) ?? 1) / 1000)).toLocaleString()} chars per CPU-second (${found.get(name)} wrong-character findings)`,
      )
      .join('; ')}`,
  );
}
