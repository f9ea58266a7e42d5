import * as z from 'zod/mini';
import { dataOf, LocaleSchema, listOf, PageQuerySchema, UuidSchema } from '../common';
import { defineEndpoint } from '../http';
import { DomainInfoSchema, LocaleEntrySchema, PlatformSchema, ThemeSchema } from './platforms.schemas';

const PlatformIdParamsSchema = z.object({ platformId: UuidSchema });

export const platformsApi = {
  domainInfo: defineEndpoint({
    method: 'GET',
    url: '/api/portal/domain-info',
    summary: 'The platform this domain serves, its theme and languages, and a CSRF token for the page',
    tags: ['platforms'],
    access: 'public',
    schema: { response: { 200: dataOf(DomainInfoSchema) } },
  }),
  details: defineEndpoint({
    method: 'GET',
    url: '/api/platforms/:platformId/details',
    summary: 'Details of the platform; another platform’s id answers 404',
    tags: ['platforms'],
    access: 'public',
    schema: { params: PlatformIdParamsSchema, response: { 200: dataOf(PlatformSchema) } },
  }),
  theme: defineEndpoint({
    method: 'GET',
    url: '/api/portal/platforms/:platformId/themes/:themeReference',
    summary: 'A theme of the platform with its primary and secondary colours',
    tags: ['platforms'],
    access: 'public',
    schema: {
      params: z.extend(PlatformIdParamsSchema, { themeReference: z.string().check(z.maxLength(100)) }),
      response: { 200: dataOf(ThemeSchema) },
    },
  }),
  locales: defineEndpoint({
    method: 'GET',
    url: '/api/portal/locales',
    summary: 'The languages this platform offers, with their native names',
    tags: ['platforms'],
    access: 'public',
    schema: { query: PageQuerySchema, response: { 200: listOf(LocaleEntrySchema) } },
  }),
  setLocale: defineEndpoint({
    method: 'PUT',
    url: '/api/portal/locale',
    summary: 'Remembers the visitor’s language in the locale cookie; it must be one the platform offers',
    tags: ['platforms'],
    access: 'public',
    schema: {
      body: z.object({ locale: LocaleSchema }),
      response: { 200: dataOf(z.object({ locale: LocaleSchema })) },
    },
    errors: ['locale_not_supported'],
  }),
};
