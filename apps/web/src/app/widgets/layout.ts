/** Columns of the home grid (antd's 24-column Row). */
const COLUMNS = 24;

/**
 * The widths of cards that stand in rows of 24 columns, each row widened to the full width: a
 * user who does not get every widget of a layout (an administrator has no 提案统计) sees no hole
 * where it would stand. Cards wrap as antd's Row wraps them; each short row's cards grow in
 * proportion, the columns rounding leaves going to the cards that lost most to it.
 */
export function fillRows(spans: number[]): number[] {
  const out: number[] = [];
  let row: number[] = [];
  const close = () => {
    const used = row.reduce((a, b) => a + b, 0);
    const exact = row.map((s) => (s * COLUMNS) / used);
    const grown = exact.map(Math.floor);
    const left = COLUMNS - grown.reduce((a, b) => a + b, 0);
    const byLoss = exact.map((x, i) => ({ i, loss: x - grown[i] })).sort((a, b) => b.loss - a.loss || a.i - b.i);
    for (const { i } of byLoss.slice(0, left)) grown[i] += 1;
    out.push(...grown);
    row = [];
  };
  for (const span of spans) {
    if (row.reduce((a, b) => a + b, span) > COLUMNS) close();
    row.push(Math.min(span, COLUMNS));
  }
  close();
  return out;
}
