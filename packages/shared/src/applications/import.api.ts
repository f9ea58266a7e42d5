import * as z from 'zod/mini';
import { PROGRAM_MANAGE_ACCESS } from '../auth/permissions';
import { dataOf, ProgramRefSchema } from '../common';
import { defineEndpoint } from '../http';
import {
  ImportCommitBodySchema,
  ImportFileBodySchema,
  ImportPreviewSchema,
  ImportReportSchema,
  ImportResultSchema,
  ImportRunBodySchema,
} from './import.schemas';

const tags = ['responses'] as const;
const params = z.object({ programId: ProgramRefSchema });

/** `import-deposits`: applications from a CSV or XLSX file, previewed, tried, then imported at once. */
/** Why a dry run or an import cannot read the uploaded file with its mapping. */
const READ_FILE_ERRORS = [
  'import_file_invalid',
  'import_file_too_large',
  'import_file_too_large_unpacked',
  'import_too_many_rows',
  'import_mapping_invalid',
] as const;

export const importsApi = {
  preview: defineEndpoint({
    method: 'POST',
    url: '/api/user.programs/:programId/imports/preview',
    summary:
      'Reads a CSV (UTF-8, `,` or `;`) or XLSX file (first sheet), at most 10 MB and 5,000 rows: its header row, first rows, a guessed mapping and the targets its columns can fill',
    tags,
    access: PROGRAM_MANAGE_ACCESS,
    schema: { params, body: ImportFileBodySchema, response: { 200: dataOf(ImportPreviewSchema) } },
    errors: ['import_file_invalid', 'import_file_too_large', 'import_file_too_large_unpacked', 'import_too_many_rows'],
  }),
  dryRun: defineEndpoint({
    method: 'POST',
    url: '/api/user.programs/:programId/imports/dry-run',
    summary: 'What importing the file with this mapping would do, row by row, without writing anything',
    tags,
    access: PROGRAM_MANAGE_ACCESS,
    schema: { params, body: ImportRunBodySchema, response: { 200: dataOf(ImportReportSchema) } },
    errors: [...READ_FILE_ERRORS],
  }),
  commit: defineEndpoint({
    method: 'POST',
    url: '/api/user.programs/:programId/imports',
    summary:
      'Imports every row at once or none (422 import_rows_invalid); the same content imported again answers 409 import_already_done unless `force` is set',
    tags,
    access: PROGRAM_MANAGE_ACCESS,
    schema: { params, body: ImportCommitBodySchema, response: { 200: dataOf(ImportResultSchema) } },
    errors: [...READ_FILE_ERRORS, 'import_already_done', 'import_rows_invalid'],
  }),
};
