/**
 * Where a card's bars start: a little under the lowest total, so that a difference of a few percent shows as a
 * clearly shorter bar (from zero, 2 % would be 2 % of the bar's length). Half the spread under the lowest,
 * rounded down to a round amount, so the lowest bar is a third to a half of the highest; zero when that would go
 * below zero or when every total is the same.
 */
export function barBase(sums: number[]): number {
  const min = Math.min(...sums);
  const max = Math.max(...sums);
  if (sums.length < 2 || max === min) return 0;
  const half = (max - min) / 2;
  const step = 10 ** Math.floor(Math.log10(half));
  return Math.max(0, Math.floor((min - half) / step) * step);
}

/** A bar's length in percent of the chart between `base` and `max`; never under 2 %, so it is seen. */
export const barWidth = (sum: number, base: number, max: number) =>
  max <= base ? 100 : Math.max(2, (100 * (sum - base)) / (max - base));

/** How far `sum` lies above `lowest`, in percent: one decimal under 10 %, whole numbers above. */
export function percentAbove(sum: number, lowest: number, language: string): string | null {
  if (sum <= lowest || lowest <= 0) return null;
  const percent = (100 * (sum - lowest)) / lowest;
  const digits = percent < 10 ? 1 : 0;
  return percent.toLocaleString(language, { minimumFractionDigits: digits, maximumFractionDigits: digits });
}
