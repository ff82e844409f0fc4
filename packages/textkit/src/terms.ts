import { lexicon } from './lexicon.js';

/** Function words that carry no topic; everything else of one character still counts. */
const STOP = new Set(
  '的 了 和 与 及 或 在 是 有 为 对 把 被 将 从 向 以 于 之 其 而 并 等 也 都 就 又 这 那 个 上 中 下 着 过 地 得 所 一 不 要 我 你 他 她 它 们 我们 你们 他们 及其 以及 进行 一个 没有 关于'.split(
    ' ',
  ),
);

/** Index terms of a text: jieba tokens (HMM on, for names), lower-cased, without punctuation and stop words. */
export function terms(text: string): string[] {
  const out: string[] = [];
  for (const w of lexicon().jieba.cut(text, true)) {
    const t = w.trim().toLowerCase();
    if (!t || STOP.has(t) || !/[\p{L}\p{N}]/u.test(t)) continue;
    out.push(t);
  }
  return out;
}

/** Search terms: the query's own tokens plus jieba's finer search-mode pieces. */
export function queryTerms(text: string): string[] {
  const set = new Set<string>();
  for (const w of lexicon().jieba.cutForSearch(text, true)) {
    const t = w.trim().toLowerCase();
    if (t && !STOP.has(t) && /[\p{L}\p{N}]/u.test(t)) set.add(t);
  }
  return [...set];
}
