/**
 * Prints the AI detector's parameters that come from data, for pasting into
 * packages/textkit/src/ai-model.ts (it writes nothing):
 * - OFFICIAL_PROSE: feature mean and spread over ~100-character chunks of the government work
 *   reports the n-gram model has not seen (human official prose, may ship as statistics), the
 *   open ending over every chunk not cut inside a sentence;
 * - AI_CALIBRATION: slope and intercept of the sigmoid over the design-weighted score (the
 *   intercept shrunk by a short chunk's evidence, as aiProbability does), by maximum
 *   likelihood on the calibration half of HC3 validation (chunks, both classes weighted
 *   equally so that the data set's class balance does not set the prior).
 * npx tsx bench/textkit/ai-detect-calibrate.ts
 */
import { chunks, FEATURE_NAMES, features } from '@cppcc/textkit/ai-features';
import { aiScore, evidenceOf } from '@cppcc/textkit/ai-model';
import { hc3Rows, heldOutReports, visibleLength } from './ai-detect-data.js';

const round = (v: number) => Number(v.toPrecision(5));

// The detector judges the ending of a text's last chunk only; the reports are nine texts (each
// ending in the source's licence lines), so how official writers end is read at every end of a
// paragraph or sentence a chunk stops at. A chunk cut inside a sentence has no ending.
const reportChunks = heldOutReports().flatMap((t) => chunks(t).map((c) => features(c.text, { endsText: !c.cut })));
const mean: number[] = [];
const sd: number[] = [];
for (let i = 0; i < FEATURE_NAMES.length; i++) {
  const v = reportChunks.map((x) => x[i]).filter((x) => !Number.isNaN(x));
  const m = v.reduce((a, b) => a + b, 0) / v.length;
  mean.push(round(m));
  sd.push(round(Math.sqrt(v.reduce((a, b) => a + (b - m) ** 2, 0) / v.length)));
}
console.log(`held-out report chunks: ${reportChunks.length}`);
console.log(`OFFICIAL_PROSE = { mean: ${JSON.stringify(mean)}, sd: ${JSON.stringify(sd)} }`);

const rows = hc3Rows(50);
if (!rows) {
  console.log('skipped calibration: HC3 not found');
} else {
  const data = rows.calibrate.flatMap((r) =>
    chunks(r.text).map((c) => ({
      s: aiScore(features(c.text, { endsText: c.endsText }), { chars: visibleLength(c.text) }),
      e: evidenceOf(visibleLength(c.text)),
      y: r.label,
    })),
  );
  const pos = data.filter((d) => d.y).length;
  const wPos = data.length / (2 * pos);
  const wNeg = data.length / (2 * (data.length - pos));
  let a = 0;
  let b = 0;
  // Newton's method on the weighted log-likelihood of two parameters (concave, so from 0 it
  // converges). The intercept is shrunk by each chunk's evidence, as aiProbability does.
  for (let it = 0; it < 50; it++) {
    let ga = 0;
    let gb = 0;
    let haa = 0;
    let hab = 0;
    let hbb = 0;
    for (const d of data) {
      const p = 1 / (1 + Math.exp(-(a * d.s + b * d.e)));
      const w = d.y ? wPos : wNeg;
      ga += w * (d.y - p) * d.s;
      gb += w * (d.y - p) * d.e;
      const v = w * p * (1 - p);
      haa += v * d.s * d.s;
      hab += v * d.s * d.e;
      hbb += v * d.e * d.e;
    }
    const det = haa * hbb - hab * hab;
    a += (hbb * ga - hab * gb) / det;
    b += (haa * gb - hab * ga) / det;
  }
  console.log(`calibration chunks: ${data.length} (${pos} ChatGPT) from ${rows.calibrate.length} rows of 50+ characters`);
  console.log(`AI_CALIBRATION = { slope: ${round(a)}, intercept: ${round(b)} }`);
}
