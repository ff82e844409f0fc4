/**
 * Issue 20's table in one run: for each figure, the value on the dev data in ../shared/data
 * before (the round-1 behaviour the engine still offers through options, and the frozen round-1
 * AI model of ai-detect-baseline.ts) and after (defaults), beside the issue's target.
 * - spelling: report halves of SIGHAN 2015 and ECSpell odw train (the other halves tuned the
 *   decision, spelling.ts), proofread() with the character checks (spelling, particle);
 * - clean sentences changed: the gold targets of every spelling set's report half and of gen_de3;
 * - grammar: MuCGEC dev, wrong sources vs their first correction, sentence level, grammar-type
 *   findings (030100–030400) of proofread() with the checks 'repeat' and 'grammar';
 * - traditional characters in simplified text (check 'variant', 010100): MuCGEC dev sources vs
 *   their references, clean sentences of every spelling set (all rows: nothing was tuned on them),
 *   held-out report sentences, and texts printed in traditional characters;
 * - AI detection: the report half of HC3 validation (ai-detect-data.ts);
 * - throughput: proofread() on whole held-out government reports (2016+) with every check and
 *   the kinds of lists the server passes (sensitive words, quotations, people), alternated.
 * npx tsx bench/textkit/round2.ts
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ALL_CHECKS, detectAi, lexicon, type ProofreadOptions, proofread } from '@cppcc/textkit';
import { charNgram } from '@cppcc/textkit/char-ngram';
import { UNIGRAM_PARAMS } from '@cppcc/textkit/check-spelling';
import { checkVariants } from '@cppcc/textkit/check-variants';
import type { CheckKind } from '@cppcc/textkit/proofread-types';
import * as OpenCC from 'opencc-js';
import { baselinePercent, trainBaseline } from './ai-detect-baseline.js';
import { auroc, hc3Rows, heldOutReports, recallAtPrecision, visibleLength } from './ai-detect-data.js';
import {
  type Corrections,
  CSC_SETS,
  cpuMs,
  cscReportHalf,
  DATA,
  grammarScores,
  grammarSides,
  mucgecRows,
  type Pair,
  particleReportHalf,
  reportSentences,
  spellingScores,
  traditionalTexts,
  variantScores,
} from './round2-metrics.js';

const started = performance.now();
const f3 = (v: number) => (Number.isFinite(v) ? v.toFixed(3) : '-');
const pct = (v: number) => `${(v * 100).toFixed(1)} %`;
const kChars = (v: number) => `${Math.round(v / 1000)}k`;
const table: [string, string, string, string][] = [];
const row = (figure: string, before: string, after: string, target: string) => {
  table.push([figure, before, after, target]);
  console.log(`  ${figure}: before ${before} | after ${after} | target ${target}`);
};

// Round 1 had no check for traditional characters; it is on by default now.
const ALL_BEFORE: CheckKind[] = ALL_CHECKS.filter((c) => c !== 'variant');
const CHARACTER_CHECKS: CheckKind[] = ['spelling', 'variant', 'particle'];
const BEFORE: ProofreadOptions = { spellingParams: UNIGRAM_PARAMS, checks: ALL_BEFORE };

/** One-character replacements of the character checks, as position → character. */
function corrections(text: string, options: ProofreadOptions): Corrections {
  const out: Corrections = new Map();
  const checks = CHARACTER_CHECKS.filter((c) => (options.checks ?? ALL_CHECKS).includes(c));
  for (const it of proofread(text, { ...options, checks }).items)
    if (it.end - it.start === 1 && it.correct.length === 1) out.set(it.start, it.correct);
  return out;
}

function spellingRun(rows: readonly Pair[], options: ProofreadOptions) {
  const onSrc = rows.map((r) => corrections(r.src, options));
  const onTgt = rows.map((r) => corrections(r.tgt, options));
  return spellingScores(rows, onSrc, onTgt);
}

lexicon();
charNgram();
proofread('预热：加快发展大数据产业，，推进乡村振兴。');
console.log(`warm-up (dictionary, confusion index, n-gram model) ${((performance.now() - started) / 1000).toFixed(1)} s`);

