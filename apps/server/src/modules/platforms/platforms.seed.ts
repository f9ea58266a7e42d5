import type { Locale } from '@opencall/shared/common';
import type { Db } from '../../db/client';
import * as platformsRepository from './platforms.repository';

/** The two demo platforms of `npm start`: one on localhost, one on other.localhost. */
export const DEMO_PLATFORMS = [
  {
    name: 'OpenCall Démo',
    slug: 'demo',
    domains: ['localhost', '127.0.0.1'],
    supportedLangs: ['fr', 'en', 'es', 'de', 'nl', 'it', 'pl', 'pt', 'ca', 'ru'] as Locale[],
    theme: { primaryColor: '#18347e', secondaryColor: '#2c77ff' },
  },
  {
    name: 'Other Foundation',
    slug: 'other',
    domains: ['other.localhost'],
    supportedLangs: ['en', 'nl', 'it'] as Locale[],
    theme: { primaryColor: '#7a1f5c', secondaryColor: '#f2b134' },
  },
] as const;

/** Creates the demo platforms on an empty database; does nothing once any platform exists. */
export async function seedDemoPlatforms(db: Db): Promise<boolean> {
  if ((await platformsRepository.count(db)) > 0) return false;
  for (const { theme, ...platform } of DEMO_PLATFORMS) {
    await platformsRepository.insertWithTheme(
      db,
      { ...platform, supportedLangs: [...platform.supportedLangs], domains: [...platform.domains] },
      theme,
    );
  }
  return true;
}
