import * as z from 'zod/mini';
import { PERMISSIONS, PROGRAM_MANAGE_ACCESS, PROGRAM_WORK_ACCESS } from '../auth/permissions';
import { dataOf, listOf } from '../common';
import { defineEndpoint } from '../http';
import {
  CreateFormBodySchema,
  DuplicateFormBodySchema,
  FormListQuerySchema,
  FormParamsSchema,
  FormQuerySchema,
  FormSchema,
  FormSummarySchema,
  ProgramFormsParamsSchema,
  SaveFormBodySchema,
  TrashedFormParamsSchema,
  TrashedFormSchema,
  ValidateAnswersBodySchema,
  ValidationIssueSchema,
} from './forms.schemas';

const tags = ['forms'] as const;
const access = { permission: PERMISSIONS.programsAdministration };
const ok = dataOf(z.object({ status: z.literal('ok') }));

export const formsApi = {
  list: defineEndpoint({
    method: 'GET',
    url: '/api/user.programs/:programId/forms',
    summary: 'Forms of a program (trash excluded): search by title, keyset pages',
    tags,
    access: PROGRAM_WORK_ACCESS,
    schema: {
      params: ProgramFormsParamsSchema,
      query: FormListQuerySchema,
      response: { 200: listOf(FormSummarySchema) },
    },
  }),
  create: defineEndpoint({
    method: 'POST',
    url: '/api/user.programs/:programId/forms',
    summary: 'Creates a form in a program',
    tags,
    access: PROGRAM_MANAGE_ACCESS,
    schema: { params: ProgramFormsParamsSchema, body: CreateFormBodySchema, response: { 200: dataOf(FormSchema) } },
  }),
  get: defineEndpoint({
    method: 'GET',
    url: '/api/user.programs/:programId/forms/:formId',
    summary: 'A form with its fields translated into `lang` (default fr), its raw translations and version',
    tags,
    access: PROGRAM_WORK_ACCESS,
    schema: { params: FormParamsSchema, query: FormQuerySchema, response: { 200: dataOf(FormSchema) } },
  }),
  save: defineEndpoint({
    method: 'PUT',
    url: '/api/user.programs/:programId/forms/:formId',
    summary: 'Saves title, fields and translations; refused with 409 version_conflict over a newer version',
    tags,
    access: PROGRAM_MANAGE_ACCESS,
    schema: { params: FormParamsSchema, body: SaveFormBodySchema, response: { 200: dataOf(FormSchema) } },
    errors: ['version_conflict'],
  }),
  duplicate: defineEndpoint({
    method: 'POST',
    url: '/api/user.programs/:programId/forms/:formId/duplicate',
    summary: 'Copies a form (fields and translations) in the same program',
    tags,
    access: PROGRAM_MANAGE_ACCESS,
    schema: { params: FormParamsSchema, body: DuplicateFormBodySchema, response: { 200: dataOf(FormSchema) } },
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    url: '/api/user.programs/:programId/forms/:formId',
    summary: 'Moves a form to the trash',
    tags,
    access: PROGRAM_MANAGE_ACCESS,
    schema: { params: FormParamsSchema, response: { 200: ok } },
  }),
  validate: defineEndpoint({
    method: 'POST',
    url: '/api/user.programs/:programId/forms/:formId/validate',
    summary: 'Checks answers against the form’s rules (fields hidden by a condition are skipped)',
    tags,
    access: PROGRAM_WORK_ACCESS,
    schema: {
      params: FormParamsSchema,
      body: ValidateAnswersBodySchema,
      response: { 200: dataOf(z.object({ issues: z.array(ValidationIssueSchema) })) },
    },
  }),
  listTrash: defineEndpoint({
    method: 'GET',
    url: '/api/trash/forms',
    summary: 'Forms in the platform’s trash with their program, most recently deleted first',
    tags,
    access,
    schema: { query: FormListQuerySchema, response: { 200: listOf(TrashedFormSchema) } },
  }),
  restore: defineEndpoint({
    method: 'POST',
    url: '/api/trash/forms/:formId/restore',
    summary: 'Takes a form out of the trash',
    tags,
    access,
    schema: { params: TrashedFormParamsSchema, response: { 200: ok } },
  }),
  destroy: defineEndpoint({
    method: 'DELETE',
    url: '/api/trash/forms/:formId',
    summary: 'Deletes a form from the trash for good',
    tags,
    access,
    schema: { params: TrashedFormParamsSchema, response: { 200: ok } },
  }),
};
