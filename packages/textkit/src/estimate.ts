/** Status of one query fingerprint with respect to one candidate document. */
export const UNMATCHED = 0;
export const MATCHED = 1;
/** A stop-gram: too frequent to look up, so unknown. */
export const UNKNOWN = 2;

/**
 * Estimate the share of the query covered by a candidate from fingerprints alone
 * (the index keeps no text at scale). Unknown fingerprints take the verdict of their
 * neighbours when both agree on "matched". A run of matched fingerprints is taken to
 * cover from midway after the previous unmatched fingerprint to midway before the next
 * one — the true edge of a shared passage lies in that gap, since winnowing leaves at
 * most `window` grams between fingerprints; a run touching either end of the text
 * reaches it, so a document identical to the query scores exactly 1. A lone matched
 * fingerprint counts its own gram only (it is as likely a common phrase as reuse).
 */
export function estimateCoverage(positions: Uint32Array, status: Uint8Array, n: number, gram: number): number {
  const m = positions.length;
  if (m === 0 || n === 0) return 0;
  const st = status;
  // Resolve unknowns from the nearest known neighbours.
  for (let i = 0; i < m; i++) {
    if (st[i] !== UNKNOWN) continue;
    let l = i - 1;
    while (l >= 0 && st[l] === UNKNOWN) l--;
    let r = i + 1;
    while (r < m && st[r] === UNKNOWN) r++;
    const left = l < 0 ? (r < m ? st[r] : UNMATCHED) : st[l];
    const right = r >= m ? left : st[r];
    const verdict = left === MATCHED && right === MATCHED ? MATCHED : UNMATCHED;
    for (let k = i; k < r; k++) st[k] = verdict;
    i = r - 1;
  }
  let covered = 0;
  let coveredEnd = 0;
  for (let i = 0; i < m; ) {
    if (st[i] !== MATCHED) {
      i++;
      continue;
    }
    let j = i;
    while (j + 1 < m && st[j + 1] === MATCHED) j++;
    let start: number;
    let end: number;
    if (i === j && i !== 0 && j !== m - 1) {
      start = positions[i];
      end = positions[i] + gram;
    } else {
      start = i === 0 ? 0 : Math.ceil((positions[i - 1] + 1 + positions[i]) / 2);
      end = j === m - 1 ? n : Math.max(positions[j] + gram, Math.floor((positions[j] + positions[j + 1]) / 2) + gram);
    }
    start = Math.max(start, coveredEnd);
    end = Math.min(end, n);
    if (end > start) {
      covered += end - start;
      coveredEnd = end;
    }
    i = j + 1;
  }
  return covered / n;
}
