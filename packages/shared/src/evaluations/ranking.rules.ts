/** The statistics of a set of totals (percent of the best possible), as the ranking states them. */
export interface TotalsSummary {
  sheets: number;
  mean: number | null;
  median: number | null;
  /** The mean without the highest and the lowest total (from three sheets on; the mean below). */
  trimmed: number | null;
  /** Population standard deviation: how far the jurors are apart. */
  spread: number | null;
  low: number | null;
  high: number | null;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

export function summarizeTotals(totals: readonly number[]): TotalsSummary {
  const n = totals.length;
  if (n === 0) return { sheets: 0, mean: null, median: null, trimmed: null, spread: null, low: null, high: null };
  const sorted = [...totals].sort((a, b) => a - b);
  const sum = sorted.reduce((a, b) => a + b, 0);
  const mean = sum / n;
  const middle = Math.floor(n / 2);
  const median = n % 2 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
  const trimmed = n >= 3 ? (sum - (sorted[0] as number) - (sorted[n - 1] as number)) / (n - 2) : mean;
  const spread = Math.sqrt(sorted.reduce((acc, total) => acc + (total - mean) ** 2, 0) / n);
  return {
    sheets: n,
    mean: round2(mean),
    median: round2(median),
    trimmed: round2(trimmed),
    spread: round2(spread),
    low: sorted[0] as number,
    high: sorted[n - 1] as number,
  };
}

/**
 * A contested application: at least two final sheets, and jurors more than `CONTESTED_SPREAD` points
 * apart on average (on a 0–100 scale, one juror at 80 and one at 40 are 20 apart).
 */
export const CONTESTED_SPREAD = 15;
export const isContested = (summary: Pick<TotalsSummary, 'sheets' | 'spread'>) =>
  summary.sheets >= 2 && (summary.spread ?? 0) >= CONTESTED_SPREAD;

/** A juror's habit: their mean and spread over all their final sheets of the session. */
export interface JurorHabit {
  sheets: number;
  mean: number;
  stdev: number;
}

/**
 * A sheet's total as a z-score against its juror's own habit: how many of their standard deviations
 * above their own mean. A juror with fewer than two sheets, or who gives everyone the same, says
 * nothing relative: 0.
 */
export function zScore(total: number, habit: JurorHabit | undefined): number {
  if (!habit || habit.sheets < 2 || habit.stdev <= 1e-9) return 0;
  return (total - habit.mean) / habit.stdev;
}

/** How lenient (positive) or severe (negative) a juror is: their mean minus the mean of all sheets, in points. */
export const LENIENCY_POINTS = 10;
export function leniencyOf(habit: JurorHabit, overallMean: number): 'lenient' | 'severe' | 'balanced' {
  const offset = habit.mean - overallMean;
  return offset >= LENIENCY_POINTS ? 'lenient' : offset <= -LENIENCY_POINTS ? 'severe' : 'balanced';
}

/** Ranks in order of `values` (best first, already sorted): equal values share a rank, the next rank skips. */
export function competitionRanks(values: readonly (number | null)[], firstRank = 1): number[] {
  const ranks: number[] = [];
  values.forEach((value, index) => {
    ranks.push(index > 0 && value === values[index - 1] ? (ranks[index - 1] as number) : firstRank + index);
  });
  return ranks;
}
