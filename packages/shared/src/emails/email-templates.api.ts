import * as z from 'zod/mini';
import { PROGRAM_MANAGE_ACCESS } from '../auth/permissions';
import { dataOf, LocaleSchema, ProgramRefSchema } from '../common';
import { defineEndpoint } from '../http';
import {
  EmailPreviewSchema,
  EmailTemplateDetailSchema,
  EmailTemplateNameSchema,
  EmailTemplateSummarySchema,
  RenderEmailTemplateBodySchema,
  SaveEmailTemplateBodySchema,
} from './email-templates.schemas';

const tags = ['email-templates'] as const;
const ProgramParams = z.object({ programId: ProgramRefSchema });
const TemplateParams = z.object({
  programId: ProgramRefSchema,
  template: EmailTemplateNameSchema,
  locale: LocaleSchema,
});
const base = '/api/user.programs/:programId/email-templates';
const one = `${base}/:template/:locale`;

/** Issue 15 `transactionnals`: the program's e-mails, per template and language. */
export const emailTemplatesApi = {
  list: defineEndpoint({
    method: 'GET',
    url: base,
    summary: 'The e-mails the program sends, each with the languages the organizers changed',
    tags,
    access: PROGRAM_MANAGE_ACCESS,
    schema: { params: ProgramParams, response: { 200: dataOf(z.array(EmailTemplateSummarySchema)) } },
  }),
  get: defineEndpoint({
    method: 'GET',
    url: one,
    summary:
      'One e-mail in one language: the program’s version, else the default as editable rich text, and its merge fields',
    tags,
    access: PROGRAM_MANAGE_ACCESS,
    schema: { params: TemplateParams, response: { 200: dataOf(EmailTemplateDetailSchema) } },
  }),
  save: defineEndpoint({
    method: 'PUT',
    url: one,
    summary:
      'Saves the program’s version (the body sanitised with the SPEC §5 allow-list); a merge field the template does not offer answers 400 validation_failed',
    tags,
    access: PROGRAM_MANAGE_ACCESS,
    schema: {
      params: TemplateParams,
      body: SaveEmailTemplateBodySchema,
      response: { 200: dataOf(EmailTemplateDetailSchema) },
    },
  }),
  reset: defineEndpoint({
    method: 'DELETE',
    url: one,
    summary: 'Drops the program’s version: the default is sent again',
    tags,
    access: PROGRAM_MANAGE_ACCESS,
    schema: { params: TemplateParams, response: { 200: dataOf(EmailTemplateDetailSchema) } },
  }),
  preview: defineEndpoint({
    method: 'POST',
    url: `${one}/preview`,
    summary: 'Renders the e-mail with a real application of the program (the one named, else the latest submitted)',
    tags,
    access: PROGRAM_MANAGE_ACCESS,
    schema: {
      params: TemplateParams,
      body: RenderEmailTemplateBodySchema,
      response: { 200: dataOf(EmailPreviewSchema) },
    },
  }),
  test: defineEndpoint({
    method: 'POST',
    url: `${one}/test`,
    summary: 'Sends the rendered e-mail to the caller’s own address through the queue',
    tags,
    access: PROGRAM_MANAGE_ACCESS,
    schema: {
      params: TemplateParams,
      body: RenderEmailTemplateBodySchema,
      response: { 200: dataOf(z.object({ to: z.string() })) },
    },
  }),
};
