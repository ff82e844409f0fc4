/**
 * Duplicate-check speed: indexing rate, query median/p95 against N stored documents,
 * memory, and the baseline (pairwise `similarity()` against every document) as a ratio.
 * npx tsx bench/textkit/duplicate-check.ts [--docs 100000] [--queries 200] [--seed S]
 * Texts are kept in the index up to 200,000 documents (exact scores); above that the
 * index keeps none (estimated scores) and exact rescoring is timed separately.
 */
import { compare, SimilarityIndex, similarity } from '@cppcc/textkit';
import { Corpus, flag } from './corpus.js';

const N = flag('docs', 100_000);
const Q = flag('queries', 200);
const storeText = N <= 200_000;
const mb = (b: number) => `${(b / 2 ** 20).toFixed(0)} MB`;
const mem = () => {
  const m = process.memoryUsage();
  return `rss ${mb(m.rss)}, heap ${mb(m.heapUsed)}, external (typed arrays) ${mb(m.external)}`;
};
const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(p * s.length))];
};

const corpus = Corpus.load({ seed: flag('seed', 20240301) });
if (corpus) {
  console.log(`duplicate-check bench: ${N} documents, ${Q} queries, storeText=${storeText}, node ${process.version}`);
  const index = new SimilarityIndex<{ title: string }>({ expectedDocs: N, storeText });
  let addMs = 0;
  let addCpuMs = 0; // CPU time of add(): this machine is shared, wall time includes waiting for a core
  let genMs = 0;
  let chars = 0;
  const t0 = performance.now();
  for (let i = 0; i < N; i++) {
    const g0 = performance.now();
    const d = corpus.doc(i);
    const g1 = performance.now();
    const c1 = process.cpuUsage();
    index.add(String(i), d.text, { title: d.title });
    const c2 = process.cpuUsage(c1);
    addMs += performance.now() - g1;
    addCpuMs += (c2.user + c2.system) / 1000;
    genMs += g1 - g0;
    chars += d.text.length;
    if ((i + 1) % 100_000 === 0) console.log(`  ${i + 1} docs, ${((performance.now() - t0) / 1000).toFixed(0)} s; ${mem()}`);
  }
  const st = index.stats();
  console.log(
    `indexing: ${(N / (addMs / 1000)).toFixed(0)} docs/s wall, ${(N / (addCpuMs / 1000)).toFixed(0)} docs/s of CPU time (${(chars / (addMs / 1000) / 1e6).toFixed(1)} M chars/s; generation took another ${(genMs / 1000).toFixed(0)} s)`,
  );
  console.log(`index: ${st.postings} postings, ${st.buckets} buckets, posting arrays ${mb(st.postingBytes)}; ${mem()}`);

  // Queries: fresh 2,000-character documents (numbered past the corpus) — one in ten
  // reuses passages of a stored document — and stored reusers queried as "being edited".
  const queries: { text: string; exclude: string[] }[] = [];
  for (let q = 0; q < Q; q++) {
    if (q % 2 === 0) queries.push({ text: corpus.doc(N + q, 2000).text, exclude: [] });
    else {
      const i = corpus.plantEvery * (1 + Math.floor((q * 7919) % Math.max(1, N / corpus.plantEvery - 1))) - 1;
      queries.push({ text: corpus.doc(i).text, exclude: [String(i)] });
    }
  }
  for (let w = 0; w < 5; w++) index.query(queries[w].text, { excludeIds: queries[w].exclude });
  const times: number[] = [];
  let hits = 0;
  let top: { text: string; ids: string[] }[] = [];
  const cpuTimes: number[] = [];
  for (const q of queries) {
    const s = performance.now();
    const c1 = process.cpuUsage();
    const res = index.query(q.text, { excludeIds: q.exclude, threshold: 0.05, limit: 10 });
    const c2 = process.cpuUsage(c1);
    times.push(performance.now() - s);
    cpuTimes.push((c2.user + c2.system) / 1000);
    if (res.length > 0) hits++;
    top.push({ text: q.text, ids: res.map((r) => r.id) });
  }
  const median = pct(times, 0.5);
  console.log(
    `query (${storeText ? 'exact scores' : 'estimated scores'}): median ${median.toFixed(2)} ms, p95 ${pct(times, 0.95).toFixed(2)} ms, max ${Math.max(...times).toFixed(2)} ms (CPU time: median ${pct(cpuTimes, 0.5).toFixed(2)} ms, p95 ${pct(cpuTimes, 0.95).toFixed(2)} ms); ${hits}/${Q} queries had a hit ≥ 0.05`,
  );
  if (!storeText) {
    // Exact rescoring of the hits, as the server would do with texts read from the database.
    top = top.filter((t) => t.ids.length > 0).slice(0, 50);
    const texts = top.map((t) => t.ids.map((id) => corpus.doc(Number(id)).text));
    const rs: number[] = [];
    top.forEach((t, k) => {
      const s = performance.now();
      for (const doc of texts[k]) similarity(t.text, doc);
      rs.push(performance.now() - s);
    });
    console.log(`exact rescoring of the (≤10) hits per query, texts at hand: median ${pct(rs, 0.5).toFixed(2)} ms`);
  }
  // Baseline: straightforward pairwise similarity() against every stored document, on a sample.
  const S = Math.min(N, 2000);
  const sampleDocs = Array.from({ length: S }, (_, k) => corpus.doc(Math.floor((k * N) / S)).text);
  const b0 = performance.now();
  const bq = Math.min(3, Q);
  for (let q = 0; q < bq; q++) for (const d of sampleDocs) similarity(queries[q].text, d);
  const perPair = (performance.now() - b0) / (bq * S);
  const projected = perPair * N;
  console.log(
    `baseline pairwise similarity(): ${(perPair * 1000).toFixed(1)} µs a pair → ${(projected / 1000).toFixed(1)} s a query at ${N} docs`,
  );
  console.log(`speed-up of the index over the baseline: ${(projected / median).toFixed(0)}×`);
  // A sanity check that the reported passages are real: compare() one hit.
  const withHit = top.find((t) => t.ids.length > 0);
  if (withHit) {
    const c = compare(withHit.text, corpus.doc(Number(withHit.ids[0])).text);
    console.log(`sample hit: similarity ${c.similarity.toFixed(3)}, ${c.passages.length} passages`);
  }
  if (N <= 200_000) {
    // Persistence: serialize (compacted CSR) and reload (postings viewed in place).
    const s0 = performance.now();
    const bytes = index.serialize();
    const s1 = performance.now();
    const copy = SimilarityIndex.deserialize(bytes);
    const s2 = performance.now();
    const same =
      copy
        .query(queries[0].text, { limit: 3 })
        .map((h) => h.id)
        .join() ===
      index
        .query(queries[0].text, { limit: 3 })
        .map((h) => h.id)
        .join();
    console.log(
      `serialize ${mb(bytes.length)} in ${(s1 - s0).toFixed(0)} ms, deserialize in ${(s2 - s1).toFixed(0)} ms, same results: ${same}`,
    );
  }
  console.log(mem());
}
