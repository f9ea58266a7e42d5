import type { Locale } from '@opencall/shared/common';
import { DEFAULT_PRIMARY_COLOR, DEFAULT_SECONDARY_COLOR, type Platform } from '@opencall/shared/platforms';
import { and, arrayContains, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { platforms, themes } from '../../db/schema/platforms';

const platformColumns = {
  id: platforms.id,
  name: platforms.name,
  slug: platforms.slug,
  domains: platforms.domains,
  deleted: platforms.deleted,
  supportedLangs: platforms.supportedLangs,
  themeReference: platforms.themeReference,
  themeConfig: themes.config,
};

type PlatformRow = {
  id: string;
  name: string;
  slug: string;
  domains: string[];
  deleted: boolean;
  supportedLangs: string[];
  themeReference: string;
  themeConfig: { primaryColor: string; secondaryColor: string } | null;
};

function toPlatform(row: PlatformRow): Platform {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    domainToUse: row.domains[0] ?? `${row.slug}.localhost`,
    deleted: row.deleted,
    supportedLangs: row.supportedLangs as Locale[],
    themeReference: row.themeReference,
    theme: row.themeConfig ?? { primaryColor: DEFAULT_PRIMARY_COLOR, secondaryColor: DEFAULT_SECONDARY_COLOR },
  };
}

function selectPlatform(db: Db) {
  return db
    .select(platformColumns)
    .from(platforms)
    .leftJoin(themes, and(eq(themes.platformId, platforms.id), eq(themes.reference, platforms.themeReference)));
}

/** Tenant resolution: the platform that lists this host name among its domains. */
export async function findByDomain(db: Db, host: string): Promise<Platform | undefined> {
  const [row] = await selectPlatform(db)
    .where(arrayContains(platforms.domains, [host]))
    .limit(1);
  return row && toPlatform(row);
}

/** Tenant resolution: `<slug>.localhost` and the default platform. */
export async function findBySlug(db: Db, slug: string): Promise<Platform | undefined> {
  const [row] = await selectPlatform(db).where(eq(platforms.slug, slug)).limit(1);
  return row && toPlatform(row);
}

export async function findTheme(db: Db, platformId: string, reference: string) {
  const [row] = await db
    .select({ reference: themes.reference, config: themes.config })
    .from(themes)
    .where(and(eq(themes.platformId, platformId), eq(themes.reference, reference)))
    .limit(1);
  return row;
}

export async function listIds(db: Db): Promise<string[]> {
  const rows = await db.select({ id: platforms.id }).from(platforms);
  return rows.map((row) => row.id);
}

/** The installation's platforms, for its operator: name and the domain its links use. */
export async function listForOperator(db: Db): Promise<{ id: string; name: string; domain: string }[]> {
  const rows = await db
    .select({ id: platforms.id, name: platforms.name, slug: platforms.slug, domains: platforms.domains })
    .from(platforms)
    .orderBy(platforms.name);
  return rows.map((row) => ({ id: row.id, name: row.name, domain: row.domains[0] ?? `${row.slug}.localhost` }));
}

export async function count(db: Db): Promise<number> {
  return db.$count(platforms);
}

/** Who answers for the platform: what the default legal texts name (null when never given). */
export async function findContact(
  db: Db,
  platformId: string,
): Promise<{ contactEmail: string | null; postalAddress: string | null }> {
  const [row] = await db
    .select({ contactEmail: platforms.contactEmail, postalAddress: platforms.postalAddress })
    .from(platforms)
    .where(eq(platforms.id, platformId))
    .limit(1);
  return row ?? { contactEmail: null, postalAddress: null };
}

export async function insertWithTheme(
  db: Db,
  input: {
    name: string;
    slug: string;
    domains: string[];
    supportedLangs: Locale[];
    deleted?: boolean;
    contactEmail?: string | null;
    postalAddress?: string | null;
  },
  theme: { primaryColor: string; secondaryColor: string },
): Promise<string> {
  return db.transaction(async (tx) => {
    const [platform] = await tx.insert(platforms).values(input).returning({ id: platforms.id });
    if (!platform) throw new Error('platform insert returned nothing');
    await tx.insert(themes).values({ platformId: platform.id, reference: 'default', config: theme });
    return platform.id;
  });
}

export async function findMfaRequirement(db: Db, platformId: string): Promise<boolean> {
  const [row] = await db
    .select({ required: platforms.mfaRequiredForAdmins })
    .from(platforms)
    .where(eq(platforms.id, platformId))
    .limit(1);
  return row?.required ?? false;
}

export async function updateMfaRequirement(db: Db, platformId: string, required: boolean): Promise<void> {
  await db
    .update(platforms)
    .set({ mfaRequiredForAdmins: required, updatedAt: new Date() })
    .where(eq(platforms.id, platformId));
}
