/** spec 000 §2: similarity colour — under 20 green, over 40 red, otherwise amber. */
export function similarityColor(fraction: number): string {
  const percent = fraction * 100;
  if (percent < 20) return '#389e0d';
  if (percent > 40) return '#cf1322';
  return '#d48806';
}

/** A fraction 0–1 shown as a percent with 2 decimals (spec 000 §3). */
export const similarityPercent = (fraction: number) => `${(fraction * 100).toFixed(2)}%`;
