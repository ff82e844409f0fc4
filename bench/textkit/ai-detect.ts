/**
 * AI-writing detection with the shipped weights: accuracy, precision and recall on the
 * held-apart test rows (the same hash split as ai-detect-train.ts, never used for training),
 * by remark band, and speed.
 * npx tsx bench/textkit/ai-detect.ts
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AI_DETECT_ACCURACY, AI_REMARKS, detectAi } from '@cppcc/textkit';

const DATA = join(process.env.TEXTKIT_DATA ?? '/work/shared/data', 'ai-detect');

function hash(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

if (!existsSync(DATA)) {
  console.log(`skipped: ${DATA} not found`);
} else {
  const rows: { text: string; label: number }[] = [];
  for (const f of ['val_hc3_QA.jsonl', 'val_hc3_si.jsonl']) {
    for (const line of readFileSync(join(DATA, f), 'utf8').split('\n')) {
      if (!line.trim()) continue;
      const r = JSON.parse(line) as { text: string; label: number };
      if (r.text.replace(/\s/g, '').length >= 100 && hash(r.text) % 5 === 0) rows.push({ text: r.text, label: r.label ? 1 : 0 });
    }
  }
  let tp = 0;
  let fp = 0;
  let tn = 0;
  let fn = 0;
  let chars = 0;
  const bands = new Map<string, { ai: number; human: number }>();
  const t0 = performance.now();
  for (const r of rows) {
    const d = detectAi(r.text);
    chars += r.text.length;
    const ai = d.ai_percent > 50;
    if (ai && r.label) tp++;
    else if (ai) fp++;
    else if (r.label) fn++;
    else tn++;
    const b = bands.get(d.remark) ?? { ai: 0, human: 0 };
    if (r.label) b.ai++;
    else b.human++;
    bands.set(d.remark, b);
  }
  const sec = (performance.now() - t0) / 1000;
  console.log(`held-apart documents (≥100 chars): ${rows.length}  (exported AI_DETECT_ACCURACY ${AI_DETECT_ACCURACY})`);
  console.log(
    `accuracy ${((tp + tn) / rows.length).toFixed(3)}  AI precision ${(tp / (tp + fp)).toFixed(3)}  AI recall ${(tp / (tp + fn)).toFixed(3)}  human recall ${(tn / (tn + fp)).toFixed(3)}`,
  );
  for (const remark of Object.values(AI_REMARKS)) {
    const b = bands.get(remark) ?? { ai: 0, human: 0 };
    console.log(`  ${remark}: ${b.ai} ChatGPT, ${b.human} human`);
  }
  console.log(`speed ${Math.round(chars / sec).toLocaleString()} chars/s`);
}
