/**
 * Synthetic corpus with planted reuse, for the duplicate-check benchmarks.
 *
 * Documents (1,000–3,000 characters) are written by an order-2 character Markov chain
 * trained on the government work reports: official-sounding prose that is new text,
 * so unrelated documents share only the stock phrases real documents share. Titles
 * come from the THUCNews headlines. Every `plantEvery`-th document is a "reuser": it
 * receives 1–3 passages of 50+ characters copied from an earlier plain document, lightly
 * edited (punctuation changes, synonym swaps, reordered sentences, inserted words).
 * Every document is a pure function of (seed, number): the corpus streams, and any
 * document can be regenerated on demand — nothing is kept in memory.
 *
 * The data is READ from /work/shared/data/corpora at run time and never copied.
 * Run alone to print a sample: npx tsx bench/textkit/corpus.ts [--docs N] [--seed S]
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const DATA_DIR = process.env.TEXTKIT_DATA ?? '/work/shared/data/corpora';

/**
 * Deterministic PRNG (sfc32, 128-bit state, seeded through splitmix32). A 32-bit Weyl
 * generator such as mulberry32 is not enough here: with a million documents, two seeds
 * a few thousand steps apart on its cycle give documents that share long identical runs.
 */
export function rng(seed: number): () => number {
  let x = seed >>> 0;
  const split = () => {
    x = (x + 0x9e3779b9) | 0;
    let z = x;
    z = Math.imul(z ^ (z >>> 16), 0x21f0aaad);
    z = Math.imul(z ^ (z >>> 15), 0x735a2d97);
    return (z ^ (z >>> 15)) >>> 0;
  };
  let a = split();
  let b = split();
  let c = split();
  let d = split();
  return () => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
}

function mixSeed(seed: number, i: number): number {
  let h = Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(i + 1, 0xc2b2ae35);
  h ^= h >>> 16;
  h = Math.imul(h, 0x7feb352d);
  h ^= h >>> 15;
  return h >>> 0;
}

/** A planted reuse: `target` holds at [targetStart, targetEnd) an edited copy of `source` [sourceStart, sourceEnd). */
export interface Plant {
  target: number;
  source: number;
  sourceStart: number;
  sourceEnd: number;
  targetStart: number;
  targetEnd: number;
  edits: string[];
}

export interface GeneratedDoc {
  id: number;
  title: string;
  text: string;
  plants: Plant[];
}

// Small built-in synonym list of official prose (both directions are used).
const SYNONYMS: ReadonlyArray<readonly [string, string]> = [
  ['加强', '强化'],
  ['推进', '推动'],
  ['提高', '提升'],
  ['完善', '健全'],
  ['促进', '助推'],
  ['落实', '贯彻'],
  ['保障', '保证'],
  ['积极', '主动'],
  ['建设', '构建'],
  ['重要', '关键'],
  ['显著', '明显'],
  ['扩大', '拓展'],
  ['支持', '扶持'],
  ['增强', '提振'],
  ['问题', '难题'],
  ['措施', '举措'],
  ['坚持', '始终坚持'],
  ['群众', '老百姓'],
  ['实施', '施行'],
  ['发展', '进步'],
];
const INSERTS = ['切实', '进一步', '不断', '认真', '大力', '持续', '全面', '着力'];

interface Model {
  starts: Uint32Array; // per context: first row in next/cum
  ends: Uint32Array;
  next: Uint16Array;
  cum: Uint32Array;
  nextCtx: Int32Array; // per row: the context after emitting next[row] (-1: dead end)
  seeds: Uint32Array; // context numbers that begin sentences
}

/** Order-2 character Markov model of the training text (built once, ~1 s). */
function buildModel(text: string): Model {
  const counts = new Map<number, Map<number, number>>();
  const seedSet = new Set<number>();
  for (let i = 2; i < text.length; i++) {
    const a = text.charCodeAt(i - 2);
    const b = text.charCodeAt(i - 1);
    const c = text.charCodeAt(i);
    if (a === 10 || b === 10 || c === 10) continue;
    const key = a * 65536 + b;
    let row = counts.get(key);
    if (!row) {
      row = new Map();
      counts.set(key, row);
    }
    row.set(c, (row.get(c) ?? 0) + 1);
    if (i >= 3 && text[i - 3] === '。') seedSet.add(key);
  }
  const ctxIndex = new Map<number, number>();
  let rows = 0;
  for (const row of counts.values()) rows += row.size;
  const starts = new Uint32Array(counts.size);
  const ends = new Uint32Array(counts.size);
  const ctxKeys = new Uint32Array(counts.size);
  const next = new Uint16Array(rows);
  const cum = new Uint32Array(rows);
  let r = 0;
  let k = 0;
  for (const [key, row] of counts) {
    ctxIndex.set(key, k);
    ctxKeys[k] = key;
    starts[k] = r;
    let acc = 0;
    for (const [c, n] of row) {
      acc += n;
      next[r] = c;
      cum[r] = acc;
      r++;
    }
    ends[k] = r;
    k++;
  }
  // Precomputed transitions: generation then needs no hash look-up per character.
  const nextCtx = new Int32Array(rows);
  for (let k2 = 0; k2 < ctxKeys.length; k2++) {
    const b = ctxKeys[k2] & 0xffff;
    for (let row = starts[k2]; row < ends[k2]; row++) nextCtx[row] = ctxIndex.get(b * 65536 + next[row]) ?? -1;
  }
  const seeds = Uint32Array.from([...seedSet].map((key) => ctxIndex.get(key) ?? 0));
  return { starts, ends, next, cum, nextCtx, seeds };
}

