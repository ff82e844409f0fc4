/**
 * Duplicate-check quality on the planted-reuse corpus:
 * - passage recall: share of planted passages (50+ characters, lightly edited) of which
 *   compare(reuser, source) marks at least half;
 * - retrieval recall: share of reusers whose source is among the top 10 index hits
 *   (exact index, and estimate-only index without texts);
 * - false matches: the highest similarity any plain document gets against an unrelated
 *   document — the best index hit over the whole corpus, and random pairs.
 * npx tsx bench/textkit/quality.ts [--docs 5000] [--seed S]
 */
import { compare, SimilarityIndex, similarity } from '@cppcc/textkit';
import { Corpus, flag, type GeneratedDoc, rng } from './corpus.js';

const N = flag('docs', 5000);
const corpus = Corpus.load({ seed: flag('seed', 20240301) });
if (corpus) {
  const t0 = performance.now();
  const docs: GeneratedDoc[] = Array.from({ length: N }, (_, i) => corpus.doc(i));
  const exactIndex = new SimilarityIndex({ expectedDocs: N });
  const estimateIndex = new SimilarityIndex({ expectedDocs: N, storeText: false });
  for (const d of docs) {
    exactIndex.add(String(d.id), d.text);
    estimateIndex.add(String(d.id), d.text);
  }
  const related = new Map<number, Set<number>>(); // source → reusers copying from it
  for (const d of docs) {
    for (const p of d.plants) {
      let set = related.get(p.source);
      if (!set) {
        set = new Set();
        related.set(p.source, set);
      }
      set.add(d.id);
    }
  }
  const content = /[\p{L}\p{N}]/u;
  let plants = 0;
  let recalled = 0;
  let recalledStrict = 0; // ≥ 80 % marked
  let coverageSum = 0;
  let reusers = 0;
  let foundExact = 0;
  let foundEstimate = 0;
  const misses: string[] = [];
  const byEdit = new Map<string, { n: number; ok: number }>();
  for (const d of docs) {
    if (d.plants.length === 0) continue;
    reusers++;
    const source = docs[d.plants[0].source];
    const c = compare(d.text, source.text);
    const marked = new Uint8Array(d.text.length);
    for (const p of c.passages) marked.fill(1, p.sourceStart, p.sourceEnd);
    for (const p of d.plants) {
      let total = 0;
      let hit = 0;
      for (let k = p.targetStart; k < p.targetEnd; k++) {
        if (!content.test(d.text[k])) continue;
        total++;
        hit += marked[k];
      }
      const cov = total ? hit / total : 0;
      plants++;
      coverageSum += cov;
      const ok = cov >= 0.5;
      if (ok) recalled++;
      if (cov >= 0.8) recalledStrict++;
      else if (misses.length < 3) misses.push(`doc ${d.id} ← ${p.source} (${p.edits.join(', ')}): ${(cov * 100).toFixed(0)}% marked`);
      for (const e of p.edits) {
        const key = e.split(':')[0];
        const s = byEdit.get(key) ?? { n: 0, ok: 0 };
        s.n++;
        if (ok) s.ok++;
        byEdit.set(key, s);
      }
    }
    const id = String(source.id);
    if (exactIndex.query(d.text, { excludeIds: [String(d.id)], limit: 10 }).some((h) => h.id === id)) foundExact++;
    if (estimateIndex.query(d.text, { excludeIds: [String(d.id)], limit: 10 }).some((h) => h.id === id)) foundEstimate++;
  }
  console.log(
    `quality on ${N} generated documents (${reusers} reusers, ${plants} planted passages), ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
  console.log(
    `passage recall (≥ half of the passage marked by compare): ${(recalled / plants).toFixed(3)}; mean share marked ${(coverageSum / plants).toFixed(3)}; ≥ 80 % marked: ${(recalledStrict / plants).toFixed(3)}`,
  );
  console.log(`  by edit: ${[...byEdit].map(([k, v]) => `${k} ${(v.ok / v.n).toFixed(3)} (${v.n})`).join(', ')}`);
  for (const m of misses) console.log(`  miss: ${m}`);
  console.log(
    `retrieval recall (source in top 10): exact index ${(foundExact / reusers).toFixed(3)}, estimate-only index ${(foundEstimate / reusers).toFixed(3)}`,
  );

  // False matches: each plain document against the whole corpus minus itself and its reusers.
  let maxFalse = 0;
  let maxFalseEstimate = 0;
  let worst = '';
  let plain = 0;
  const over = [0, 0, 0]; // > 0.02, > 0.05, > 0.10
  for (const d of docs) {
    if (corpus.isReuser(d.id)) continue;
    plain++;
    const exclude = [String(d.id), ...[...(related.get(d.id) ?? [])].map(String)];
    const top = exactIndex.query(d.text, { excludeIds: exclude, limit: 1 })[0];
    const est = estimateIndex.query(d.text, { excludeIds: exclude, limit: 1 })[0];
    const s = top?.similarity ?? 0;
    if (s > 0.02) over[0]++;
    if (s > 0.05) over[1]++;
    if (s > 0.1) over[2]++;
    if (s > maxFalse) {
      maxFalse = s;
      worst = `doc ${d.id} vs ${top?.id}`;
    }
    maxFalseEstimate = Math.max(maxFalseEstimate, est?.similarity ?? 0);
  }
  console.log(
    `false matches, ${plain} plain documents each against the corpus: max similarity ${maxFalse.toFixed(4)} (${worst}); ` +
      `best unrelated hit > 0.02: ${over[0]}, > 0.05: ${over[1]}, > 0.10: ${over[2]}; estimate-only index max ${maxFalseEstimate.toFixed(4)}`,
  );
  const rand = rng(7);
  let maxPair = 0;
  let sumPair = 0;
  const pairs = 2000;
  for (let k = 0; k < pairs; k++) {
    const a = docs[Math.floor(rand() * N)];
    const b = docs[Math.floor(rand() * N)];
    if (a.id === b.id || a.plants.some((p) => p.source === b.id) || b.plants.some((p) => p.source === a.id)) continue;
    const s = similarity(a.text, b.text);
    sumPair += s;
    maxPair = Math.max(maxPair, s);
  }
  console.log(`random pairs (${pairs}): mean similarity ${(sumPair / pairs).toFixed(4)}, max ${maxPair.toFixed(4)}`);
}
