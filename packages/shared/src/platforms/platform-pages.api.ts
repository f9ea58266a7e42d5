import * as z from 'zod/mini';
import { PERMISSIONS } from '../auth/permissions';
import { dataOf, LocaleSchema, UuidSchema } from '../common';
import { defineEndpoint } from '../http';
import {
  PlatformPageKindSchema,
  PlatformPageSchema,
  PortalPlatformPageSchema,
  UpdatePlatformPageBodySchema,
} from './platform-pages.schemas';

const PageParams = z.object({ platformId: UuidSchema, kind: PlatformPageKindSchema });
const access = { permission: PERMISSIONS.platformAdministration };
const tags = ['platforms'] as const;

export const platformPagesApi = {
  portal: defineEndpoint({
    method: 'GET',
    url: '/api/portal/platforms/:platformId/pages/:kind',
    summary: 'A legal page in `lang` (else the platform’s first language with text); never written → empty content',
    tags: ['portal'],
    access: 'public',
    schema: {
      params: PageParams,
      query: z.object({ lang: z.optional(LocaleSchema) }),
      response: { 200: dataOf(PortalPlatformPageSchema) },
    },
  }),
  get: defineEndpoint({
    method: 'GET',
    url: '/api/platforms/:platformId/pages/:kind',
    summary: 'A legal page of the platform in every language, for editing',
    tags,
    access,
    schema: { params: PageParams, response: { 200: dataOf(PlatformPageSchema) } },
  }),
  update: defineEndpoint({
    method: 'PUT',
    url: '/api/platforms/:platformId/pages/:kind',
    summary: 'Replaces a legal page’s texts: sanitised rich text, in the platform’s languages only',
    tags,
    access,
    schema: { params: PageParams, body: UpdatePlatformPageBodySchema, response: { 200: dataOf(PlatformPageSchema) } },
  }),
};
