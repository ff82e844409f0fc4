/**
 * Proofreading benchmark.
 * - speed: characters a second of proofread() on government work reports (all checks, with
 *   a 5,000-word sensitive list and 300 poems), against jieba segmentation alone;
 * - quality on /work/shared/data/csc: detection and correction precision/recall per
 *   character for wrong characters (ECSpell odw 公文写作, law, med; SIGHAN 2013–2015) and for
 *   的/地/得 (gen_de3, measured on the erroneous sentences and on their corrected versions,
 *   so that flags on correct text count against precision), and on every set the share of
 *   clean (gold-corrected) sentences that the check changes;
 * - false alarms per 10,000 characters of clean official prose;
 * - sensitive words: hits of the public 65k list on clean prose, exact-word matching vs
 *   plain substring matching.
 * npx tsx bench/textkit/proofread.ts [--rows 2000]
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { lexicon, proofread, SensitiveMatcher, tokenize } from '@cppcc/textkit';
import { charNgram, charNgramLoadMs } from '@cppcc/textkit/char-ngram';
import { clearCandidateCache, NGRAM_PARAMS, type SpellingParams, UNIGRAM_PARAMS } from '@cppcc/textkit/check-spelling';
import * as OpenCC from 'opencc-js';

const DATA = process.env.TEXTKIT_DATA ?? '/work/shared/data';
const ROWS = Number(process.argv[process.argv.indexOf('--rows') + 1]) || 2000;

function reports(minYear: number): string[] {
  return readFileSync(join(DATA, 'corpora/government_work_reports.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as { year: number; content: string })
    .filter((r) => r.year >= minYear)
    .map((r) => r.content);
}

function poems(): string[] {
  const toCn = OpenCC.Converter({ from: 't', to: 'cn' });
  const raw = JSON.parse(readFileSync(join(DATA, 'poetry/全唐诗/唐诗三百首.json'), 'utf8')) as { paragraphs: string[] }[];
  return raw.map((p) => toCn(p.paragraphs.join('')));
}

const pct = (v: number) => (Number.isFinite(v) ? v.toFixed(3) : '-');

function evalPairs(
  name: string,
  pairs: [string, string][],
  checks: ('spelling' | 'particle')[],
  withNegatives = false,
  spellingParams?: SpellingParams,
): void {
  let tp = 0;
  let fp = 0;
  let ctp = 0;
  let gold = 0;
  // SIGHAN comes from Taiwan and was converted to simplified characters, but its gold keeps
  // the Taiwan form 著 where mainland usage writes 着 (接著, 盯著); flagging it is right here.
  let taiwanZhe = 0;
  // Clean sentences changed: the gold-corrected sentences that the check flags anyway.
  let cleanChanged = 0;
  let cleanChangedMainland = 0;
  for (const [src, tgt] of pairs) {
    const wrong = new Set<number>();
    for (let i = 0; i < src.length; i++) if (src[i] !== tgt[i]) wrong.add(i);
    gold += wrong.size;
    for (const it of proofread(src, { checks, spellingParams }).items) {
      if (it.end - it.start !== 1) continue;
      if (wrong.has(it.start)) {
        tp++;
        if (tgt[it.start] === it.correct) ctp++;
      } else {
        fp++;
        if (it.error === '著' && it.correct === '着') taiwanZhe++;
      }
    }
    const onClean = proofread(tgt, { checks, spellingParams }).items;
    if (withNegatives) fp += onClean.length;
    if (onClean.length > 0) cleanChanged++;
    if (onClean.some((it) => !(it.error === '著' && it.correct === '着'))) cleanChangedMainland++;
  }
  const share = (n: number) => `${((n / pairs.length) * 100).toFixed(2)} %`;
  console.log(
    `${name.padEnd(28)} sentences ${String(pairs.length).padStart(5)}  detection P ${pct(tp / (tp + fp))} R ${pct(tp / gold)}  correction P ${pct(ctp / (tp + fp))} R ${pct(ctp / gold)}${
      taiwanZhe ? `  (detection P ${pct((tp + taiwanZhe) / (tp + fp))} counting ${taiwanZhe} 著→着 as right)` : ''
    }  clean changed ${share(cleanChanged)}${cleanChanged !== cleanChangedMainland ? ` (${share(cleanChangedMainland)} without 著→着)` : ''}`,
  );
}

if (!existsSync(DATA)) {
  console.log(`skipped: ${DATA} not found`);
} else {
  let t = performance.now();
  lexicon();
  proofread('预热：加快发展大数据产业，，推进乡村振兴。', { checks: undefined });
  console.log(`first call (dictionary, confusion index) ${((performance.now() - t) / 1000).toFixed(1)} s`);

  charNgram();
  console.log(`char n-gram model: ${charNgram().size.toLocaleString()} n-grams, loaded in ${charNgramLoadMs().toFixed(0)} ms`);
  // Reports from 2016 on are held out of the n-gram model (bench/textkit/build-char-ngram.ts).
  const clean = reports(2016).join('\n');
  const sample = clean.slice(0, 150_000);
  const sensitiveWords = readFileSync(join(DATA, 'sensitive/houbb-dict.txt'), 'utf8')
    .split('\n')
    .map((w) => w.trim())
    .filter(Boolean);
  const list = sensitiveWords.slice(0, 5000).map((word) => ({ word, type: '测试' }));
  const quotations = poems();
  proofread(reports(2000).join('\n').slice(0, 20_000), { sensitiveWords: list, quotations });

  t = performance.now();
  tokenize(sample);
  const jiebaRate = sample.length / ((performance.now() - t) / 1000);
  // Cold: characters met for the first time still load their stroke data and pinyin;
  // warm: the same text again, as a long-running server sees it.
  clearCandidateCache();
  t = performance.now();
  proofread(sample, { sensitiveWords: list, quotations });
  const cold = sample.length / ((performance.now() - t) / 1000);
  // Round-1 spelling decision and the n-gram one, alternated so that load changes hit both;
  // CPU time, since other work on a shared machine stretches wall time.
  const cpuMs = () => {
    const u = process.cpuUsage();
    return (u.user + u.system) / 1000;
  };
  let before = 0;
  let after = 0;
  let found = proofread(sample, { sensitiveWords: list, quotations }).items;
  let foundBefore = found;
  // The spelling check caches candidates by context; cleared before each run so that the same
  // sample read again is timed as new text would be.
  for (let k = 0; k < 3; k++) {
    clearCandidateCache();
    t = cpuMs();
    foundBefore = proofread(sample, { sensitiveWords: list, quotations, spellingParams: UNIGRAM_PARAMS }).items;
    before += cpuMs() - t;
    clearCandidateCache();
    t = cpuMs();
    found = proofread(sample, { sensitiveWords: list, quotations }).items;
    after += cpuMs() - t;
  }
  const rate = (sample.length * 3) / (after / 1000);
  const rateBefore = (sample.length * 3) / (before / 1000);
  console.log(
    `speed: proofread ${Math.round(rate).toLocaleString()} chars per CPU-second (cold, wall clock: ${Math.round(cold).toLocaleString()} chars/s); with the round-1 spelling decision ${Math.round(rateBefore).toLocaleString()} (after/before ${(rate / rateBefore).toFixed(2)}); jieba segmentation alone ${Math.round(jiebaRate).toLocaleString()} chars/s wall clock`,
  );
  const byType = new Map<string, number>();
  for (const it of found) byType.set(it.type, (byType.get(it.type) ?? 0) + 1);
  console.log(
    `findings on ${sample.length.toLocaleString()} chars of clean government reports (2016+, held out of the n-gram model): ${((found.length / sample.length) * 10000).toFixed(2)} per 10k chars`,
    Object.fromEntries(byType),
  );
  const wrongChars = (items: typeof found) => items.filter((it) => it.type === '010100').length;
  console.log(
    `  wrong-character findings there (all false alarms): ${wrongChars(found)} now, ${wrongChars(proofread(sample, { spellingParams: NGRAM_PARAMS }).items)} with round 2's first n-gram cut, ${wrongChars(foundBefore)} with the round-1 decision`,
  );

  const csc = (file: string): [string, string][] =>
    readFileSync(join(DATA, 'csc/train', file), 'utf8')
      .trim()
      .split('\n')
      .map((l) => l.split('\t'))
      .filter((r) => r.length >= 3 && r[1].length === r[2].length)
      .slice(0, ROWS)
      .map((r) => [r[1], r[2]]);
  console.log('wrong characters (spelling check only, per character):');
  for (const f of ['ecspell-odw', 'ecspell-law', 'ecspell-med', 'sighan2013', 'sighan2014', 'sighan2015']) {
    const pairs = csc(`${f}.train.tsv`);
    evalPairs(f, pairs, ['spelling']);
    evalPairs(`  round 2's first n-gram cut`, pairs, ['spelling'], false, NGRAM_PARAMS);
  }
  const de = (JSON.parse(readFileSync(join(DATA, 'csc/gen_de3.dev.json'), 'utf8')) as { original_text: string; correct_text: string }[])
    .filter((r) => r.original_text.length === r.correct_text.length)
    .slice(0, ROWS)
    .map((r): [string, string] => [r.original_text, r.correct_text]);
  console.log('的/地/得 (particle check only; precision also counts flags on the corrected sentences):');
  evalPairs('gen_de3', de, ['particle'], true);

  const matcher = new SensitiveMatcher(sensitiveWords.map((word) => ({ word, type: 't' })));
  const text = clean.slice(0, 200_000);
  t = performance.now();
  const exact = matcher.find(text).length;
  const exactMs = performance.now() - t;
  let substring = 0;
  const lowered = text.toLowerCase();
  const set = new Set(sensitiveWords.map((w) => w.toLowerCase()));
  for (let i = 0; i < lowered.length; i++) for (let len = 1; len <= 8; len++) if (set.has(lowered.slice(i, i + len))) substring++;
  console.log(
    `sensitive words, 65k public list on ${text.length.toLocaleString()} chars of clean prose: ${substring} substring hits vs ${exact} word hits; ${Math.round(text.length / (exactMs / 1000)).toLocaleString()} chars/s`,
  );
}