export interface CorpusOptions {
  seed?: number;
  /** Every n-th document reuses passages of an earlier one (default 10). */
  plantEvery?: number;
}

/** Deterministic streaming generator. */
export class Corpus {
  readonly seed: number;
  readonly plantEvery: number;
  private readonly model: Model;
  private readonly titles: string[];

  private constructor(model: Model, titles: string[], options: CorpusOptions) {
    this.model = model;
    this.titles = titles;
    this.seed = options.seed ?? 20240301;
    this.plantEvery = options.plantEvery ?? 10;
  }

  /** Load the training data; undefined (with a message) when the data folder is absent. */
  static load(options: CorpusOptions = {}): Corpus | undefined {
    const reports = join(DATA_DIR, 'government_work_reports.jsonl');
    const titlesFile = join(DATA_DIR, 'thucnews-titles.dev.tsv');
    if (!existsSync(reports) || !existsSync(titlesFile)) {
      console.log(`textkit corpus: ${DATA_DIR} not found — skipping (the shared data folder is needed).`);
      return undefined;
    }
    const contents: string[] = [];
    for (const line of readFileSync(reports, 'utf8').split('\n')) {
      if (!line.trim()) continue;
      contents.push((JSON.parse(line) as { content: string }).content);
    }
    const titles = readFileSync(titlesFile, 'utf8')
      .split('\n')
      .map((l) => l.split('\t')[0]?.trim() ?? '')
      .filter((t) => t.length > 0);
    // Runs of spaces (page layout of some old reports) would be learnt as text: drop them.
    const training = contents.join('\n').replace(/[ \t\u3000\u00a0]+/g, '');
    return new Corpus(buildModel(training), titles, options);
  }

  /** Whether document i receives planted passages. */
  isReuser(i: number): boolean {
    return i % this.plantEvery === this.plantEvery - 1;
  }

  /** The plain text of document i (before any planting), of about `length` characters. */
  base(i: number, length?: number): { title: string; text: string } {
    const rand = rng(mixSeed(this.seed, i));
    const target = length ?? 1000 + Math.floor(rand() * 2001);
    const m = this.model;
    let k = m.seeds[Math.floor(rand() * m.seeds.length)];
    const parts: string[] = [];
    let para: number[] = [];
    let total = 0;
    let paraTarget = 120 + Math.floor(rand() * 300);
    while (total < target) {
      if (k < 0) {
        k = m.seeds[Math.floor(rand() * m.seeds.length)];
        continue;
      }
      const s = m.starts[k];
      const e = m.ends[k];
      const r = rand() * m.cum[e - 1];
      let lo = s;
      let hi = e - 1;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (m.cum[mid] > r) hi = mid;
        else lo = mid + 1;
      }
      const c = m.next[lo];
      para.push(c);
      total++;
      k = m.nextCtx[lo];
      if (c === 0x3002 /* 。 */ && para.length >= paraTarget) {
        parts.push(String.fromCharCode(...para));
        para = [];
        paraTarget = 120 + Math.floor(rand() * 300);
      }
    }
    // Finish the last sentence so that documents end cleanly.
    if (para.length > 0) parts.push(`${String.fromCharCode(...para)}。`);
    const title = this.titles[Math.floor(rand() * this.titles.length)];
    return { title, text: parts.join('\n') };
  }

  /** Document i, with planted passages when it is a reuser. `length` forces the base length. */
  doc(i: number, length?: number): GeneratedDoc {
    const { title, text } = this.base(i, length);
    if (!this.isReuser(i) || i < this.plantEvery) return { id: i, title, text, plants: [] };
    const rand = rng(mixSeed(this.seed ^ 0x5bd1e995, i));
    // The source is a plain (non-reusing) earlier document.
    let source = Math.floor(rand() * i);
    if (this.isReuser(source)) source--;
    const src = this.base(source).text;
    const count = 1 + Math.floor(rand() * 3);
    const paragraphs = text.split('\n');
    const plants: Plant[] = [];
    const inserted: { para: number; passage: string; plant: Omit<Plant, 'targetStart' | 'targetEnd'> }[] = [];
    for (let p = 0; p < count; p++) {
      const want = 50 + Math.floor(rand() * 150);
      // Start at a sentence start of the source, take whole sentences up to the length.
      let start = Math.floor(rand() * Math.max(1, src.length - want));
      const prevStop = Math.max(src.lastIndexOf('。', start), src.lastIndexOf('\n', start));
      start = prevStop < 0 ? 0 : prevStop + 1;
      let end = start + want;
      const stop = src.indexOf('。', end - 1);
      end = stop < 0 ? src.length : stop + 1;
      const original = src.slice(start, end).replace(/\n/g, '');
      if (original.length < 50) continue;
      const { text: edited, edits } = lightEdit(original, rand);
      inserted.push({
        para: Math.floor(rand() * (paragraphs.length + 1)),
        passage: edited,
        plant: { target: i, source, sourceStart: start, sourceEnd: end, edits },
      });
    }
    // Insert as separate paragraphs and compute the target offsets.
    inserted.sort((a, b) => a.para - b.para);
    const out: string[] = [];
    let offset = 0;
    let q = 0;
    for (let p = 0; p <= paragraphs.length; p++) {
      while (q < inserted.length && inserted[q].para === p) {
        const { passage, plant } = inserted[q++];
        plants.push({ ...plant, targetStart: offset, targetEnd: offset + passage.length });
        out.push(passage);
        offset += passage.length + 1;
      }
      if (p < paragraphs.length) {
        out.push(paragraphs[p]);
        offset += paragraphs[p].length + 1;
      }
    }
    return { id: i, title, text: out.join('\n'), plants };
  }
}

