/**
 * The fallback when this conference has no history to learn from: how much of a name's
 * distinctive part (市教育局 → 教育, 市卫生健康委员会 → 卫生健康) appears in the text, by
 * character pairs. Honest and weak; the response says that this is what it rests on.
 */
const PREFIX = /^(?:某?[市区县省](?:政府|人民政府)?|中共[^委]{0,6}委)/;
const SUFFIX =
  /(?:管理委员会|委员会|管理局|服务中心|办公室|办公厅|联合会|总公司|有限公司|公司|集团|协会|中心|局|委|办|厅|处|部|院|所|会|类|建设)$/;

export function nameCore(name: string): string {
  let core = name.trim().replace(PREFIX, '');
  for (let i = 0; i < 2; i++) {
    const next = core.replace(SUFFIX, '');
    if (next.length < 2) break;
    core = next;
  }
  return core.replace(/[和与及、（）()\s]/g, '');
}

const pairs = (s: string) => {
  const out: string[] = [];
  for (let i = 0; i + 1 < s.length; i++) out.push(s.slice(i, i + 2));
  return out.length ? out : s ? [s] : [];
};

/** Share (0–1) of the name core's character pairs found in the text, with the number of hits. */
export function nameScore(text: string, name: string): { score: number; hits: number } {
  const grams = pairs(nameCore(name));
  if (grams.length === 0) return { score: 0, hits: 0 };
  let found = 0;
  let hits = 0;
  for (const g of grams) {
    let n = 0;
    for (let at = text.indexOf(g); at >= 0; at = text.indexOf(g, at + g.length)) n++;
    if (n > 0) found++;
    hits += n;
  }
  return { score: found / grams.length, hits };
}

/** Names whose core is at least half present in the text, best first. */
export function rankByName<T extends { id: string; name: string }>(text: string, candidates: readonly T[], limit: number, floor = 0.5) {
  return candidates
    .map((c) => ({ c, ...nameScore(text, c.name) }))
    .filter((x) => x.score >= floor)
    .sort((a, b) => b.score - a.score || b.hits - a.hits || a.c.name.localeCompare(b.c.name, 'zh'))
    .slice(0, limit)
    .map((x) => ({ item: x.c, score: Math.round(x.score * 10_000) / 10_000 }));
}