// Spelling and clean sentences.
console.log('spelling (report halves; character checks spelling + variant + particle, before without variant):');
const sets: [string, Pair[]][] = [...CSC_SETS.map((s): [string, Pair[]] => [s, cscReportHalf(s)]), ['gen_de3', particleReportHalf()]];
const clean: Record<'before' | 'after', { changed: number; total: number; per: string[] }> = {
  before: { changed: 0, total: 0, per: [] },
  after: { changed: 0, total: 0, per: [] },
};
for (const [set, rows] of sets) {
  if (!rows.length) continue;
  const before = spellingRun(rows, BEFORE);
  const after = spellingRun(rows, {});
  if (set === 'sighan2015' || set === 'ecspell-odw') {
    const name = set === 'sighan2015' ? 'SIGHAN 2015' : 'ECSpell odw';
    row(
      `spelling correction F1, sentence level, ${name} (${rows.length})`,
      `${f3(before.sentF1)} (P ${f3(before.sentP)}, R ${f3(before.sentR)})`,
      `${f3(after.sentF1)} (P ${f3(after.sentP)}, R ${f3(after.sentR)})`,
      set === 'sighan2015' ? '≥ 0.35' : '≥ 0.45',
    );
    if (set === 'sighan2015')
      row(
        'character detection, SIGHAN 2015',
        `P ${f3(before.detP)}, R ${f3(before.detR)}`,
        `P ${f3(after.detP)}, R ${f3(after.detR)}`,
        'R ≥ 0.35 at P ≥ 0.6',
      );
  }
  for (const [side, s] of [
    ['before', before],
    ['after', after],
  ] as const) {
    clean[side].changed += Math.round(s.cleanChanged * rows.length);
    clean[side].total += rows.length;
    clean[side].per.push(`${set} ${pct(s.cleanChanged)}`);
  }
}
row(
  `clean sentences changed by the character checks, pooled (${clean.after.total.toLocaleString()} sentences, ${sets.length} sets)`,
  pct(clean.before.changed / clean.before.total),
  pct(clean.after.changed / clean.after.total),
  '≤ 2 % everywhere',
);
console.log(`    per set, before: ${clean.before.per.join(', ')}`);
console.log(`    per set, after:  ${clean.after.per.join(', ')}`);
const worst = (per: string[]) => per.reduce((a, b) => (Number.parseFloat(b.split(' ')[1]) > Number.parseFloat(a.split(' ')[1]) ? b : a));
row('clean sentences changed, worst set', worst(clean.before.per), worst(clean.after.per), '≤ 2 %');

// Grammar.
const reports = heldOutReports();
const reportLines = reportSentences(reports);
const mucgec = mucgecRows();
if (mucgec.length) {
  const sides = grammarSides(mucgec);
  const grammarFlags = (options: ProofreadOptions) => (s: string) =>
    proofread(s, { ...options, checks: ['repeat', 'grammar'] }).items.some((it) => it.type.startsWith('03'));
  // Round 1 had no grammar rules; the repeat check's older exceptions are not an option, so
  // "before" runs today's repeat check.
  const before = grammarScores(sides, reportLines, grammarFlags({ grammarRules: [] }));
  const after = grammarScores(sides, reportLines, grammarFlags({}));
  const show = (g: typeof before) =>
    `${pct(g.wrongFlagged)} vs ${pct(g.correctFlagged)} (P ${f3(g.precision)}; report sentences ${pct(g.reportFlagged)})`;
  row(
    `grammar findings (030x00), MuCGEC dev (${sides.wrong.length} wrong vs their corrections)`,
    show(before),
    show(after),
    'P ≥ 0.7 at R ≥ 0.2',
  );
  // The issue's "7 % vs 6 %" reads as any finding at all: the same sides, every check.
  const anyFlags = (options: ProofreadOptions) => (s: string) => proofread(s, options).items.length > 0;
  row(
    'any finding, all checks, same sentences',
    show(grammarScores(sides, reportLines, anyFlags({ ...BEFORE, grammarRules: [] }))),
    show(grammarScores(sides, reportLines, anyFlags({}))),
    '(issue: 7 % vs 6 % on test)',
  );
}

