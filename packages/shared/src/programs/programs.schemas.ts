import * as z from 'zod/mini';
import { LocaleSchema, MAX_PAGE_SIZE, PageQuerySchema, UuidSchema } from '../common';
import { HexColourSchema } from '../platforms';
import {
  ProgramFeaturesInputSchema,
  ProgramFeaturesSchema,
  PublicInterfaceConfigInputSchema,
  PublicInterfaceConfigSchema,
} from './program-settings.schemas';

/** SPEC §3: a program is active, archived, or deleted (in the trash, restorable). */
export const PROGRAM_STATUSES = ['active', 'archived', 'deleted'] as const;
export const ProgramStatusSchema = z.enum(PROGRAM_STATUSES);
export type ProgramStatus = z.infer<typeof ProgramStatusSchema>;

export const ProgramVisibilitySchema = z.enum(['public', 'private']);
export type ProgramVisibility = z.infer<typeof ProgramVisibilitySchema>;

/** SPEC §9: the programs list shows 10 per page. */
export const PROGRAM_LIST_PAGE_SIZE = 10;
/** Categories of one program come in a single page: a program holds at most this many. */
export const MAX_CATEGORIES_PER_PROGRAM = 100;
export const MAX_STEPS_PER_CATEGORY = 50;

const SLUG = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;
export const ProgramSlugSchema = z.string().check(z.maxLength(100), z.regex(SLUG, { message: 'invalid_slug' }));

/** Text per language, `{ fr: '…', en: '…' }`; a missing language falls back to the default one. */
export const LocalizedTextSchema = z.partialRecord(LocaleSchema, z.string().check(z.trim(), z.maxLength(10_000)));
export type LocalizedText = z.infer<typeof LocalizedTextSchema>;

const LocalizedTitleSchema = z.partialRecord(LocaleSchema, z.string().check(z.trim(), z.maxLength(200)));

// A region name ("Europe/Paris", "UTC"); fixed offsets are refused because they ignore daylight saving.
const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+)*$/;

