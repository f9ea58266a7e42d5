import * as z from 'zod/mini';
import { LocaleSchema } from '../common';
import { MAX_PLATFORM_PAGE_LENGTH, PLATFORM_PAGE_KINDS } from './platform-pages.rules';

export const PlatformPageKindSchema = z.enum(PLATFORM_PAGE_KINDS);
export type PlatformPageKind = z.infer<typeof PlatformPageKindSchema>;

/** Rich text per language, `{ fr: '<p>…</p>', en: '…' }`; a language left out has no text. */
export const PlatformPageContentsSchema = z.partialRecord(
  LocaleSchema,
  z.string().check(z.maxLength(MAX_PLATFORM_PAGE_LENGTH)),
);
export type PlatformPageContents = z.infer<typeof PlatformPageContentsSchema>;

/** What the back office edits: every language. `updatedAt` is null for a page never written. */
export const PlatformPageSchema = z.object({
  kind: PlatformPageKindSchema,
  contents: PlatformPageContentsSchema,
  updatedAt: z.nullable(z.string()),
});
export type PlatformPage = z.infer<typeof PlatformPageSchema>;

/** What the portal shows: one language. A page with no text answers `content: ''` and `lang: null`. */
export const PortalPlatformPageSchema = z.object({
  kind: PlatformPageKindSchema,
  /** The language `content` is written in: the asked one, else the platform's first that has text. */
  lang: z.nullable(LocaleSchema),
  content: z.string(),
  updatedAt: z.nullable(z.string()),
});
export type PortalPlatformPage = z.infer<typeof PortalPlatformPageSchema>;

export const UpdatePlatformPageBodySchema = z.object({ contents: PlatformPageContentsSchema });
export type UpdatePlatformPageBody = z.infer<typeof UpdatePlatformPageBodySchema>;
