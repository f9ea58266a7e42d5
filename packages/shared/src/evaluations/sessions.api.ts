import * as z from 'zod/mini';
import { PROGRAM_MANAGE_ACCESS, PROGRAM_WORK_ACCESS } from '../auth/permissions';
import { dataOf, listOf, ProgramRefSchema, UuidSchema } from '../common';
import { defineEndpoint } from '../http';
import { CriterionSchema, ReplaceCriteriaBodySchema } from './criteria.schemas';
import { SessionQuestionSchema } from './jury-view.schemas';
import { AddToSelectionBodySchema, SelectionChangeSchema } from './session-selection.schemas';
import {
  AllSessionsQuerySchema,
  ChangeSessionStatusBodySchema,
  CreateSessionBodySchema,
  EvaluationSessionSchema,
  SessionAcrossProgramsSchema,
  SessionListQuerySchema,
  UpdateSessionBodySchema,
} from './sessions.schemas';

const tags = ['evaluations'] as const;
const ProgramParams = z.object({ programId: ProgramRefSchema });
/** A session by id or by its address in the program (`examinations/{sessionSlug}`). */
const SessionParams = z.object({ programId: ProgramRefSchema, sessionId: ProgramRefSchema });
const base = '/api/user.programs/:programId/evaluation-sessions';

export const evaluationSessionsApi = {
  listAll: defineEndpoint({
    method: 'GET',
    url: '/api/user.evaluation-sessions',
    summary:
      'Sessions of every program the user works on (`admin/sessions`), newest first, keyset pages; `programId` keeps one program’s',
    tags,
    access: 'authenticated',
    schema: { query: AllSessionsQuerySchema, response: { 200: listOf(SessionAcrossProgramsSchema) } },
  }),
  list: defineEndpoint({
    method: 'GET',
    url: base,
    summary: 'The program’s evaluation sessions, newest first, keyset pages; search by name, filter by status',
    tags,
    access: PROGRAM_WORK_ACCESS,
    schema: {
      params: ProgramParams,
      query: SessionListQuerySchema,
      response: { 200: listOf(EvaluationSessionSchema) },
    },
  }),
  create: defineEndpoint({
    method: 'POST',
    url: base,
    summary: 'Creates a session as a draft; an address the program already uses answers 409 slug_taken',
    tags,
    access: PROGRAM_MANAGE_ACCESS,
    errors: ['slug_taken'],
    schema: {
      params: ProgramParams,
      body: CreateSessionBodySchema,
      response: { 200: dataOf(EvaluationSessionSchema) },
    },
  }),
  get: defineEndpoint({
    method: 'GET',
    url: `${base}/:sessionId`,
    summary: 'One session, by id or address (SPEC §7)',
    tags,
    access: PROGRAM_WORK_ACCESS,
    schema: { params: SessionParams, response: { 200: dataOf(EvaluationSessionSchema) } },
  }),
  update: defineEndpoint({
    method: 'PUT',
    url: `${base}/:sessionId`,
    summary:
      'Changes a session’s settings: name, address, dates, instructions, entry, score visibility, the jury’s view and anonymisation (questions the program’s forms hold, else 400 validation_failed)',
    tags,
    access: PROGRAM_MANAGE_ACCESS,
    errors: ['slug_taken'],
    schema: {
      params: SessionParams,
      body: UpdateSessionBodySchema,
      response: { 200: dataOf(EvaluationSessionSchema) },
    },
  }),
  changeStatus: defineEndpoint({
    method: 'PUT',
    url: `${base}/:sessionId/status`,
    summary: 'Opens, closes or reopens a session; opening needs a weighted criterion',
    tags,
    access: PROGRAM_MANAGE_ACCESS,
    errors: ['session_without_criteria', 'session_status_invalid'],
    schema: {
      params: SessionParams,
      body: ChangeSessionStatusBodySchema,
      response: { 200: dataOf(EvaluationSessionSchema) },
    },
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    url: `${base}/:sessionId`,
    summary: 'Deletes a session that is not open, with its criteria',
    tags,
    access: PROGRAM_MANAGE_ACCESS,
    errors: ['session_open'],
    schema: { params: SessionParams, response: { 200: dataOf(z.object({ id: z.string() })) } },
  }),
  listCriteria: defineEndpoint({
    method: 'GET',
    url: `${base}/:sessionId/criteria`,
    summary: 'The session’s criteria in order (a session holds at most 50)',
    tags,
    access: PROGRAM_WORK_ACCESS,
    schema: { params: SessionParams, response: { 200: dataOf(z.array(CriterionSchema)) } },
  }),
  replaceCriteria: defineEndpoint({
    method: 'PUT',
    url: `${base}/:sessionId/criteria`,
    summary:
      'Saves the whole list of criteria in its order; a criterion sent with its id keeps it, one without gets a new one',
    tags,
    access: PROGRAM_MANAGE_ACCESS,
    errors: ['session_without_criteria'],
    schema: {
      params: SessionParams,
      body: ReplaceCriteriaBodySchema,
      response: { 200: dataOf(z.array(CriterionSchema)) },
    },
  }),
  listQuestions: defineEndpoint({
    method: 'GET',
    url: `${base}/:sessionId/questions`,
    summary:
      'The questions of the program’s forms in form order, for the session’s `views` and `anonymization` (a reference in two forms is one question)',
    tags,
    access: PROGRAM_WORK_ACCESS,
    schema: { params: SessionParams, response: { 200: dataOf(z.array(SessionQuestionSchema)) } },
  }),
  addToSelection: defineEndpoint({
    method: 'POST',
    url: `${base}/:sessionId/selection`,
    summary:
      'Adds applications to the session’s selection: rows of the responses table (`selection`, select-all across pages included) or the top N of another session’s ranking (`shortlist`, ties at the cut included)',
    tags,
    access: PROGRAM_MANAGE_ACCESS,
    schema: {
      params: SessionParams,
      body: AddToSelectionBodySchema,
      response: { 200: dataOf(SelectionChangeSchema) },
    },
  }),
  clearSelection: defineEndpoint({
    method: 'DELETE',
    url: `${base}/:sessionId/selection`,
    summary: 'Empties the session’s selection (the scores already given stay, and come back with the applications)',
    tags,
    access: PROGRAM_MANAGE_ACCESS,
    schema: { params: SessionParams, response: { 200: dataOf(SelectionChangeSchema) } },
  }),
  removeFromSelection: defineEndpoint({
    method: 'DELETE',
    url: `${base}/:sessionId/selection/:applicationId`,
    summary: 'Takes one application out of the session’s selection',
    tags,
    access: PROGRAM_MANAGE_ACCESS,
    schema: {
      params: z.object({ programId: ProgramRefSchema, sessionId: ProgramRefSchema, applicationId: UuidSchema }),
      response: { 200: dataOf(SelectionChangeSchema) },
    },
  }),
};
