import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pinyin } from 'pinyin-pro';

/**
 * Character confusion, derived from npm data rather than shipped lists:
 * - sound: readings from pinyin-pro (all heteronyms, tones dropped); "near" sound folds the
 *   pairs that speakers of many dialects merge (zh/z, ch/c, sh/s, n/l, -ng/-n);
 * - shape: stroke medians from hanzi-writer-data, each stroke reduced to its direction,
 *   number of turns and start/end cells, compared by a weighted edit distance.
 */
export type Confusion = 'sound' | 'nearSound' | 'shape';

const readings = new Map<string, readonly string[]>();

function readingsOf(ch: string): readonly string[] {
  let r = readings.get(ch);
  if (!r) {
    const raw = pinyin(ch, { multiple: true, type: 'array', toneType: 'none' });
    r = [...new Set(raw.filter((p) => /^[a-zü]+$/.test(p)))];
    readings.set(ch, r);
  }
  return r;
}

function nearKey(py: string): string {
  return py
    .replace(/^([zcs])h/, '$1')
    .replace(/^n(?=[a-z])/, 'l')
    .replace(/([aei])ng$/, '$1n')
    .replace(/ü/g, 'v');
}

/** Exact and near reading keys of a character ('=zhong', '~zon'). */
export function readingKeys(ch: string): string[] {
  const r = readingsOf(ch);
  return [...new Set([...r.map((x) => `=${x}`), ...r.map((x) => `~${nearKey(x)}`)])];
}

export function soundConfusion(a: string, b: string): 'sound' | 'nearSound' | null {
  const ra = readingsOf(a);
  const rb = readingsOf(b);
  if (ra.length === 0 || rb.length === 0) return null;
  for (const x of ra) if (rb.includes(x)) return 'sound';
  const nb = rb.map(nearKey);
  for (const x of ra) if (nb.includes(nearKey(x))) return 'nearSound';
  return null;
}

// ---- shape ---------------------------------------------------------------------------

/** One stroke: direction (0–7), turns (0–2), start cell and end cell on a 3×3 grid. */
type StrokeCode = number;

let shapeDir: string | null | undefined;
const shapes = new Map<string, Uint16Array | null>();

function hanziDataDir(): string | null {
  if (shapeDir === undefined) {
    try {
      const require = createRequire(import.meta.url);
      shapeDir = dirname(require.resolve('hanzi-writer-data/package.json'));
    } catch {
      shapeDir = null;
    }
  }
  return shapeDir;
}

function cell(x: number, y: number): number {
  // hanzi-writer coordinates: 0–1024 wide, y grows upwards from −124 to 900.
  const cx = Math.min(2, Math.max(0, Math.floor((x / 1024) * 3)));
  const cy = Math.min(2, Math.max(0, Math.floor(((900 - y) / 1024) * 3)));
  return cy * 3 + cx;
}

function strokeCode(median: number[][]): StrokeCode {
  const [x0, y0] = median[0];
  const [x1, y1] = median[median.length - 1];
  const angle = Math.atan2(y1 - y0, x1 - x0);
  const dir = (Math.round((angle / (2 * Math.PI)) * 8) + 8) % 8;
  let turns = 0;
  for (let i = 1; i + 1 < median.length; i++) {
    const a1 = Math.atan2(median[i][1] - median[i - 1][1], median[i][0] - median[i - 1][0]);
    const a2 = Math.atan2(median[i + 1][1] - median[i][1], median[i + 1][0] - median[i][0]);
    let d = Math.abs(a2 - a1);
    if (d > Math.PI) d = 2 * Math.PI - d;
    if (d > Math.PI / 3) turns++;
  }
  return ((dir * 3 + Math.min(turns, 2)) * 9 + cell(x0, y0)) * 9 + cell(x1, y1);
}

/** Stroke codes of a character, from the hanzi-writer-data file shipped in the npm package. */
export function shapeOf(ch: string): Uint16Array | null {
  let s = shapes.get(ch);
  if (s !== undefined) return s;
  s = null;
  const dir = hanziDataDir();
  if (dir && ch.length === 1) {
    try {
      const data = JSON.parse(readFileSync(join(dir, `${ch}.json`), 'utf8')) as { medians: number[][][] };
      s = Uint16Array.from(data.medians.map(strokeCode));
    } catch {
      s = null;
    }
  }
  shapes.set(ch, s);
  return s;
}

function strokeCost(a: StrokeCode, b: StrokeCode): number {
  if (a === b) return 0;
  const kindA = Math.floor(a / 81);
  const kindB = Math.floor(b / 81);
  if (kindA === kindB) return 0.35; // same stroke, slightly moved
  if (Math.floor(kindA / 3) === Math.floor(kindB / 3)) return 0.6; // same direction, other turns
  return 1;
}

/** Shape similarity in [0, 1]: 1 − weighted stroke edit distance / longer stroke count. */
export function shapeSimilarity(a: string, b: string): number {
  const sa = shapeOf(a);
  const sb = shapeOf(b);
  if (!sa || !sb) return 0;
  const n = sa.length;
  const m = sb.length;
  let prev = new Float64Array(m + 1);
  let cur = new Float64Array(m + 1);
  for (let j = 0; j <= m; j++) prev[j] = j;
  for (let i = 1; i <= n; i++) {
    cur[0] = i;
    for (let j = 1; j <= m; j++) {
      cur[j] = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + strokeCost(sa[i - 1], sb[j - 1]));
    }
    [prev, cur] = [cur, prev];
  }
  return 1 - prev[m] / Math.max(n, m);
}

const SHAPE_THRESHOLD = 0.72;
/** First character's code unit → second's → confusion, so the hot path builds no strings. */
const pairCache = new Map<number, Map<number, Confusion | null>>();
let cached = 0;

function judge(a: string, b: string): Confusion | null {
  const c = soundConfusion(a, b);
  if (c) return c;
  const sa = shapeOf(a);
  const sb = shapeOf(b);
  return sa && sb && Math.abs(sa.length - sb.length) <= 2 && shapeSimilarity(a, b) >= SHAPE_THRESHOLD ? 'shape' : null;
}

/** How two characters may be confused, or null when they are unrelated. */
export function confusion(a: string, b: string): Confusion | null {
  if (a === b) return null;
  if (a.length !== 1 || b.length !== 1) return judge(a, b);
  return confusionOfCodes(a.charCodeAt(0), b.charCodeAt(0));
}

/** confusion() of the characters with these UTF-16 code units (characters of the BMP). */
export function confusionOfCodes(a: number, b: number): Confusion | null {
  if (a === b) return null;
  let row = pairCache.get(a);
  if (!row) {
    row = new Map();
    pairCache.set(a, row);
  }
  let c = row.get(b);
  if (c === undefined) {
    c = judge(String.fromCharCode(a), String.fromCharCode(b));
    if (++cached > 500_000) {
      pairCache.clear();
      cached = 0;
      row = new Map();
      pairCache.set(a, row);
    }
    row.set(b, c);
  }
  return c;
}
