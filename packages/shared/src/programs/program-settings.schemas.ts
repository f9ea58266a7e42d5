import * as z from 'zod/mini';
import { LocaleSchema } from '../common';
import { HexColourSchema } from '../platforms';

/**
 * `program-features`: the optional parts of a program an organizer turns on or off.
 * Every key has a default so programs created before a feature existed read as its default.
 */
export const PROGRAM_FEATURES = {
  /** Tags on applications (the `tags` screen and tag filters). */
  tags: true,
  /** An applicant may submit more than one application to the program. */
  multipleApplications: false,
  /** A submitted application stays editable by its applicant until the closing date. */
  editAfterSubmission: false,
  /** After submitting, the applicant may download their application as a PDF. */
  applicantPdf: true,
  /** Organizers can leave internal comments on applications. */
  comments: true,
} as const;
export type ProgramFeatureKey = keyof typeof PROGRAM_FEATURES;
export const PROGRAM_FEATURE_KEYS = Object.keys(PROGRAM_FEATURES) as ProgramFeatureKey[];

export const ProgramFeaturesSchema = z.object({
  tags: z.boolean(),
  multipleApplications: z.boolean(),
  editAfterSubmission: z.boolean(),
  applicantPdf: z.boolean(),
  comments: z.boolean(),
});
export type ProgramFeatures = z.infer<typeof ProgramFeaturesSchema>;

/** What a change sends: only the switches it flips. */
export const ProgramFeaturesInputSchema = z.partial(ProgramFeaturesSchema);

/** Stored features with the defaults filled in for keys the program never saved. */
export function withFeatureDefaults(stored: Partial<ProgramFeatures> | null | undefined): ProgramFeatures {
  return { ...PROGRAM_FEATURES, ...(stored ?? {}) };
}

const ShortLocalizedTextSchema = z.partialRecord(LocaleSchema, z.string().check(z.trim(), z.maxLength(60)));

// An image address: absolute http(s), or one of our own paths (uploaded files are served under /api).
const IMAGE_URL = /^(https?:\/\/[^\s"'<>]+|\/api\/[^\s"'<>]+)$/;
export const ImageUrlSchema = z.string().check(z.maxLength(2000), z.regex(IMAGE_URL, { message: 'invalid_url' }));

/** `public-interface-config`: how the program's public page (`applications/{programSlug}`) looks. */
export const PublicInterfaceConfigSchema = z.object({
  coverImageUrl: z.nullable(ImageUrlSchema),
  /** Alternative text of the cover image, per language; empty means decorative. */
  coverImageAlt: ShortLocalizedTextSchema,
  /** Overrides the platform's primary colour on the program page. */
  accentColor: z.nullable(HexColourSchema),
  showDates: z.boolean(),
  showRemainingTime: z.boolean(),
  showCategories: z.boolean(),
  /** The label of the call-to-apply button, per language; empty means the default label. */
  applyLabel: ShortLocalizedTextSchema,
  contactEmail: z.nullable(z.email().check(z.maxLength(254))),
});
export type PublicInterfaceConfig = z.infer<typeof PublicInterfaceConfigSchema>;

export const DEFAULT_PUBLIC_INTERFACE_CONFIG: PublicInterfaceConfig = {
  coverImageUrl: null,
  coverImageAlt: {},
  accentColor: null,
  showDates: true,
  showRemainingTime: true,
  showCategories: true,
  applyLabel: {},
  contactEmail: null,
};

export const PublicInterfaceConfigInputSchema = z.partial(PublicInterfaceConfigSchema);

export function withPublicConfigDefaults(
  stored: Partial<PublicInterfaceConfig> | null | undefined,
): PublicInterfaceConfig {
  return { ...DEFAULT_PUBLIC_INTERFACE_CONFIG, ...(stored ?? {}) };
}
