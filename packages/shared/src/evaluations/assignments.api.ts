import * as z from 'zod/mini';
import { PROGRAM_MANAGE_ACCESS, PROGRAM_WORK_ACCESS } from '../auth/permissions';
import { dataOf, listOf, ProgramRefSchema, UuidSchema } from '../common';
import { defineEndpoint } from '../http';
import {
  AssignmentListQuerySchema,
  AssignmentPlanSchema,
  AssignmentSchema,
  ConflictSchema,
  PlanAssignmentsBodySchema,
  RecordConflictBodySchema,
  RemindJurorsBodySchema,
  SessionApplicationSchema,
  SessionApplicationsQuerySchema,
  SessionProgressSchema,
} from './assignment.schemas';
import { ScoreVersionSchema } from './scores.schemas';

const tags = ['evaluations'] as const;
const SessionParams = z.object({ programId: ProgramRefSchema, sessionId: ProgramRefSchema });
const PairParams = z.object({
  programId: ProgramRefSchema,
  sessionId: ProgramRefSchema,
  applicationId: UuidSchema,
  userId: UuidSchema,
});
const base = '/api/user.programs/:programId/evaluation-sessions/:sessionId';

/** Who scores what in a session, conflicts of interest, progress and reminders (SPEC `juries`). */
export const sessionAssignmentsApi = {
  progress: defineEndpoint({
    method: 'GET',
    url: `${base}/progress`,
    summary: 'Each juror’s progress: assigned, to do, draft, final, conflicts; and the session’s assignment settings',
    tags,
    access: PROGRAM_WORK_ACCESS,
    schema: { params: SessionParams, response: { 200: dataOf(SessionProgressSchema) } },
  }),
  plan: defineEndpoint({
    method: 'POST',
    url: `${base}/assignments/plan`,
    summary:
      'Saves how applications are shared among jurors and, for a balanced share, assigns what is missing (existing pairs stay, conflicted pairs never); dryRun only reports',
    tags,
    access: PROGRAM_MANAGE_ACCESS,
    schema: { params: SessionParams, body: PlanAssignmentsBodySchema, response: { 200: dataOf(AssignmentPlanSchema) } },
  }),
  list: defineEndpoint({
    method: 'GET',
    url: `${base}/assignments`,
    summary: 'The pairs of one juror (userId) or of one application (applicationId), with each sheet’s progress',
    tags,
    access: PROGRAM_WORK_ACCESS,
    schema: {
      params: SessionParams,
      query: AssignmentListQuerySchema,
      response: { 200: dataOf(z.array(AssignmentSchema)) },
    },
  }),
  assign: defineEndpoint({
    method: 'PUT',
    url: `${base}/assignments/:applicationId/:userId`,
    summary: 'Gives one application to one juror by hand (409 conflict_of_interest for a declared conflict)',
    tags,
    access: PROGRAM_MANAGE_ACCESS,
    errors: ['conflict_of_interest'],
    schema: { params: PairParams, response: { 200: dataOf(AssignmentSchema) } },
  }),
  unassign: defineEndpoint({
    method: 'DELETE',
    url: `${base}/assignments/:applicationId/:userId`,
    summary: 'Takes one application from one juror (their saved sheet stays in the history)',
    tags,
    access: PROGRAM_MANAGE_ACCESS,
    schema: {
      params: PairParams,
      response: { 200: dataOf(z.object({ applicationId: z.string(), userId: z.string() })) },
    },
  }),
  conflicts: defineEndpoint({
    method: 'GET',
    url: `${base}/conflicts`,
    summary: 'Declared conflicts of interest, and the ones the system suspects (same organisation domain, team member)',
    tags,
    access: PROGRAM_WORK_ACCESS,
    schema: { params: SessionParams, response: { 200: dataOf(z.array(ConflictSchema)) } },
  }),
  recordConflict: defineEndpoint({
    method: 'POST',
    url: `${base}/conflicts`,
    summary:
      'Records a conflict of interest for a juror and an application, with a reason: the pair is unassigned and the application reassigned',
    tags,
    access: PROGRAM_MANAGE_ACCESS,
    schema: { params: SessionParams, body: RecordConflictBodySchema, response: { 200: dataOf(ConflictSchema) } },
  }),
  clearConflict: defineEndpoint({
    method: 'DELETE',
    url: `${base}/conflicts/:applicationId/:userId`,
    summary: 'Withdraws a recorded conflict of interest (the pair may be assigned again)',
    tags,
    access: PROGRAM_MANAGE_ACCESS,
    schema: {
      params: PairParams,
      response: { 200: dataOf(z.object({ applicationId: z.string(), userId: z.string() })) },
    },
  }),
  remind: defineEndpoint({
    method: 'POST',
    url: `${base}/reminders`,
    summary:
      'E-mails a reminder through the queue to each juror (all, or userIds) who has sheets left to finish in the open session',
    tags,
    access: PROGRAM_MANAGE_ACCESS,
    errors: ['session_not_open'],
    schema: {
      params: SessionParams,
      body: RemindJurorsBodySchema,
      response: { 200: dataOf(z.object({ queued: z.int() })) },
    },
  }),
  applications: defineEndpoint({
    method: 'GET',
    url: `${base}/applications`,
    summary:
      'The session’s applications by applicant, keyset pages, search: jurors given each, sheets in draft and final, mean of the final totals',
    tags,
    access: PROGRAM_WORK_ACCESS,
    schema: {
      params: SessionParams,
      query: SessionApplicationsQuerySchema,
      response: { 200: listOf(SessionApplicationSchema) },
    },
  }),
  timeline: defineEndpoint({
    method: 'GET',
    url: `${base}/applications/:applicationId/timeline`,
    summary: 'Every saved version of every juror’s sheet for one application, oldest first (append-only)',
    tags,
    access: PROGRAM_WORK_ACCESS,
    schema: {
      params: z.object({ programId: ProgramRefSchema, sessionId: ProgramRefSchema, applicationId: UuidSchema }),
      response: {
        200: dataOf(z.array(z.extend(ScoreVersionSchema, { juror: z.object({ id: z.string(), name: z.string() }) }))),
      },
    },
  }),
};
