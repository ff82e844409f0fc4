/**
 * AI-writing detection, the shipped detector (features from the text, design weights, one
 * calibration) against the round-1 HC3-trained logistic model (retrained on the same
 * calibration half, ai-detect-baseline.ts), in one run, on the report half of HC3 validation:
 * AUROC (all, and per HC3 part), recall at precision ≥ 0.8, accuracy at 50 / 60 / 80 against
 * the majority class, for texts of 50+, 50–99 and 100+ characters; the share of held-out government
 * report chunks (human official prose) called AI; the same answers laid out as assistants lay out
 * lists; and speed, alternated in one process.
 * npx tsx bench/textkit/ai-detect.ts
 */
import { AI_DETECT_ACCURACY, AI_REMARKS, aiRemark, detectAi } from '@cppcc/textkit';
import { chunks, features } from '@cppcc/textkit/ai-features';
import { aiProbability } from '@cppcc/textkit/ai-model';
import { charNgram } from '@cppcc/textkit/char-ngram';
import { baselinePercent, trainBaseline } from './ai-detect-baseline.js';
import {
  accuracy,
  auroc,
  hc3Rows,
  heldOutReports,
  majorityAccuracy,
  type Row,
  recallAtPrecision,
  visibleLength,
} from './ai-detect-data.js';

const f3 = (v: number) => v.toFixed(3);
type Percent = (text: string) => number;

function figures(name: string, rows: readonly Row[], percent: Percent): number[] {
  const scores = rows.map((r) => percent(r.text));
  const labels = rows.map((r) => r.label);
  const rp = recallAtPrecision(scores, labels);
  const part = (source: Row['source']) => {
    const at = rows.map((r, i) => (r.source === source ? i : -1)).filter((i) => i >= 0);
    return f3(
      auroc(
        at.map((i) => scores[i]),
        at.map((i) => labels[i]),
      ),
    );
  };
  console.log(
    `  ${name.padEnd(8)} AUROC ${f3(auroc(scores, labels))} (QA ${part('QA')}, si ${part('si')})  recall ${f3(rp.recall)} at precision ≥ 0.8 (score > ${rp.threshold.toFixed(1)})  accuracy >50 ${f3(accuracy(scores, labels, 50))} >60 ${f3(accuracy(scores, labels, 60))} >80 ${f3(accuracy(scores, labels, 80))}`,
  );
  return scores;
}

function remarkBands(rows: readonly Row[], scores: readonly number[]): string {
  const bands = new Map<string, [number, number]>();
  rows.forEach((r, i) => {
    const b = bands.get(aiRemark(scores[i])) ?? [0, 0];
    b[r.label]++;
    bands.set(aiRemark(scores[i]), b);
  });
  return Object.values(AI_REMARKS)
    .map((k) => `${k} ${bands.get(k)?.[1] ?? 0} ChatGPT / ${bands.get(k)?.[0] ?? 0} human`)
    .join(';  ');
}

const sentences = (text: string) =>
  text
    .split(/(?<=[。！？])/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);

/**
 * HC3's answers have no line breaks; an assistant's answer in the product comes as a list. Two
 * layouts of the same sentences (the first one as the lead): numbered items without full stops,
 * and a numbered heading (its first six characters) over each sentence. Null under three sentences.
 */
const LAYOUTS: Record<string, (text: string) => string | null> = {
  'numbered items, no 。': (text) => {
    const s = sentences(text);
    return s.length < 3 ? null : [s[0], ...s.slice(1).map((x, i) => `${i + 1}. ${x.replace(/[。！？]$/, '')}`)].join('\n');
  },
  'list headings': (text) => {
    const s = sentences(text);
    return s.length < 3 ? null : [s[0], ...s.slice(1).map((x, i) => `${i + 1}. ${x.slice(0, 6)}\n${x}`)].join('\n');
  },
};

function layoutFigures(rows: readonly Row[], percent: Percent): void {
  for (const [name, layout] of Object.entries({ 'as is': (t: string) => t, ...LAYOUTS })) {
    const laid = rows.flatMap((r) => {
      const text = layout(r.text);
      return text === null ? [] : [{ text, label: r.label }];
    });
    const scores = laid.map((r) => percent(r.text));
    const labels = laid.map((r) => r.label);
    const ai = labels.filter((l) => l).length;
    const missed = scores.filter((v, i) => labels[i] && aiRemark(v) === AI_REMARKS.human).length;
    const alarms = scores.filter((v, i) => !labels[i] && aiRemark(v) !== AI_REMARKS.human).length;
    console.log(
      `  ${name.padEnd(22)} ${laid.length} (${ai} ChatGPT) AUROC ${f3(auroc(scores, labels))}; ChatGPT called ${AI_REMARKS.human} ${missed} (${((missed / ai) * 100).toFixed(1)} %), human called AI ${alarms} (${((alarms / (laid.length - ai)) * 100).toFixed(1)} %)`,
    );
  }
}

