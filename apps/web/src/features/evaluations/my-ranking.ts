import { competitionRanks } from '@opencall/shared/evaluations';

/**
 * A juror's own ranking of their applications: by their totals, best first, ties sharing a rank;
 * those without a total (nothing scored yet) last and unranked, in the list's order.
 */
export function myRanking<T extends { total: number | null }>(rows: readonly T[]): { row: T; rank: number | null }[] {
  const scored = rows.filter((row) => row.total !== null).sort((a, b) => (b.total as number) - (a.total as number));
  const ranks = competitionRanks(scored.map((row) => row.total));
  return [
    ...scored.map((row, index) => ({ row, rank: ranks[index] ?? null })),
    ...rows.filter((row) => row.total === null).map((row) => ({ row, rank: null })),
  ];
}
