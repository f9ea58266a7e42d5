import * as z from 'zod/mini';
import { PERMISSIONS, PROGRAM_MANAGE_ACCESS, PROGRAM_WORK_ACCESS } from '../auth/permissions';
import { dataOf, listOf, PageQuerySchema, ProgramRefSchema, UuidSchema } from '../common';
import { defineEndpoint } from '../http';
import {
  BulkActionBodySchema,
  ChangeResponseStatusBodySchema,
  CommentBodySchema,
  ResponseCommentSchema,
  ResponseDetailSchema,
  ResponseListQuerySchema,
  ResponseRowSchema,
  ResponseTagsBodySchema,
  StepDecisionBodySchema,
  TrashedResponseSchema,
} from './responses.schemas';

const access = { permission: PERMISSIONS.programsAdministration };
const tags = ['responses'] as const;
const ProgramParams = z.object({ programId: ProgramRefSchema });
const ResponseParams = z.object({ programId: ProgramRefSchema, responseId: UuidSchema });
const Done = dataOf(z.object({ id: z.string() }));

export const responsesApi = {
  list: defineEndpoint({
    method: 'GET',
    url: '/api/user.programs/:programId/responses',
    summary: "A program's applications: filters, full-text search, sorting and pages",
    tags,
    access: PROGRAM_WORK_ACCESS,
    schema: { params: ProgramParams, query: ResponseListQuerySchema, response: { 200: listOf(ResponseRowSchema) } },
  }),
  get: defineEndpoint({
    method: 'GET',
    url: '/api/user.programs/:programId/responses/:responseId',
    summary: 'One application with every answer, its history, comments and tags',
    tags,
    access: PROGRAM_WORK_ACCESS,
    schema: { params: ResponseParams, response: { 200: dataOf(ResponseDetailSchema) } },
  }),
  changeStatus: defineEndpoint({
    method: 'PUT',
    url: '/api/user.programs/:programId/responses/:responseId/status',
    summary: 'Decides on an application, or reopens it for its applicant (status draft)',
    tags,
    access: PROGRAM_WORK_ACCESS,
    schema: {
      params: ResponseParams,
      body: ChangeResponseStatusBodySchema,
      response: { 200: dataOf(ResponseDetailSchema) },
    },
  }),
  decideStep: defineEndpoint({
    method: 'PUT',
    url: '/api/user.programs/:programId/responses/:responseId/steps/:stepId',
    summary: 'Validates or rejects a validation step (pending undoes the decision)',
    tags,
    access: PROGRAM_WORK_ACCESS,
    schema: {
      params: z.object({
        programId: ProgramRefSchema,
        responseId: UuidSchema,
        stepId: z.string().check(z.maxLength(64)),
      }),
      body: StepDecisionBodySchema,
      response: { 200: dataOf(ResponseDetailSchema) },
    },
  }),
  setTags: defineEndpoint({
    method: 'PUT',
    url: '/api/user.programs/:programId/responses/:responseId/tags',
    summary: "Replaces an application's tags",
    tags,
    access: PROGRAM_WORK_ACCESS,
    schema: { params: ResponseParams, body: ResponseTagsBodySchema, response: { 200: dataOf(ResponseDetailSchema) } },
    errors: ['feature_disabled'],
  }),
  comment: defineEndpoint({
    method: 'POST',
    url: '/api/user.programs/:programId/responses/:responseId/comments',
    summary: 'Adds an internal comment (team) or a private note (its author only)',
    tags,
    access: PROGRAM_WORK_ACCESS,
    schema: { params: ResponseParams, body: CommentBodySchema, response: { 200: dataOf(ResponseCommentSchema) } },
    errors: ['feature_disabled'],
  }),
  deleteComment: defineEndpoint({
    method: 'DELETE',
    url: '/api/user.programs/:programId/responses/:responseId/comments/:commentId',
    summary: 'Deletes one of your own comments or notes',
    tags,
    access: PROGRAM_WORK_ACCESS,
    schema: {
      params: z.object({ programId: ProgramRefSchema, responseId: UuidSchema, commentId: UuidSchema }),
      response: { 200: Done },
    },
  }),
  bulk: defineEndpoint({
    method: 'POST',
    url: '/api/user.programs/:programId/responses/bulk',
    summary: 'Tags, untags, changes the status of or trashes chosen rows, or every row of a filter',
    tags,
    access: PROGRAM_WORK_ACCESS,
    schema: {
      params: ProgramParams,
      body: BulkActionBodySchema,
      response: { 200: dataOf(z.object({ affected: z.int() })) },
    },
    errors: ['feature_disabled'],
  }),
  moveToTrash: defineEndpoint({
    method: 'DELETE',
    url: '/api/user.programs/:programId/responses/:responseId',
    summary: 'Moves an application to the trash (restorable)',
    tags,
    access: PROGRAM_MANAGE_ACCESS,
    schema: { params: ResponseParams, response: { 200: Done } },
  }),
};

export const depositTrashApi = {
  list: defineEndpoint({
    method: 'GET',
    url: '/api/trash/deposits',
    summary: 'Applications in the trash, most recently deleted first',
    tags,
    access,
    schema: { query: PageQuerySchema, response: { 200: listOf(TrashedResponseSchema) } },
  }),
  restore: defineEndpoint({
    method: 'POST',
    url: '/api/trash/deposits/:responseId/restore',
    summary: 'Puts an application back in its program',
    tags,
    access,
    schema: { params: z.object({ responseId: UuidSchema }), response: { 200: Done } },
  }),
  deleteForever: defineEndpoint({
    method: 'DELETE',
    url: '/api/trash/deposits/:responseId',
    summary: 'Deletes an application from the trash for good, with its comments and history',
    tags,
    access,
    schema: { params: z.object({ responseId: UuidSchema }), response: { 200: Done } },
  }),
};
