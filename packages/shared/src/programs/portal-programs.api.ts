import * as z from 'zod/mini';
import { dataOf, ProgramRefSchema, UuidSchema } from '../common';
import { defineEndpoint } from '../http';
import { PortalProgramSchema } from './portal-programs.schemas';
import { LangQuerySchema } from './programs.schemas';

export const portalProgramsApi = {
  get: defineEndpoint({
    method: 'GET',
    url: '/api/portal/platforms/:platformId/programs/:programSlug',
    summary: 'A published program of the platform by slug, texts in `lang` (else its default language); 404 otherwise',
    tags: ['portal'],
    access: 'public',
    schema: {
      params: z.object({ platformId: UuidSchema, programSlug: ProgramRefSchema }),
      query: LangQuerySchema,
      response: { 200: dataOf(PortalProgramSchema) },
    },
  }),
};
