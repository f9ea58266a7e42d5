import type { ResultsVisibility, VotePhase, VoteRules, VoterVerification } from './vote-sessions.schemas';
import type { RemainingVotes } from './voters.schemas';

/** Where a vote stands at `now`: before its opening, between its dates, or after its close. */
export function votePhase(
  session: { opensAt: Date | string | null; closesAt: Date | string | null },
  now = new Date(),
): VotePhase {
  const time = now.getTime();
  if (session.opensAt && time < new Date(session.opensAt).getTime()) return 'upcoming';
  if (session.closesAt && time >= new Date(session.closesAt).getTime()) return 'closed';
  return 'open';
}

/** Whether the public sees the counts in this phase. */
export function resultsVisible(results: ResultsVisibility, phase: VotePhase): boolean {
  return results === 'live' ? phase !== 'upcoming' : results === 'after_close' && phase === 'closed';
}

/** The UTC day a vote counts for (`YYYY-MM-DD`): the daily limit resets at midnight UTC. */
export const voteDay = (at: Date) => at.toISOString().slice(0, 10);

/** A voter's votes that take a place: live or voided, not withdrawn. */
export interface HeldVote {
  applicationId: string;
  categoryId: string | null;
  day: string;
}

/** What is left to a voter holding `held` votes, under `rules`, on `day`. */
export function remainingVotes(rules: VoteRules, held: readonly HeldVote[], day: string): RemainingVotes {
  const perCategory: Record<string, number> | null = rules.votesPerCategory === null ? null : {};
  if (perCategory && rules.votesPerCategory !== null)
    for (const vote of held) {
      const key = vote.categoryId ?? '';
      perCategory[key] = (perCategory[key] ?? rules.votesPerCategory) - 1;
    }
  return {
    total: Math.max(0, rules.votesPerVoter - held.length),
    today:
      rules.votesPerDay === null ? null : Math.max(0, rules.votesPerDay - held.filter((v) => v.day === day).length),
    perCategory: perCategory && Object.fromEntries(Object.entries(perCategory).map(([k, v]) => [k, Math.max(0, v)])),
  };
}

/** Which limit a new vote for an entry of `categoryId` would break, or null when it may be cast. */
export function brokenLimit(
  rules: VoteRules,
  held: readonly HeldVote[],
  vote: { categoryId: string | null; day: string },
): 'voter' | 'category' | 'day' | null {
  if (held.length >= rules.votesPerVoter) return 'voter';
  if (rules.votesPerCategory !== null) {
    const inCategory = held.filter((v) => (v.categoryId ?? '') === (vote.categoryId ?? '')).length;
    if (inCategory >= rules.votesPerCategory) return 'category';
  }
  if (rules.votesPerDay !== null && held.filter((v) => v.day === vote.day).length >= rules.votesPerDay) return 'day';
  return null;
}

/** Whether an address may become a voter of a session verifying by e-mail. */
export function emailAllowed(verification: VoterVerification, email: string): boolean {
  if (verification.mode !== 'email_domain') return true;
  const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  return verification.domains.some((allowed) => domain === allowed || domain.endsWith(`.${allowed}`));
}

/** Throwaway e-mail providers: a voter on one is flagged (not refused) in the integrity analytics. */
export const DISPOSABLE_EMAIL_DOMAINS = [
  '10minutemail.com',
  'dispostable.com',
  'emailondeck.com',
  'fakeinbox.com',
  'getnada.com',
  'guerrillamail.com',
  'maildrop.cc',
  'mailinator.com',
  'mailnesia.com',
  'mintemail.com',
  'mohmal.com',
  'sharklasers.com',
  'temp-mail.org',
  'tempmail.com',
  'tempmailo.com',
  'throwawaymail.com',
  'trashmail.com',
  'yopmail.com',
  'yopmail.fr',
] as const;

/**
 * A spike: a minute in which an entry took at least `factor` times its usual minute (its votes
 * spread over the `spanMinutes` the whole vote has been active, quiet minutes included) and at least
 * `floor` votes. Quiet entries never flag on noise; a vote younger than `factor` minutes cannot tell.
 */
export function findSpikes<T extends { applicationId: string; minute: string; votes: number }>(
  minutes: readonly T[],
  spanMinutes: number,
  { factor = 5, floor = 10 } = {},
): (T & { usual: number })[] {
  const totals = new Map<string, number>();
  for (const row of minutes) totals.set(row.applicationId, (totals.get(row.applicationId) ?? 0) + row.votes);
  const span = Math.max(1, spanMinutes);
  return minutes
    .map((row) => ({ ...row, usual: Math.round(((totals.get(row.applicationId) ?? 0) / span) * 100) / 100 }))
    .filter((row) => row.votes >= floor && row.votes >= factor * row.usual)
    .sort((a, b) => b.votes - a.votes);
}
