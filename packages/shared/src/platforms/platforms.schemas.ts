import * as z from 'zod/mini';
import { LocaleSchema } from '../common';
import { DEFAULT_PRIMARY_COLOR, DEFAULT_SECONDARY_COLOR, isHexColour } from './theme.rules';

export const HexColourSchema = z.string().check(z.refine(isHexColour, { message: 'invalid_hex_colour' }));

export const ThemeConfigSchema = z.object({
  primaryColor: z._default(HexColourSchema, DEFAULT_PRIMARY_COLOR),
  secondaryColor: z._default(HexColourSchema, DEFAULT_SECONDARY_COLOR),
});
export type ThemeConfig = z.infer<typeof ThemeConfigSchema>;

export const ThemeSchema = z.object({
  reference: z.string(),
  config: ThemeConfigSchema,
});
export type Theme = z.infer<typeof ThemeSchema>;

export const PlatformSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  domainToUse: z.string(),
  deleted: z.boolean(),
  supportedLangs: z.array(LocaleSchema),
  themeReference: z.string(),
  theme: ThemeConfigSchema,
});
export type Platform = z.infer<typeof PlatformSchema>;

/** What the SPA asks for first: which platform this domain is, and how to show it (SPEC §3 domain info). */
export const DomainInfoSchema = z.object({
  scheme: z.enum(['http', 'https']),
  platform: PlatformSchema,
  /** The language to show before the URL names one: cookie, then browser, then the platform's first. */
  locale: LocaleSchema,
  csrfToken: z.string(),
});
export type DomainInfo = z.infer<typeof DomainInfoSchema>;

export const LocaleEntrySchema = z.object({
  code: LocaleSchema,
  iso: z.string(),
  name: z.string(),
});
export type LocaleEntry = z.infer<typeof LocaleEntrySchema>;
