import * as z from 'zod/mini';
import { PROGRAM_MANAGE_ACCESS, PROGRAM_WORK_ACCESS } from '../auth/permissions';
import { dataOf, ProgramRefSchema, UuidSchema } from '../common';
import { defineEndpoint } from '../http';

const tags = ['responses'] as const;
const ProgramParams = z.object({ programId: ProgramRefSchema });

/** Decisions the applicants have not been told yet, by decision. */
export const PendingDecisionsSchema = z.object({
  pending: z.int(),
  accepted: z.int(),
  waitlist: z.int(),
  rejected: z.int(),
  /** Applicants already told a decision (it may have changed since: then it is pending again). */
  released: z.int(),
});
export type PendingDecisions = z.infer<typeof PendingDecisionsSchema>;

export const ReleaseDecisionsBodySchema = z.object({
  /** Says "every pending decision" in words (a request body is never empty, SPEC §5). */
  all: z.optional(z.literal(true)),
  /** Only these applications; every pending decision of the program when absent. */
  applicationIds: z.optional(z.array(UuidSchema).check(z.minLength(1), z.maxLength(1000))),
});
export type ReleaseDecisionsBody = z.infer<typeof ReleaseDecisionsBodySchema>;

/** Decisions stay internal until the organizers release them; then each applicant gets an e-mail. */
export const decisionsApi = {
  pending: defineEndpoint({
    method: 'GET',
    url: '/api/user.programs/:programId/decisions',
    summary: 'How many decisions (accepted, waiting list, rejected) the applicants have not been told yet',
    tags,
    access: PROGRAM_WORK_ACCESS,
    schema: { params: ProgramParams, response: { 200: dataOf(PendingDecisionsSchema) } },
  }),
  release: defineEndpoint({
    method: 'POST',
    url: '/api/user.programs/:programId/decisions/release',
    summary:
      'Releases the pending decisions (all, or of some applications): each applicant sees it on their application and gets a decision e-mail in their language through the queue',
    tags,
    access: PROGRAM_MANAGE_ACCESS,
    schema: {
      params: ProgramParams,
      body: ReleaseDecisionsBodySchema,
      response: { 200: dataOf(z.object({ released: z.int() })) },
    },
  }),
};
