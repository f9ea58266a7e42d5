import { type Criterion, weightedTotal } from '@opencall/shared/evaluations';
import { forgetRankingCounts } from './ranking-totals';
import * as resultsRepository from './results.repository';
import type { Conn } from './sessions.repository';

type Scope = { platformId: string; sessionId: string };

/** After a change to some sheets, conflicts or seats: the standing of these applications and the habits of these jurors. */
export async function refreshStandings(
  db: Conn,
  scope: Scope,
  change: { applicationIds: readonly string[]; userIds: readonly string[] },
) {
  // Chunks keep each statement's parameters far below PostgreSQL's 65,535.
  const applicationIds = [...new Set(change.applicationIds)];
  forgetRankingCounts(scope.platformId, scope.sessionId);
  for (let start = 0; start < applicationIds.length; start += 5000)
    await resultsRepository.refreshResults(db, scope, applicationIds.slice(start, start + 5000));
  await resultsRepository.refreshJurorStats(db, scope, [...new Set(change.userIds)]);
}

/** A juror leaves the session: the applications they scored and their habit are read again without them. */
export async function refreshAfterJurorLeft(db: Conn, scope: Scope, userId: string) {
  const applicationIds = await resultsRepository.applicationsScoredBy(db, scope, userId);
  await refreshStandings(db, scope, { applicationIds, userIds: [userId] });
}

const PAGE = 2000;

/**
 * The criteria changed: every sheet's total is computed again with the new weights, then every
 * standing. Page by page, so a session of 250,000 sheets never sits in memory at once.
 */
export async function recomputeTotals(db: Conn, scope: Scope, criteria: readonly Criterion[]) {
  let after: { applicationId: string; userId: string } | null = null;
  for (;;) {
    const rows = await resultsRepository.sheetsPage(db, scope, after, PAGE);
    for (const row of rows) {
      const total = weightedTotal(criteria, row.values);
      if (total !== row.total) await resultsRepository.setSheetTotal(db, scope, row.applicationId, row.userId, total);
    }
    const last = rows.at(-1);
    if (!last || rows.length < PAGE) break;
    after = { applicationId: last.applicationId, userId: last.userId };
  }
  const pairs = await resultsRepository.scoredPairs(db, scope);
  await refreshStandings(db, scope, {
    applicationIds: pairs.map((pair) => pair.applicationId),
    userIds: pairs.map((pair) => pair.userId),
  });
}
