import type { SessionStatus } from './sessions.schemas';

/** The moves a session's status may make: open a draft, close an open session, reopen a closed one. */
const NEXT: Record<SessionStatus, readonly SessionStatus[]> = {
  draft: ['open'],
  open: ['closed'],
  closed: ['open'],
};

export function canMoveSession(from: SessionStatus, to: SessionStatus): boolean {
  return NEXT[from].includes(to);
}

export function nextSessionStatuses(from: SessionStatus): readonly SessionStatus[] {
  return NEXT[from];
}