/** Characters per second of each detector over the same texts, rounds alternated (a shared machine). */
function speed(texts: readonly string[], detectors: Record<string, Percent>): string {
  const chars = texts.reduce((s, t) => s + t.length, 0);
  const ms: Record<string, number> = {};
  for (let round = 0; round < 4; round++) {
    for (const [name, percent] of Object.entries(detectors)) {
      const t0 = performance.now();
      for (const t of texts) percent(t);
      // The first round warms up (JIT, models loaded); it is not counted.
      if (round > 0) ms[name] = (ms[name] ?? 0) + performance.now() - t0;
    }
  }
  return Object.entries(ms)
    .map(([name, t]) => `${name} ${Math.round((chars * 3) / (t / 1000)).toLocaleString()} chars/s`)
    .join(', ');
}

const split = hc3Rows(50);
if (!split) {
  console.log('skipped: HC3 (ai-detect/) not found');
} else {
  charNgram();
  const t0 = performance.now();
  const baseline = trainBaseline(split.calibrate);
  console.log(
    `round-1 model retrained on the calibration half (${split.calibrate.length} rows of 50+ characters) in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
  const shipped: Percent = (text) => detectAi(text, { minChars: 50 }).ai_percent;
  const old: Percent = (text) => baselinePercent(baseline, text);
  // 50–99 is the band the spec refuses and the issue asks to score: one chunk, few sentences.
  for (const [min, max] of [
    [50, Number.POSITIVE_INFINITY],
    [50, 99],
    [100, Number.POSITIVE_INFINITY],
  ]) {
    const rows = split.report.filter((r) => visibleLength(r.text) >= min && visibleLength(r.text) <= max);
    const ai = rows.filter((r) => r.label).length;
    const band = max === Number.POSITIVE_INFINITY ? `${min}+` : `${min}–${max}`;
    console.log(
      `report half, texts of ${band} characters: ${rows.length} (${ai} ChatGPT); majority class accuracy ${f3(majorityAccuracy(rows.map((r) => r.label)))}`,
    );
    figures('round 1', rows, old);
    const scores = figures('shipped', rows, shipped);
    console.log(`  shipped remarks: ${remarkBands(rows, scores)}`);
    if (min === 100) {
      const parts = rows.flatMap((r) =>
        chunks(r.text).map((c) => ({
          p: aiProbability(features(c.text, { endsText: c.endsText }), { chars: visibleLength(c.text) }),
          y: r.label,
        })),
      );
      const chunkAcc = parts.filter((c) => c.p > 0.5 === (c.y === 1)).length / parts.length;
      console.log(
        `  for ai-model.ts: AI_DETECT_ACCURACY ${f3(
          accuracy(
            scores,
            rows.map((r) => r.label),
            50,
          ),
        )} (now ${AI_DETECT_ACCURACY}), AI_DETECT_CHUNK_ACCURACY ${f3(chunkAcc)}, AI_DETECT_TEST_DOCUMENTS ${rows.length}`,
      );
    }
  }
  const qa = split.report.filter((r) => r.source === 'QA' && visibleLength(r.text) >= 100);
  console.log('report half, QA answers of 100+ characters laid out as lists (shipped):');
  layoutFigures(qa, shipped);
  const reports = heldOutReports();
  const reportChunks = reports.flatMap((t) => chunks(t).map((c) => c.text));
  // About a proposal's length: what a member's whole text would be judged.
  const excerpts = reports.flatMap((t) =>
    Array.from({ length: Math.floor(t.length / 1000) }, (_, i) => t.slice(i * 1000, i * 1000 + 1000)),
  );
  for (const [name, percent] of [
    ['round 1', old],
    ['shipped', shipped],
  ] as const) {
    const share = (s: number[], cut: number) => `${((s.filter((v) => v > cut).length / s.length) * 100).toFixed(1)} %`;
    const c = reportChunks.map(percent);
    const e = excerpts.map(percent);
    console.log(
      `held-out government reports (human official prose), ${name}: ${c.length} chunks > 60 ${share(c, 60)}, > 80 ${share(c, 80)}; ${e.length} excerpts of 1,000 characters > 60 ${share(e, 60)}, > 80 ${share(e, 80)}`,
    );
  }
  console.log(
    `speed on the report half: ${speed(
      split.report.map((r) => r.text),
      { 'round 1': old, shipped },
    )}`,
  );
}
