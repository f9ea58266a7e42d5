import * as z from 'zod/mini';
import { PROGRAM_WORK_ACCESS } from '../auth/permissions';
import { ProgramRefSchema } from '../common';
import { defineEndpoint } from '../http';
import { ExportQuerySchema } from './exports.schemas';

/** The export's rows (filter, `ids` or `except`), without a format: every uploaded file they hold. */
export const AttachmentsQuerySchema = z.omit(ExportQuerySchema, { format: true });

export const attachmentsApi = {
  zip: defineEndpoint({
    method: 'GET',
    url: '/api/user.programs/:programId/responses/attachments',
    summary: 'A ZIP of the files uploaded in the chosen applications, one folder per application, streamed',
    tags: ['responses'],
    access: PROGRAM_WORK_ACCESS,
    // A file's bytes: the contract only says a download answers, `produces` what it is.
    schema: {
      params: z.object({ programId: ProgramRefSchema }),
      query: AttachmentsQuerySchema,
      response: { 200: z.unknown() },
    },
    produces: ['application/zip'],
  }),
};
