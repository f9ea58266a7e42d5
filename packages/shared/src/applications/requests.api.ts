import * as z from 'zod/mini';
import { PROGRAM_WORK_ACCESS } from '../auth/permissions';
import { dataOf, listOf, PageQuerySchema, ProgramRefSchema, UuidSchema } from '../common';
import { defineEndpoint } from '../http';

export const REQUEST_TYPES = ['access', 'deletion', 'other'] as const;
export const RequestTypeSchema = z.enum(REQUEST_TYPES);

/** An applicant's request to a program's organizers (`requests`: unprocessed, processed). */
export const ApplicantRequestSchema = z.object({
  id: z.string(),
  type: RequestTypeSchema,
  message: z.string(),
  status: z.enum(['unprocessed', 'processed']),
  applicant: z.nullable(z.object({ id: z.string(), name: z.string(), email: z.string() })),
  applicationId: z.nullable(z.string()),
  processedBy: z.nullable(z.object({ id: z.string(), name: z.string() })),
  processedAt: z.nullable(z.string()),
  createdAt: z.string(),
});
export type ApplicantRequest = z.infer<typeof ApplicantRequestSchema>;

export const CreateRequestBodySchema = z.object({
  type: RequestTypeSchema,
  message: z.string().check(z.trim(), z.maxLength(5000)),
  applicationId: z.optional(z.string().check(z.maxLength(64))),
});
export type CreateRequestBody = z.infer<typeof CreateRequestBodySchema>;

export const RequestListQuerySchema = z.extend(PageQuerySchema, {
  status: z._default(z.enum(['unprocessed', 'processed']), 'unprocessed'),
});

export const requestsApi = {
  create: defineEndpoint({
    method: 'POST',
    url: '/api/portal/programs/:programId/requests',
    summary: "An applicant asks the program's organizers for access to, or deletion of, their data (or anything else)",
    tags: ['portal'],
    access: 'authenticated',
    schema: {
      params: z.object({ programId: ProgramRefSchema }),
      body: CreateRequestBodySchema,
      response: { 200: dataOf(ApplicantRequestSchema) },
    },
  }),
  list: defineEndpoint({
    method: 'GET',
    url: '/api/user.programs/:programId/requests',
    summary: "A program's applicant requests, unprocessed or processed, newest first",
    tags: ['responses'],
    access: PROGRAM_WORK_ACCESS,
    schema: {
      params: z.object({ programId: ProgramRefSchema }),
      query: RequestListQuerySchema,
      response: { 200: listOf(ApplicantRequestSchema) },
    },
  }),
  setStatus: defineEndpoint({
    method: 'PUT',
    url: '/api/user.programs/:programId/requests/:requestId',
    summary: 'Marks a request processed (or back to unprocessed)',
    tags: ['responses'],
    access: PROGRAM_WORK_ACCESS,
    schema: {
      params: z.object({ programId: ProgramRefSchema, requestId: UuidSchema }),
      body: z.object({ status: z.enum(['unprocessed', 'processed']) }),
      response: { 200: dataOf(ApplicantRequestSchema) },
    },
  }),
};
