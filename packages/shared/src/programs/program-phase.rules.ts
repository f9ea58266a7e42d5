/** A program closes "soon" when its closing date is this close. */
export const CLOSING_SOON_DAYS = 7;
const DAY = 86_400_000;

export type ProgramPhase = 'upcoming' | 'open' | 'closingSoon' | 'closed';

/**
 * Where a program stands for applicants: not open yet, open, open and closing within
 * CLOSING_SOON_DAYS, or closed (past its closing date, or archived). Missing dates leave that
 * side open-ended.
 */
export function programPhase(
  program: { status: string; openingAt: string | null; closingAt: string | null },
  now: Date,
): ProgramPhase {
  if (program.status !== 'active') return 'closed';
  const time = now.getTime();
  if (program.openingAt && new Date(program.openingAt).getTime() > time) return 'upcoming';
  if (!program.closingAt) return 'open';
  const closing = new Date(program.closingAt).getTime();
  if (closing <= time) return 'closed';
  return closing - time <= CLOSING_SOON_DAYS * DAY ? 'closingSoon' : 'open';
}
