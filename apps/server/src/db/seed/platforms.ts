import type { Locale } from '@opencall/shared/common';
import { ensureBuiltinRoles, seedDemoAdmin } from '../../modules/auth';
import { countPlatforms, insertPlatformWithTheme, listPlatformIds } from '../../modules/platforms';
import type { Db } from '../client';

// A platform comes with its built-in roles: platforms and auth meet here, above both modules, so
// neither imports the other for it.

/** The two demo platforms of `npm start`: one on localhost, one on other.localhost. */
export const DEMO_PLATFORMS = [
  {
    name: 'OpenCall Démo',
    slug: 'demo',
    domains: ['localhost', '127.0.0.1'],
    supportedLangs: ['fr', 'en', 'es', 'de', 'nl', 'it', 'pl', 'pt', 'ca', 'ru'] as Locale[],
    contactEmail: 'contact@demo.localhost',
    postalAddress: '12 rue des Lilas, 69003 Lyon, France',
    theme: { primaryColor: '#18347e', secondaryColor: '#2c77ff' },
  },
  {
    name: 'Other Foundation',
    slug: 'other',
    domains: ['other.localhost'],
    supportedLangs: ['en', 'nl', 'it'] as Locale[],
    contactEmail: 'hello@other.localhost',
    postalAddress: 'Herengracht 100, 1015 BS Amsterdam, Netherlands',
    theme: { primaryColor: '#7a1f5c', secondaryColor: '#f2b134' },
  },
] as const;

/** Creates the demo platforms and their administrator on an empty database; does nothing once any platform exists. */
export async function seedDemoPlatforms(db: Db): Promise<boolean> {
  if ((await countPlatforms(db)) > 0) return false;
  const ids: string[] = [];
  for (const { theme, ...platform } of DEMO_PLATFORMS) {
    const input = { ...platform, supportedLangs: [...platform.supportedLangs], domains: [...platform.domains] };
    ids.push(await createPlatform(db, input, theme));
  }
  await seedDemoAdmin(db, ids);
  return true;
}

/** A platform with its default theme and the built-in roles. */
export async function createPlatform(
  db: Db,
  input: Parameters<typeof insertPlatformWithTheme>[1],
  theme: Parameters<typeof insertPlatformWithTheme>[2],
): Promise<string> {
  const id = await insertPlatformWithTheme(db, input, theme);
  await ensureBuiltinRoles(db, id);
  return id;
}

/** Platforms created before a built-in role existed get it at start-up (idempotent). */
export async function ensureRolesOnEveryPlatform(db: Db): Promise<void> {
  for (const id of await listPlatformIds(db)) await ensureBuiltinRoles(db, id);
}