/** Light edits of a copied passage: each applied with some probability, at least one. */
export function lightEdit(passage: string, rand: () => number): { text: string; edits: string[] } {
  let text = passage;
  const edits: string[] = [];
  // Reordered sentences.
  const sentences = text.match(/[^。；！？]+[。；！？]?/g) ?? [text];
  if (sentences.length >= 2 && rand() < 0.5) {
    const a = Math.floor(rand() * sentences.length);
    const b = (a + 1 + Math.floor(rand() * (sentences.length - 1))) % sentences.length;
    [sentences[a], sentences[b]] = [sentences[b], sentences[a]];
    text = sentences.join('');
    edits.push('reorder');
  }
  // Synonym swaps (at most two).
  let swaps = 0;
  for (const [x, y] of SYNONYMS) {
    if (swaps >= 2) break;
    const from = rand() < 0.5 ? x : y;
    const to = from === x ? y : x;
    const at = text.indexOf(from);
    if (at >= 0 && rand() < 0.6) {
      text = text.slice(0, at) + to + text.slice(at + from.length);
      swaps++;
      edits.push(`synonym:${from}>${to}`);
    }
  }
  // Inserted word after a comma.
  if (rand() < 0.5) {
    const commas = [...text.matchAll(/，/g)].map((m) => m.index ?? 0);
    if (commas.length > 0) {
      const at = commas[Math.floor(rand() * commas.length)] + 1;
      const word = INSERTS[Math.floor(rand() * INSERTS.length)];
      text = text.slice(0, at) + word + text.slice(at);
      edits.push(`insert:${word}`);
    }
  }
  // Punctuation changes (always: the most common edit).
  const before = text;
  text = text.replace(/，/g, () => (rand() < 0.3 ? '、' : rand() < 0.15 ? ' ' : '，')).replace(/。/g, () => (rand() < 0.4 ? '；' : '。'));
  if (text !== before) edits.push('punctuation');
  return { text, edits };
}

/** Parse `--name value` flags. */
export function flag(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  if (at < 0) return fallback;
  const v = Number(process.argv[at + 1]);
  return Number.isFinite(v) ? v : fallback;
}

// Run directly: print a sample document and generation speed.
if (process.argv[1]?.endsWith('corpus.ts')) {
  const t0 = performance.now();
  const corpus = Corpus.load({ seed: flag('seed', 20240301) });
  if (corpus) {
    console.log(`model built in ${(performance.now() - t0).toFixed(0)} ms`);
    const n = flag('docs', 2000);
    const t1 = performance.now();
    let chars = 0;
    let plants = 0;
    for (let i = 0; i < n; i++) {
      const d = corpus.doc(i);
      chars += d.text.length;
      plants += d.plants.length;
    }
    const s = (performance.now() - t1) / 1000;
    console.log(`${n} docs, ${chars} chars, ${plants} planted passages in ${s.toFixed(2)} s (${(n / s).toFixed(0)} docs/s)`);
    const sample = corpus.doc(corpus.plantEvery * 3 - 1);
    console.log(`--- doc ${sample.id}: ${sample.title}\n${sample.text.slice(0, 600)}…`);
    for (const p of sample.plants) {
      console.log(
        `--- plant from doc ${p.source} (${p.edits.join(', ')}):\n  source: ${corpus.base(p.source).text.slice(p.sourceStart, p.sourceEnd)}\n  target: ${sample.text.slice(p.targetStart, p.targetEnd)}`,
      );
    }
  }
}