// Traditional characters in simplified text.
{
  const toCn = OpenCC.Converter({ from: 't', to: 'cn' });
  const simplifies = (ch: string) => toCn(ch) !== ch;
  const flagged = (xs: readonly string[]) => xs.filter((x) => checkVariants(x).length > 0);
  if (mucgec.length) {
    const v = variantScores(mucgec, checkVariants, simplifies);
    row(
      `traditional characters (variant, 010100), MuCGEC dev (${mucgec.length} sources; ${v.goldSources} with one every reference replaces)`,
      'no check',
      `${v.goldFlagged} of ${v.goldSources} found, ${v.sourcesFlagged} sources flagged (${v.confirmedChars} of ${v.flaggedChars} characters replaced by every reference); references flagged ${v.refsFlagged}`,
      '(none)',
    );
  }
  const cscFlags: string[] = [];
  let cscFlagged = 0;
  let cscTotal = 0;
  for (const set of CSC_SETS) {
    const file = join(DATA, 'csc/train', `${set}.train.tsv`);
    const targets = readFileSync(file, 'utf8')
      .trim()
      .split('\n')
      .map((l) => l.split('\t')[2] ?? '');
    const hit = flagged(targets);
    cscFlagged += hit.length;
    cscTotal += targets.length;
    const chars = [...new Set(hit.flatMap((x) => checkVariants(x).map((f) => `${f.error}→${f.correct}`)))];
    cscFlags.push(`${set} ${hit.length}${chars.length ? ` (${chars.join(' ')})` : ''}`);
  }
  row(
    `variant: clean sentences flagged, every spelling set's gold targets (${cscTotal.toLocaleString()}) and held-out report sentences (${reportLines.length.toLocaleString()})`,
    'no check',
    `${cscFlagged} (${pct(cscFlagged / cscTotal)}); reports ${flagged(reportLines).length}`,
    '≤ 2 %; reports 0',
  );
  console.log(`    per set: ${cscFlags.join(', ')}`);
  const traditional = traditionalTexts();
  if (traditional.length)
    row(
      'variant: texts printed in traditional characters flagged',
      'no check',
      traditional.map((t) => `${t.name} ${flagged(t.texts).length} of ${t.texts.length}`).join(', '),
      '0',
    );
}

// AI detection.
const hc3 = hc3Rows(50);
if (hc3) {
  const baseline = trainBaseline(hc3.calibrate);
  for (const min of [50, 100]) {
    const rows = hc3.report.filter((r) => visibleLength(r.text) >= min);
    const labels = rows.map((r) => r.label);
    const fig = (scores: number[]) =>
      `AUROC ${f3(auroc(scores, labels))}, recall ${f3(recallAtPrecision(scores, labels).recall)} at P ≥ 0.8`;
    row(
      `AI detection, HC3 report half, ${min}+ characters (${rows.length})`,
      fig(rows.map((r) => baselinePercent(baseline, r.text))),
      fig(rows.map((r) => detectAi(r.text, { minChars: 50 }).ai_percent)),
      min === 50 ? 'AUROC ≥ 0.85, recall ≥ 0.6 at P ≥ 0.8' : '(as 50+)',
    );
  }
}

// Throughput.
{
  const toCn = OpenCC.Converter({ from: 't', to: 'cn' });
  const poems = (JSON.parse(readFileSync(join(DATA, 'poetry/全唐诗/唐诗三百首.json'), 'utf8')) as { paragraphs: string[] }[]).map((p) =>
    toCn(p.paragraphs.join('')),
  );
  const sensitiveWords = readFileSync(join(DATA, 'sensitive/houbb-dict.txt'), 'utf8')
    .split('\n')
    .map((w) => w.trim())
    .filter(Boolean)
    .slice(0, 5000)
    .map((word) => ({ word, type: '测试' }));
  const people = readFileSync(join(DATA, 'csc/pycorrector/person_name.txt'), 'utf8')
    .split('\n')
    .map((l) => l.split('\t')[0].trim())
    .filter((n) => n.length >= 2 && n.length <= 3)
    .slice(0, 500)
    .map((name, i) => ({ name, posts: [i % 3 ? '委员' : '常委'] }));
  const server: ProofreadOptions = { sensitiveWords, quotations: poems, people };
  const chars = reports.reduce((a, t) => a + t.length, 0);
  // Cold characters (stroke data, readings) load on first sight: one untimed pass each.
  for (const t of reports) proofread(t, { ...server, ...BEFORE });
  for (const t of reports) proofread(t, server);
  const used = { before: { cpu: 0, wall: 0 }, after: { cpu: 0, wall: 0 } };
  const ROUNDS = 2;
  for (let round = 0; round < ROUNDS; round++)
    for (const [side, options] of [
      ['before', { ...server, ...BEFORE }],
      ['after', server],
    ] as const) {
      const c = cpuMs();
      const w = performance.now();
      for (const t of reports) proofread(t, options);
      used[side].cpu += cpuMs() - c;
      used[side].wall += performance.now() - w;
    }
  const rate = (ms: number) => (chars * ROUNDS) / (ms / 1000);
  row(
    `proofread() throughput, ${reports.length} whole held-out reports (${chars.toLocaleString()} characters), chars/s CPU (wall)`,
    `${kChars(rate(used.before.cpu))} (${kChars(rate(used.before.wall))})`,
    `${kChars(rate(used.after.cpu))} (${kChars(rate(used.after.wall))})`,
    '≥ 200k',
  );
}

console.log('\n| figure (dev data) | before | after | target |\n|---|---|---|---|');
for (const r of table) console.log(`| ${r.join(' | ')} |`);
console.log(`\nrun time ${((performance.now() - started) / 1000).toFixed(0)} s`);
