import * as z from 'zod/mini';
import { EXPORT_MEDIA_TYPES } from '../applications/exports.api';
import { EXPORT_FORMATS } from '../applications/exports.schemas';
import { dataOf, UuidSchema } from '../common';
import { defineEndpoint } from '../http';
import { DeclareConflictBodySchema } from './assignment.schemas';
import { JuryNoteSchema, SaveJuryNoteBodySchema } from './jury-notes.schemas';
import { JuryApplicationDetailSchema, JuryApplicationSchema } from './jury-work.schemas';
import { SaveScoreBodySchema, ScoreSheetSchema, ScoreVersionSchema } from './scores.schemas';

const tags = ['evaluations'] as const;
const base = '/api/portal/me/evaluation-sessions/:sessionId/applications';
const SessionParams = z.object({ sessionId: UuidSchema });
const ApplicationParams = z.object({ sessionId: UuidSchema, applicationId: UuidSchema });

/**
 * The juror's work on the portal: the applications given to them, each read beside its score sheet.
 * Everything answers 404 for an application that is not theirs in this session (a conflict included).
 */
export const juryWorkApi = {
  list: defineEndpoint({
    method: 'GET',
    url: base,
    summary: 'The applications the signed-in juror scores in the session, with their sheet’s progress',
    tags,
    access: 'authenticated',
    schema: { params: SessionParams, response: { 200: dataOf(z.array(JuryApplicationSchema)) } },
  }),
  get: defineEndpoint({
    method: 'GET',
    url: `${base}/:applicationId`,
    summary: 'One application given to the juror: its answers and files, their sheet, and the others’ when allowed',
    tags,
    access: 'authenticated',
    schema: { params: ApplicationParams, response: { 200: dataOf(JuryApplicationDetailSchema) } },
  }),
  save: defineEndpoint({
    method: 'PUT',
    url: `${base}/:applicationId/score`,
    summary:
      'Saves the juror’s sheet over `version` (a draft, or final); a final sheet changes only in an open session and with a reason',
    tags,
    access: 'confirmed',
    errors: [
      'version_conflict',
      'session_not_open',
      'jury_terms_not_accepted',
      'scores_invalid',
      'score_reason_required',
    ],
    schema: { params: ApplicationParams, body: SaveScoreBodySchema, response: { 200: dataOf(ScoreSheetSchema) } },
  }),
  saveNote: defineEndpoint({
    method: 'PUT',
    url: `${base}/:applicationId/note`,
    summary:
      'Saves the juror’s private notes on the application over `version` (theirs alone: no organizer or other juror reads them); 409 version_conflict with the current notes when stale',
    tags,
    access: 'confirmed',
    errors: ['version_conflict'],
    schema: { params: ApplicationParams, body: SaveJuryNoteBodySchema, response: { 200: dataOf(JuryNoteSchema) } },
  }),
  history: defineEndpoint({
    method: 'GET',
    url: `${base}/:applicationId/history`,
    summary: 'Every saved version of the juror’s own sheet, oldest first',
    tags,
    access: 'authenticated',
    schema: { params: ApplicationParams, response: { 200: dataOf(z.array(ScoreVersionSchema)) } },
  }),
  declareConflict: defineEndpoint({
    method: 'POST',
    url: `${base}/:applicationId/conflict`,
    summary:
      'The juror declares a conflict of interest with a reason: the application leaves their list and goes to another juror',
    tags,
    access: 'confirmed',
    schema: {
      params: ApplicationParams,
      body: DeclareConflictBodySchema,
      response: { 200: dataOf(z.object({ applicationId: z.string() })) },
    },
  }),
  export: defineEndpoint({
    method: 'GET',
    url: '/api/portal/me/evaluation-sessions/:sessionId/export',
    summary:
      "The juror's own sheets of the session as CSV or XLSX, in their language; applicants are named only as the session's anonymisation allows",
    tags,
    access: 'authenticated',
    schema: {
      params: SessionParams,
      query: z.object({ format: z._default(z.enum(EXPORT_FORMATS), 'csv') }),
      response: { 200: z.unknown() },
    },
    produces: EXPORT_MEDIA_TYPES,
  }),
  pdf: defineEndpoint({
    method: 'GET',
    url: `${base}/:applicationId/pdf`,
    summary:
      'One application given to the juror as a PDF: only the answers the session’s view and anonymisation let them read, no status',
    tags,
    access: 'authenticated',
    schema: { params: ApplicationParams, response: { 200: z.unknown() } },
    produces: ['application/pdf'],
  }),
};
