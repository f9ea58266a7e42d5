import * as z from 'zod/mini';
import { dataOf, listOf, ProgramRefSchema, UuidSchema } from '../common';
import { defineEndpoint } from '../http';
import { LangQuerySchema } from '../programs';
import {
  CreateApplicationBodySchema,
  MyApplicationSchema,
  MyApplicationsQuerySchema,
  PortalCategorySchema,
  PortalFormSchema,
  PortalProgramCardSchema,
  PortalProgramListQuerySchema,
  SaveAnswersBodySchema,
  SubmitApplicationBodySchema,
} from './applications.schemas';

const tags = ['portal'] as const;
const ResponseParams = z.object({ responseId: UuidSchema });

export const portalApplicationsApi = {
  programs: defineEndpoint({
    method: 'GET',
    url: '/api/portal/platforms/:platformId/programs',
    summary: "The platform's published public programs, most recently published first; search, phase filter",
    tags,
    access: 'public',
    schema: {
      params: z.object({ platformId: UuidSchema }),
      query: PortalProgramListQuerySchema,
      response: { 200: listOf(PortalProgramCardSchema) },
    },
  }),
  category: defineEndpoint({
    method: 'GET',
    url: '/api/portal/platforms/:platformId/programs/:programId/categories/:categoryId',
    summary: 'A category of a published program with its ordered steps, texts in `lang`',
    tags,
    access: 'public',
    schema: {
      params: z.object({ platformId: UuidSchema, programId: ProgramRefSchema, categoryId: UuidSchema }),
      query: LangQuerySchema,
      response: { 200: dataOf(PortalCategorySchema) },
    },
  }),
  form: defineEndpoint({
    method: 'GET',
    url: '/api/portal/platforms/:platformId/programs/:programId/forms/:formId',
    summary: 'A form used by a step of a published program, translated into `lang`',
    tags,
    access: 'public',
    schema: {
      params: z.object({ platformId: UuidSchema, programId: ProgramRefSchema, formId: UuidSchema }),
      query: LangQuerySchema,
      response: { 200: dataOf(PortalFormSchema) },
    },
  }),
  create: defineEndpoint({
    method: 'POST',
    url: '/api/portal/programs/:programId/applications',
    summary:
      'Starts a draft in a category; a retry with the same id answers the same application; 409 application_exists / program_closed',
    tags,
    access: 'authenticated',
    schema: {
      params: z.object({ programId: ProgramRefSchema }),
      body: CreateApplicationBodySchema,
      response: { 200: dataOf(MyApplicationSchema) },
    },
    errors: ['application_exists', 'program_closed'],
  }),
  mine: defineEndpoint({
    method: 'GET',
    url: '/api/portal/me/responses',
    summary: "The signed-in applicant's applications on this platform, newest first",
    tags,
    access: 'authenticated',
    schema: { query: MyApplicationsQuerySchema, response: { 200: dataOf(z.array(MyApplicationSchema)) } },
  }),
  get: defineEndpoint({
    method: 'GET',
    url: '/api/portal/me/responses/:responseId',
    summary: "One of the signed-in applicant's applications; anyone else's answers 404",
    tags,
    access: 'authenticated',
    schema: { params: ResponseParams, response: { 200: dataOf(MyApplicationSchema) } },
  }),
  saveAnswers: defineEndpoint({
    method: 'PUT',
    url: '/api/portal/me/responses/:responseId/answers',
    summary: "Replaces one step's answers (autosave); 409 version_conflict with the current application when stale",
    tags,
    access: 'authenticated',
    schema: { params: ResponseParams, body: SaveAnswersBodySchema, response: { 200: dataOf(MyApplicationSchema) } },
    errors: ['version_conflict', 'application_not_editable', 'invalid_file_reference'],
  }),
  submit: defineEndpoint({
    method: 'POST',
    url: '/api/portal/me/responses/:responseId/submit',
    summary: 'Submits after checking every step on the server; submitting a submitted application changes nothing',
    tags,
    // An unconfirmed account fills its draft but may not submit it (SPEC §8 account_not_confirmed).
    access: 'confirmed',
    schema: {
      params: ResponseParams,
      body: SubmitApplicationBodySchema,
      response: { 200: dataOf(MyApplicationSchema) },
    },
    errors: ['submission_incomplete', 'program_closed', 'invalid_file_reference'],
  }),
};
