import { randomBytes, randomUUID } from 'node:crypto';
import type { RoleKey } from '@opencall/shared/auth';
import type { Locale } from '@opencall/shared/common';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import {
  applications,
  categories,
  platformMemberships,
  platforms,
  programs,
  roles,
  userRoles,
  users,
} from '../src/db/schema';
import { createPlatform as createPlatformWithRoles } from '../src/db/seed/platforms';
import { hashPassword } from '../src/modules/auth/passwords';

export interface PlatformOverrides {
  name?: string;
  slug?: string;
  domains?: string[];
  supportedLangs?: Locale[];
  deleted?: boolean;
  theme?: { primaryColor: string; secondaryColor: string };
}

/** A platform answering on `<slug>.test` (or the given domains), with its default theme. */
export async function createPlatform(db: Db, overrides: PlatformOverrides = {}) {
  const slug = overrides.slug ?? `p-${randomBytes(4).toString('hex')}`;
  const input = {
    name: overrides.name ?? `Platform ${slug}`,
    slug,
    domains: overrides.domains ?? [`${slug}.test`],
    supportedLangs: overrides.supportedLangs ?? (['fr', 'en'] as Locale[]),
    deleted: overrides.deleted ?? false,
  };
  const theme = overrides.theme ?? { primaryColor: '#18347e', secondaryColor: '#2c77ff' };
  const id = await createPlatformWithRoles(db, input, theme);
  return { id, ...input, host: input.domains[0] ?? `${slug}.localhost`, theme };
}

export async function markPlatformDeleted(db: Db, platformId: string) {
  await db.update(platforms).set({ deleted: true }).where(eq(platforms.id, platformId));
}

export const TEST_PASSWORD = 'correct horse battery staple';

export interface UserOverrides {
  email?: string;
  firstname?: string;
  lastname?: string;
  password?: string | null;
  superAdmin?: boolean;
  verified?: boolean;
  /** Platform-level roles on `platformId` (a membership is created with them). */
  roleKeys?: RoleKey[];
  membership?: 'active' | 'revoked' | 'none';
}

/** A user with a real argon2 hash of TEST_PASSWORD, a membership on the platform and the given roles. */
export async function createUser(db: Db, platformId: string, overrides: UserOverrides = {}) {
  const email = overrides.email ?? `user-${randomBytes(4).toString('hex')}@example.org`;
  const password = overrides.password === undefined ? TEST_PASSWORD : overrides.password;
  const [user] = await db
    .insert(users)
    .values({
      email,
      firstname: overrides.firstname ?? 'Ada',
      lastname: overrides.lastname ?? 'Lovelace',
      passwordHash: password ? await hashPassword(password) : null,
      superAdmin: overrides.superAdmin ?? false,
      emailVerifiedAt: overrides.verified === false ? null : new Date(),
    })
    .returning();
  if (!user) throw new Error('user insert failed');
  if (overrides.membership !== 'none') {
    await db
      .insert(platformMemberships)
      .values({ platformId, userId: user.id, status: overrides.membership ?? 'active' });
  }
  for (const key of overrides.roleKeys ?? []) {
    const [role] = await db
      .select()
      .from(roles)
      .where(and(eq(roles.platformId, platformId), eq(roles.key, key)));
    if (!role) throw new Error(`no role ${key}`);
    await db.insert(userRoles).values({ platformId, userId: user.id, roleId: role.id });
  }
  return { ...user, password: password ?? '' };
}

export interface ProgramOverrides {
  slug?: string;
  titles?: Record<string, string>;
  descriptions?: Record<string, string>;
  defaultLang?: Locale;
  supportedLangs?: Locale[];
  status?: 'active' | 'archived' | 'deleted';
  publishedAt?: Date | null;
  createdAt?: Date;
  openingAt?: Date | null;
  closingAt?: Date | null;
  visibility?: 'public' | 'private';
  features?: Record<string, boolean>;
}

/** A program of the platform, active by default; a `deleted` one sits in the trash, restorable to active. */
export async function createProgram(db: Db, platformId: string, overrides: ProgramOverrides = {}) {
  const slug = overrides.slug ?? `program-${randomBytes(4).toString('hex')}`;
  const status = overrides.status ?? 'active';
  const [program] = await db
    .insert(programs)
    .values({
      platformId,
      slug,
      titles: overrides.titles ?? { fr: `Programme ${slug}`, en: `Program ${slug}` },
      descriptions: overrides.descriptions ?? {},
      defaultLang: overrides.defaultLang ?? 'fr',
      supportedLangs: overrides.supportedLangs ?? ['fr', 'en'],
      status,
      statusBeforeDelete: status === 'deleted' ? 'active' : null,
      deletedAt: status === 'deleted' ? new Date() : null,
      publishedAt: overrides.publishedAt ?? null,
      openingAt: overrides.openingAt ?? null,
      closingAt: overrides.closingAt ?? null,
      visibility: overrides.visibility ?? 'public',
      features: overrides.features ?? {},
      ...(overrides.createdAt && { createdAt: overrides.createdAt }),
    })
    .returning();
  if (!program) throw new Error('program insert failed');
  return program;
}

export interface CategoryOverrides {
  titles?: Record<string, string>;
  position?: number;
  steps?: { id?: string; type: 'form' | 'textarea' | 'validation'; titles?: Record<string, string>; config?: object }[];
}

/** A category of the program with one filled textarea step unless steps are given (so it passes the publish check). */
export async function createCategory(db: Db, platformId: string, programId: string, overrides: CategoryOverrides = {}) {
  const steps = (overrides.steps ?? [{ type: 'textarea', config: { content: '<p>Tell us about you</p>' } }]).map(
    (step) => ({ id: step.id ?? randomUUID(), type: step.type, titles: step.titles ?? {}, config: step.config ?? {} }),
  );
  const [category] = await db
    .insert(categories)
    .values({
      platformId,
      programId,
      titles: overrides.titles ?? { fr: 'Catégorie', en: 'Category' },
      position: overrides.position ?? 0,
      steps,
    })
    .returning();
  if (!category) throw new Error('category insert failed');
  return category;
}

export interface ApplicationOverrides {
  categoryId?: string | null;
  applicantId?: string | null;
  status?: 'draft' | 'submitted' | 'accepted' | 'rejected';
  createdAt?: Date;
  submittedAt?: Date | null;
  deletedAt?: Date | null;
}

/** An application to the program, a draft started now unless told otherwise. */
export async function createApplication(
  db: Db,
  platformId: string,
  programId: string,
  overrides: ApplicationOverrides = {},
) {
  const status = overrides.status ?? 'draft';
  const [application] = await db
    .insert(applications)
    .values({
      platformId,
      programId,
      categoryId: overrides.categoryId ?? null,
      applicantId: overrides.applicantId ?? null,
      status,
      createdAt: overrides.createdAt ?? new Date(),
      submittedAt: overrides.submittedAt !== undefined ? overrides.submittedAt : status === 'draft' ? null : new Date(),
      deletedAt: overrides.deletedAt ?? null,
    })
    .returning();
  if (!application) throw new Error('application insert failed');
  return application;
}
