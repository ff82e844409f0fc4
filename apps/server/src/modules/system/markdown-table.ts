/**
 * A Markdown table padded the way Biome's Markdown formatter pads one, so that
 * a generated table (docs/security.md, scripts/security-matrix.ts) passes
 * `biome check` as written and the staleness test compares like with like.
 */
export type ColumnAlign = 'left' | 'center' | 'right';

/** East Asian wide and fullwidth code points, which take two columns (as Unicode's width tables and Biome count them). */
function isWide(cp: number): boolean {
  return (
    (cp >= 0x1100 && cp <= 0x115f) ||
    (cp >= 0x2e80 && cp <= 0x303e) ||
    (cp >= 0x3041 && cp <= 0x33ff) ||
    (cp >= 0x3400 && cp <= 0x4dbf) ||
    (cp >= 0x4e00 && cp <= 0x9fff) ||
    (cp >= 0xa000 && cp <= 0xa4cf) ||
    (cp >= 0xac00 && cp <= 0xd7a3) ||
    (cp >= 0xf900 && cp <= 0xfaff) ||
    (cp >= 0xfe30 && cp <= 0xfe4f) ||
    (cp >= 0xff00 && cp <= 0xff60) ||
    (cp >= 0xffe0 && cp <= 0xffe6) ||
    (cp >= 0x1f300 && cp <= 0x1f64f) ||
    (cp >= 0x1f900 && cp <= 0x1f9ff) ||
    (cp >= 0x20000 && cp <= 0x3fffd)
  );
}

/** Display width in terminal columns. */
export function displayWidth(text: string): number {
  let w = 0;
  for (const ch of text) w += isWide(ch.codePointAt(0)!) ? 2 : 1;
  return w;
}

function pad(text: string, width: number, align: ColumnAlign): string {
  const room = width - displayWidth(text);
  if (align === 'right') return ' '.repeat(room) + text;
  if (align === 'center') {
    const left = Math.floor(room / 2);
    return ' '.repeat(left) + text + ' '.repeat(room - left);
  }
  return text + ' '.repeat(room);
}

function delimiter(width: number, align: ColumnAlign): string {
  if (align === 'center') return `:${'-'.repeat(width - 2)}:`;
  if (align === 'right') return `${'-'.repeat(width - 1)}:`;
  return '-'.repeat(width);
}

/** The table's lines: header, delimiter row, body; every column as wide as its widest cell (at least 3). */
export function markdownTable(header: string[], align: ColumnAlign[], rows: string[][]): string[] {
  const widths = header.map((h, i) => Math.max(3, displayWidth(h), ...rows.map((r) => displayWidth(r[i] ?? ''))));
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [
    line(header.map((h, i) => pad(h, widths[i], align[i]))),
    line(widths.map((w, i) => delimiter(w, align[i]))),
    ...rows.map((r) => line(widths.map((w, i) => pad(r[i] ?? '', w, align[i])))),
  ];
}
