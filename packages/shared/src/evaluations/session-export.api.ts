import * as z from 'zod/mini';
import { EXPORT_MEDIA_TYPES } from '../applications/exports.api';
import { EXPORT_FORMATS } from '../applications/exports.schemas';
import { PROGRAM_WORK_ACCESS } from '../auth/permissions';
import { ProgramRefSchema } from '../common';
import { defineEndpoint } from '../http';

/** scores: one line per juror and application, each criterion in its column; ranking: one line per ranked application. */
export const SESSION_EXPORT_VIEWS = ['scores', 'ranking'] as const;
export type SessionExportView = (typeof SESSION_EXPORT_VIEWS)[number];

export const SessionExportQuerySchema = z.object({
  view: z._default(z.enum(SESSION_EXPORT_VIEWS), 'scores'),
  format: z._default(z.enum(EXPORT_FORMATS), 'csv'),
});
export type SessionExportQuery = z.infer<typeof SessionExportQuerySchema>;

/** `admin/session/export-view`: a session's scores or ranking as a file. */
export const sessionExportApi = {
  download: defineEndpoint({
    method: 'GET',
    url: '/api/user.programs/:programId/evaluation-sessions/:sessionId/export',
    summary:
      "Downloads the session’s scores (per juror, per criterion, totals, comments) or its ranking, as CSV (UTF-8 with BOM, ';') or XLSX, streamed",
    tags: ['evaluations'],
    access: PROGRAM_WORK_ACCESS,
    schema: {
      params: z.object({ programId: ProgramRefSchema, sessionId: ProgramRefSchema }),
      query: SessionExportQuerySchema,
      response: { 200: z.unknown() },
    },
    produces: EXPORT_MEDIA_TYPES,
  }),
};
