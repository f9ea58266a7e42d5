/** The colour of an application's status badge, wherever it shows (profile, responses, trash). */
export const STATUS_COLOURS = {
  draft: 'gray',
  submitted: 'blue',
  accepted: 'teal',
  waitlist: 'yellow',
  rejected: 'red',
} as const;

/** The colour of a program's phase badge (cards and program page). */
export const PHASE_COLOURS = { upcoming: 'gray', open: 'teal', closingSoon: 'orange', closed: 'red' } as const;
