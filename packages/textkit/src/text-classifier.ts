import { terms } from './terms.js';

/**
 * A multi-label text classifier learned from the records the server passes in (information
 * types, proposal categories, handling units, co-signing members …): TF-IDF vectors over
 * jieba terms, scored by the k nearest training documents (cosine) blended with the
 * similarity to each label's centroid. Documents can be added at any time; IDF weights are
 * recomputed lazily on the next prediction.
 */

export interface LabelledDoc {
  text: string;
  labels: readonly string[];
}

export interface LabelScore {
  label: string;
  /** Share of the evidence for this label, 0–1; the scores of one prediction sum to 1 or less. */
  score: number;
}

export interface TextClassifierOptions {
  /** Neighbours consulted (default 15). */
  k?: number;
  /** Weight of the centroid score against the neighbour vote, 0–1 (default 0.3). */
  centroidWeight?: number;
}

interface Doc {
  tf: Map<number, number>;
  labels: readonly string[];
  norm: number;
}

export class TextClassifier {
  private readonly termIds = new Map<string, number>();
  private readonly df: number[] = [];
  private readonly docs: Doc[] = [];
  private readonly postings: { doc: number; tf: number }[][] = [];
  private dirty = true;
  private idf: Float64Array = new Float64Array(0);
  private centroids = new Map<string, Map<number, number>>();
  private readonly k: number;
  private readonly centroidWeight: number;

  constructor(options: TextClassifierOptions = {}) {
    this.k = options.k ?? 15;
    this.centroidWeight = options.centroidWeight ?? 0.3;
  }

  get size(): number {
    return this.docs.length;
  }

  train(docs: Iterable<LabelledDoc>): this {
    for (const d of docs) this.add(d);
    return this;
  }

  add(doc: LabelledDoc): void {
    const labels = [...new Set(doc.labels.filter((l) => l !== ''))];
    if (labels.length === 0) return;
    const tf = new Map<number, number>();
    for (const t of terms(doc.text)) {
      let id = this.termIds.get(t);
      if (id === undefined) {
        id = this.df.length;
        this.termIds.set(t, id);
        this.df.push(0);
        this.postings.push([]);
      }
      tf.set(id, (tf.get(id) ?? 0) + 1);
    }
    if (tf.size === 0) return;
    const n = this.docs.length;
    for (const [id, c] of tf) {
      this.df[id]++;
      this.postings[id].push({ doc: n, tf: c });
    }
    this.docs.push({ tf, labels, norm: 0 });
    this.dirty = true;
  }

  private weight(tf: number, id: number): number {
    return (1 + Math.log(tf)) * this.idf[id];
  }

  private refresh(): void {
    if (!this.dirty) return;
    const n = this.docs.length;
    this.idf = Float64Array.from(this.df, (df) => Math.log((n + 1) / (df + 1)) + 1);
    this.centroids = new Map();
    for (const d of this.docs) {
      let sq = 0;
      for (const [id, c] of d.tf) sq += this.weight(c, id) ** 2;
      d.norm = Math.sqrt(sq) || 1;
      for (const label of d.labels) {
        let cen = this.centroids.get(label);
        if (!cen) {
          cen = new Map();
          this.centroids.set(label, cen);
        }
        for (const [id, c] of d.tf) cen.set(id, (cen.get(id) ?? 0) + this.weight(c, id) / d.norm);
      }
    }
    for (const cen of this.centroids.values()) {
      let sq = 0;
      for (const v of cen.values()) sq += v * v;
      const norm = Math.sqrt(sq) || 1;
      for (const [id, v] of cen) cen.set(id, v / norm);
    }
    this.dirty = false;
  }

  /** The k best labels for a text, best first. Empty when nothing is known yet or nothing matches. */
  predict(text: string, k = 3): LabelScore[] {
    if (this.docs.length === 0) return [];
    this.refresh();
    const q = new Map<number, number>();
    for (const t of terms(text)) {
      const id = this.termIds.get(t);
      if (id !== undefined) q.set(id, (q.get(id) ?? 0) + 1);
    }
    if (q.size === 0) return [];
    let qsq = 0;
    const qw = new Map<number, number>();
    for (const [id, c] of q) {
      const w = this.weight(c, id);
      qw.set(id, w);
      qsq += w * w;
    }
    const qnorm = Math.sqrt(qsq) || 1;
    const dots = new Map<number, number>();
    for (const [id, w] of qw) for (const p of this.postings[id]) dots.set(p.doc, (dots.get(p.doc) ?? 0) + w * this.weight(p.tf, id));
    const neighbours = [...dots]
      .map(([doc, dot]) => ({ doc, sim: dot / (qnorm * this.docs[doc].norm) }))
      .sort((a, b) => b.sim - a.sim)
      .slice(0, this.k);
    const votes = new Map<string, number>();
    let voteSum = 0;
    for (const { doc, sim } of neighbours) {
      for (const label of this.docs[doc].labels) votes.set(label, (votes.get(label) ?? 0) + sim);
      voteSum += sim;
    }
    const cen = new Map<string, number>();
    let cenSum = 0;
    for (const [label, c] of this.centroids) {
      let dot = 0;
      for (const [id, w] of qw) dot += w * (c.get(id) ?? 0);
      const s = Math.max(0, dot / qnorm);
      if (s > 0) {
        cen.set(label, s);
        cenSum += s;
      }
    }
    const scores = new Map<string, number>();
    for (const [label, v] of votes) scores.set(label, (1 - this.centroidWeight) * (v / (voteSum || 1)));
    for (const [label, v] of cen) scores.set(label, (scores.get(label) ?? 0) + this.centroidWeight * (v / (cenSum || 1)));
    // Labels of multi-label documents share a vote, so normalise to a distribution.
    let total = 0;
    for (const v of scores.values()) total += v;
    return [...scores]
      .map(([label, score]) => ({ label, score: Math.round((score / (total || 1)) * 10000) / 10000 }))
      .sort((a, b) => b.score - a.score || a.label.localeCompare(b.label))
      .slice(0, Math.max(0, k));
  }
}
