import * as z from 'zod/mini';

/**
 * An application's life: a `draft` autosaved by its applicant, `submitted` once sent, then the
 * organizer's decision. Reopening sends a submitted application back to `draft`.
 */
export const APPLICATION_STATUSES = ['draft', 'submitted', 'accepted', 'rejected'] as const;
export const ApplicationStatusSchema = z.enum(APPLICATION_STATUSES);
export type ApplicationStatus = z.infer<typeof ApplicationStatusSchema>;
