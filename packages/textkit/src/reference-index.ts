import { escapeHtml } from './html.js';
import { queryTerms, terms } from './terms.js';

/**
 * Reference search for the editor's Quote panel (spec 000 §2: keyword, page size 20, sort
 * type 0): BM25 over jieba terms of title and content, title terms counted three times.
 * Documents can be added, replaced and removed at any time.
 */

export interface ReferenceDoc {
  id: string;
  title: string;
  content: string;
  /** Epoch milliseconds or ISO date; used by sort type 1 (newest first). */
  time?: number | string;
}

export interface ReferenceSearchOptions {
  pageNum?: number;
  pageSize?: number;
  /** 0 relevance (default), 1 newest first among the matches. */
  sortType?: number;
}

export interface ReferenceHit {
  id: string;
  score: number;
  /** Title and up to two content snippets, HTML-escaped, matched terms in <em>. */
  highlights: string[];
}

export interface ReferencePage {
  total: number;
  list: ReferenceHit[];
}

const K1 = 1.2;
const B = 0.75;
const TITLE_BOOST = 3;
const SNIPPET = 60;

interface Stored {
  doc: ReferenceDoc;
  tf: Map<string, number>;
  length: number;
  time: number;
}

export class ReferenceIndex {
  private readonly docs = new Map<string, Stored>();
  private readonly postings = new Map<string, Set<string>>();
  private totalLength = 0;

  get size(): number {
    return this.docs.size;
  }

  add(doc: ReferenceDoc): void {
    this.remove(doc.id);
    const tf = new Map<string, number>();
    const count = (t: string, w: number) => tf.set(t, (tf.get(t) ?? 0) + w);
    for (const t of terms(doc.title)) count(t, TITLE_BOOST);
    for (const t of terms(doc.content)) count(t, 1);
    let length = 0;
    for (const [t, c] of tf) {
      length += c;
      let set = this.postings.get(t);
      if (!set) {
        set = new Set();
        this.postings.set(t, set);
      }
      set.add(doc.id);
    }
    const time = typeof doc.time === 'number' ? doc.time : doc.time ? Date.parse(doc.time) || 0 : 0;
    this.docs.set(doc.id, { doc, tf, length, time });
    this.totalLength += length;
  }

  remove(id: string): boolean {
    const s = this.docs.get(id);
    if (!s) return false;
    for (const t of s.tf.keys()) {
      const set = this.postings.get(t);
      set?.delete(id);
      if (set?.size === 0) this.postings.delete(t);
    }
    this.totalLength -= s.length;
    this.docs.delete(id);
    return true;
  }

  search(keyword: string, options: ReferenceSearchOptions = {}): ReferencePage {
    const pageNum = Math.max(1, Math.floor(options.pageNum ?? 1));
    const pageSize = Math.min(100, Math.max(1, Math.floor(options.pageSize ?? 20)));
    const qterms = queryTerms(keyword.slice(0, 50));
    const n = this.docs.size;
    if (qterms.length === 0 || n === 0) return { total: 0, list: [] };
    const avg = this.totalLength / n;
    const scores = new Map<string, number>();
    for (const t of qterms) {
      const set = this.postings.get(t);
      if (!set) continue;
      const idf = Math.log(1 + (n - set.size + 0.5) / (set.size + 0.5));
      for (const id of set) {
        const s = this.docs.get(id);
        if (!s) continue;
        const f = s.tf.get(t) ?? 0;
        const part = (idf * (f * (K1 + 1))) / (f + K1 * (1 - B + (B * s.length) / avg));
        scores.set(id, (scores.get(id) ?? 0) + part);
      }
    }
    const ranked = [...scores].map(([id, score]) => ({ id, score }));
    if (options.sortType === 1) {
      ranked.sort((a, b) => (this.docs.get(b.id)?.time ?? 0) - (this.docs.get(a.id)?.time ?? 0) || b.score - a.score);
    } else {
      ranked.sort((a, b) => b.score - a.score || a.id.localeCompare(b.id));
    }
    const page = ranked.slice((pageNum - 1) * pageSize, pageNum * pageSize);
    return {
      total: ranked.length,
      list: page.map(({ id, score }) => {
        const doc = this.docs.get(id)?.doc as ReferenceDoc;
        return { id, score: Math.round(score * 1000) / 1000, highlights: highlights(doc, qterms) };
      }),
    };
  }
}

function mark(text: string, qterms: readonly string[]): string {
  const found = qterms.filter((t) => t.length > 0).sort((a, b) => b.length - a.length);
  if (found.length === 0) return escapeHtml(text);
  const lower = text.toLowerCase();
  let out = '';
  let pos = 0;
  while (pos < text.length) {
    let hit = '';
    for (const t of found) {
      if (lower.startsWith(t, pos)) {
        hit = t;
        break;
      }
    }
    if (hit) {
      out += `<em>${escapeHtml(text.slice(pos, pos + hit.length))}</em>`;
      pos += hit.length;
    } else {
      out += escapeHtml(text[pos]);
      pos++;
    }
  }
  return out;
}

function highlights(doc: ReferenceDoc, qterms: readonly string[]): string[] {
  const out = [mark(doc.title, qterms)];
  const lower = doc.content.toLowerCase();
  let from = 0;
  for (let k = 0; k < 2; k++) {
    let at = -1;
    for (const t of qterms) {
      const i = lower.indexOf(t, from);
      if (i >= 0 && (at < 0 || i < at)) at = i;
    }
    if (at < 0) break;
    const start = Math.max(0, at - SNIPPET / 3);
    const end = Math.min(doc.content.length, start + SNIPPET);
    out.push((start > 0 ? '…' : '') + mark(doc.content.slice(start, end), qterms) + (end < doc.content.length ? '…' : ''));
    from = end;
  }
  return out;
}
