import * as z from 'zod/mini';

/**
 * An application's life: a `draft` autosaved by its applicant, `submitted` once sent, then the
 * organizer's decision (accepted, on the waiting list, rejected). Reopening sends a submitted
 * application back to `draft`. A decision stays internal until the organizers release it.
 */
export const APPLICATION_STATUSES = ['draft', 'submitted', 'accepted', 'waitlist', 'rejected'] as const;
export const ApplicationStatusSchema = z.enum(APPLICATION_STATUSES);
export type ApplicationStatus = z.infer<typeof ApplicationStatusSchema>;

/** The statuses that are a decision on the application: the applicant learns them once released. */
export const DECISION_STATUSES = ['accepted', 'waitlist', 'rejected'] as const;
export type DecisionStatus = (typeof DECISION_STATUSES)[number];
export const isDecision = (status: string): status is DecisionStatus =>
  (DECISION_STATUSES as readonly string[]).includes(status);

/**
 * What the applicant sees: a decision only once released (the last one released, while a newer one
 * waits), `submitted` before; a draft or a submission as it is.
 */
export function applicantStatus(status: ApplicationStatus, released: string | null): ApplicationStatus {
  if (!isDecision(status)) return status;
  return released && isDecision(released) ? released : 'submitted';
}
