import * as z from 'zod/mini';
import { LocaleSchema } from '../common';

/** The platform's own pages (SPEC §2 public routes of the same names; `cookies` is privacy/policies/cookies). */
export const PLATFORM_PAGE_KINDS = [
  'legal-notices',
  'accessibilities',
  'terms-of-use',
  'privacy-policy',
  'cookies',
] as const;
export const PlatformPageKindSchema = z.enum(PLATFORM_PAGE_KINDS);
export type PlatformPageKind = z.infer<typeof PlatformPageKindSchema>;

/** Characters of html per language, after sanitising. */
export const MAX_PLATFORM_PAGE_LENGTH = 100_000;

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