/** True for an IANA time zone name the runtime knows. */
export function isTimeZone(value: string): boolean {
  if (!ZONE_NAME.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export const TimeZoneSchema = z.string().check(z.maxLength(64), z.refine(isTimeZone, { message: 'invalid_timezone' }));

const DateTimeSchema = z.iso.datetime({ offset: true });

export const ProgramSchema = z.object({
  id: z.string(),
  slug: z.string(),
  /** Title and description in `lang`, falling back to the default language's. */
  title: z.string(),
  description: z.string(),
  titles: LocalizedTextSchema,
  descriptions: LocalizedTextSchema,
  /** The language `title` and `description` answer in: the asked one when supported, else the default. */
  lang: LocaleSchema,
  defaultLang: LocaleSchema,
  supportedLangs: z.array(LocaleSchema),
  status: ProgramStatusSchema,
  visibility: ProgramVisibilitySchema,
  openingAt: z.nullable(z.string()),
  closingAt: z.nullable(z.string()),
  timezone: z.string(),
  publishedAt: z.nullable(z.string()),
  features: ProgramFeaturesSchema,
  publicConfig: PublicInterfaceConfigSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Program = z.infer<typeof ProgramSchema>;

const programFields = {
  slug: ProgramSlugSchema,
  titles: LocalizedTitleSchema,
  descriptions: z.optional(LocalizedTextSchema),
  defaultLang: LocaleSchema,
  supportedLangs: z.array(LocaleSchema).check(z.minLength(1), z.maxLength(10)),
  openingAt: z.optional(z.nullable(DateTimeSchema)),
  closingAt: z.optional(z.nullable(DateTimeSchema)),
  timezone: z.optional(TimeZoneSchema),
  visibility: z.optional(ProgramVisibilitySchema),
  features: z.optional(ProgramFeaturesInputSchema),
  publicConfig: z.optional(PublicInterfaceConfigInputSchema),
};

/**
 * Field shapes only: the rules that span fields or need the platform (default language among the
 * supported ones with a title, languages the platform offers, closing after opening) are the server's.
 */
export const CreateProgramBodySchema = z.object(programFields);
export type CreateProgramBody = z.infer<typeof CreateProgramBodySchema>;

export const UpdateProgramBodySchema = z.partial(z.object(programFields));
export type UpdateProgramBody = z.infer<typeof UpdateProgramBodySchema>;

export const ChangeProgramStatusBodySchema = z.object({ status: z.enum(['active', 'archived']) });

export const LangQuerySchema = z.object({ lang: z.optional(LocaleSchema) });

const CursorSchema = z.optional(UuidSchema);

/** SPEC §7 `GET /user.programs`: `after` / `before` are the id of the last / first item of the current page. */
export const ProgramListQuerySchema = z.object({
  status: z._default(z.enum(['all', ...PROGRAM_STATUSES]), 'all'),
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(MAX_PAGE_SIZE)), PROGRAM_LIST_PAGE_SIZE),
  search: z.optional(z.string().check(z.trim(), z.maxLength(200))),
  after: CursorSchema,
  before: CursorSchema,
  lang: z.optional(LocaleSchema),
});
export type ProgramListQuery = z.infer<typeof ProgramListQuerySchema>;

/** SPEC §7: items plus totals in metadata; `after` / `before` are null when there is no next / previous page. */
export const ProgramListSchema = z.object({
  items: z.array(ProgramSchema),
  metadata: z.object({
    /** Programs in the status bucket asked for (`all` = active and archived). */
    total: z.int(),
    /** Of those, the ones the search matches. */
    totalFiltred: z.int(),
    limit: z.int(),
    after: z.nullable(z.string()),
    before: z.nullable(z.string()),
  }),
});
export type ProgramList = z.infer<typeof ProgramListSchema>;

/** Keyset pages of the standard envelope: `after` is the previous page's `lastId`. */
export const KeysetQuerySchema = z.extend(PageQuerySchema, { after: CursorSchema });
export const KeysetLangQuerySchema = z.extend(KeysetQuerySchema, { lang: z.optional(LocaleSchema) });

export const STEP_TYPES = ['form', 'textarea', 'validation'] as const;
export const StepTypeSchema = z.enum(STEP_TYPES);
export type StepType = z.infer<typeof StepTypeSchema>;

/** SPEC §3 step config, named as the contract names it. */
export const StepConfigSchema = z.object({
  form_id: z.optional(z.string().check(z.maxLength(64))),
  content: z.optional(z.string().check(z.maxLength(100_000))),
});
export type StepConfig = z.infer<typeof StepConfigSchema>;

export const StepSchema = z.object({
  id: z.string(),
  type: StepTypeSchema,
  title: z.string(),
  titles: LocalizedTextSchema,
  config: StepConfigSchema,
});
export type Step = z.infer<typeof StepSchema>;

export const CategorySchema = z.object({
  id: z.string(),
  title: z.string(),
  titles: LocalizedTextSchema,
  position: z.int(),
  steps: z.array(StepSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Category = z.infer<typeof CategorySchema>;

export const StepInputSchema = z.object({
  /** Kept when given, so a step keeps its identity across saves; generated otherwise. */
  id: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
  type: StepTypeSchema,
  titles: z._default(LocalizedTitleSchema, {}),
  config: z._default(StepConfigSchema, {}),
});
export type StepInput = z.infer<typeof StepInputSchema>;

export const CreateCategoryBodySchema = z.object({
  titles: LocalizedTitleSchema,
  steps: z._default(z.array(StepInputSchema).check(z.maxLength(MAX_STEPS_PER_CATEGORY)), []),
});
export type CreateCategoryBody = z.infer<typeof CreateCategoryBodySchema>;

export const UpdateCategoryBodySchema = z.object({
  titles: z.optional(LocalizedTitleSchema),
  /** Replaces the whole ordered list. */
  steps: z.optional(z.array(StepInputSchema).check(z.maxLength(MAX_STEPS_PER_CATEGORY))),
});
export type UpdateCategoryBody = z.infer<typeof UpdateCategoryBodySchema>;

export const ReorderCategoriesBodySchema = z.object({
  ids: z.array(z.string().check(z.maxLength(64))).check(z.maxLength(MAX_CATEGORIES_PER_PROGRAM)),
});

export const TagSchema = z.object({
  id: z.string(),
  name: z.string(),
  color: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Tag = z.infer<typeof TagSchema>;

const TagNameSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(60));

export const CreateTagBodySchema = z.object({ name: TagNameSchema, color: z.optional(HexColourSchema) });
export type CreateTagBody = z.infer<typeof CreateTagBodySchema>;

export const UpdateTagBodySchema = z.partial(CreateTagBodySchema);
export type UpdateTagBody = z.infer<typeof UpdateTagBodySchema>;

const SnapshotSchema = z.nullable(z.record(z.string(), z.unknown()));

/** One change in a program: who, what, and the changed values before and after. */
export const ProgramLogSchema = z.object({
  id: z.string(),
  action: z.string(),
  entity: z.enum(['program', 'category', 'tag', 'collaborator', 'session', 'vote_session', 'gallery']),
  entityId: z.nullable(z.string()),
  user: z.nullable(z.object({ id: z.string(), name: z.string() })),
  before: SnapshotSchema,
  after: SnapshotSchema,
  createdAt: z.string(),
});
export type ProgramLog = z.infer<typeof ProgramLogSchema>;
