import { randomBytes } from 'node:crypto';
import type { Locale } from '@opencall/shared/common';
import { eq } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { platforms } from '../src/db/schema';
import * as platformsRepository from '../src/modules/platforms/platforms.repository';

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
  const id = await platformsRepository.insertWithTheme(db, input, theme);
  return { id, ...input, host: input.domains[0] ?? `${slug}.localhost`, theme };
}

export async function markPlatformDeleted(db: Db, platformId: string) {
  await db.update(platforms).set({ deleted: true }).where(eq(platforms.id, platformId));
}
