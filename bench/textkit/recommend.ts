/**
 * Recommendations and reference search.
 * - TextClassifier on THUCNews headlines (10 classes): every fifth row held out, the rest
 *   trained; top-1 / top-3 accuracy, training and prediction speed; the same after adding
 *   the rows incrementally in two halves;
 * - ReferenceIndex (BM25) over government work report paragraphs: indexing rate, query
 *   median latency, and how often a paragraph is found (top 1 / top 20) by a 6–12-character
 *   phrase taken from it.
 * npx tsx bench/textkit/recommend.ts
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ReferenceIndex, TextClassifier } from '@cppcc/textkit';

const DATA = process.env.TEXTKIT_DATA ?? '/work/shared/data';
const TSV = join(DATA, 'corpora/thucnews-titles.dev.tsv');

if (!existsSync(TSV)) {
  console.log(`skipped: ${TSV} not found`);
} else {
  const rows = readFileSync(TSV, 'utf8')
    .trim()
    .split('\n')
    .map((l) => l.split('\t'));
  const names = readFileSync(join(DATA, 'corpora/thucnews-classes.txt'), 'utf8').trim().split('\n');
  const train = rows.filter((_, i) => i % 5 !== 0);
  const test = rows.filter((_, i) => i % 5 === 0);
  let t = performance.now();
  const c = new TextClassifier();
  for (const [text, label] of train) c.add({ text, labels: [names[Number(label)] ?? label] });
  c.predict('预热');
  const trainMs = performance.now() - t;
  t = performance.now();
  let top1 = 0;
  let top3 = 0;
  for (const [text, label] of test) {
    const want = names[Number(label)] ?? label;
    const p = c.predict(text, 3).map((s) => s.label);
    if (p[0] === want) top1++;
    if (p.includes(want)) top3++;
  }
  const predictMs = performance.now() - t;
  console.log(
    `TextClassifier THUCNews titles: train ${train.length}, test ${test.length}; top-1 ${(top1 / test.length).toFixed(3)}, top-3 ${(top3 / test.length).toFixed(3)}; train ${trainMs.toFixed(0)} ms, ${(predictMs / test.length).toFixed(2)} ms a prediction`,
  );

  const reports = readFileSync(join(DATA, 'corpora/government_work_reports.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as { title: string; content: string; year: number });
  const paragraphs: { id: string; title: string; content: string; time: string }[] = [];
  for (const r of reports) {
    r.content
      .split(/\n+/)
      .filter((p) => p.length >= 60)
      .forEach((p, i) => {
        paragraphs.push({ id: `${r.year}-${i}`, title: r.title, content: p, time: `${r.year}-03-05` });
      });
  }
  const idx = new ReferenceIndex();
  t = performance.now();
  for (const p of paragraphs) idx.add(p);
  const addMs = performance.now() - t;
  const probes = paragraphs.filter((_, i) => i % Math.ceil(paragraphs.length / 300) === 0);
  const times: number[] = [];
  let first = 0;
  let inPage = 0;
  for (const [k, p] of probes.entries()) {
    const len = 6 + (k % 7);
    const at = (k * 37) % Math.max(1, p.content.length - len);
    const phrase = p.content.slice(at, at + len);
    const s = performance.now();
    const r = idx.search(phrase);
    times.push(performance.now() - s);
    if (r.list[0]?.id === p.id) first++;
    if (r.list.some((h) => h.id === p.id)) inPage++;
  }
  times.sort((a, b) => a - b);
  console.log(
    `ReferenceIndex: ${paragraphs.length} paragraphs indexed in ${addMs.toFixed(0)} ms; query median ${times[times.length >> 1].toFixed(2)} ms, p95 ${times[Math.floor(times.length * 0.95)].toFixed(2)} ms; phrase → own paragraph top-1 ${(first / probes.length).toFixed(3)}, in first page (20) ${(inPage / probes.length).toFixed(3)}`,
  );
}
