import * as z from 'zod/mini';
import { PROGRAM_WORK_ACCESS } from '../auth/permissions';
import { dataOf, ProgramRefSchema, UuidSchema } from '../common';
import { defineEndpoint } from '../http';
import { ExportConfigBodySchema, ExportConfigSchema, ExportQuerySchema } from './exports.schemas';

const tags = ['exports'] as const;
const ProgramParams = z.object({ programId: ProgramRefSchema });
/** A file's bytes: the contract only says a download answers; `produces` names its media types. */
const FileBytes = z.unknown();
/** What the exports answer: a CSV (UTF-8 with BOM, ';') or an XLSX workbook. */
export const EXPORT_MEDIA_TYPES = [
  'text/csv',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
] as const;

export const exportsApi = {
  getConfig: defineEndpoint({
    method: 'GET',
    url: '/api/user.programs/:programId/export-config',
    summary: "The columns an export of the program's applications holds, in order, with the ones left out",
    tags,
    access: PROGRAM_WORK_ACCESS,
    schema: { params: ProgramParams, response: { 200: dataOf(ExportConfigSchema) } },
  }),
  saveConfig: defineEndpoint({
    method: 'PUT',
    url: '/api/user.programs/:programId/export-config',
    summary: 'Saves the order and the choice of export columns; 400 validation_failed for an unknown column',
    tags,
    access: PROGRAM_WORK_ACCESS,
    schema: { params: ProgramParams, body: ExportConfigBodySchema, response: { 200: dataOf(ExportConfigSchema) } },
  }),
  download: defineEndpoint({
    method: 'GET',
    url: '/api/user.programs/:programId/responses/export',
    summary:
      "Downloads the applications a filter (or a selection: `ids`) keeps, as CSV (UTF-8 with BOM, ';') or XLSX, streamed",
    tags,
    access: PROGRAM_WORK_ACCESS,
    schema: { params: ProgramParams, query: ExportQuerySchema, response: { 200: FileBytes } },
    produces: EXPORT_MEDIA_TYPES,
  }),
  pdf: defineEndpoint({
    method: 'GET',
    url: '/api/user.programs/:programId/responses/:responseId/pdf',
    summary: 'One application as a PDF: program, category, status, dates and every answer by step',
    tags,
    access: PROGRAM_WORK_ACCESS,
    schema: {
      params: z.object({ programId: ProgramRefSchema, responseId: UuidSchema }),
      response: { 200: FileBytes },
    },
    produces: ['application/pdf'],
  }),
  myPdf: defineEndpoint({
    method: 'GET',
    url: '/api/portal/me/responses/:responseId/pdf',
    summary:
      "The signed-in applicant's submitted application as a PDF; 409 application_not_submitted for a draft, 404 applicant_pdf_disabled when the program does not offer it",
    tags,
    access: 'authenticated',
    schema: { params: z.object({ responseId: UuidSchema }), response: { 200: FileBytes } },
    errors: ['not_found', 'application_not_submitted', 'applicant_pdf_disabled'],
    produces: ['application/pdf'],
  }),
};
