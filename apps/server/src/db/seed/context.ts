import type { Locale } from '@opencall/shared/common';
import type { Storage } from '../../adapters/storage';
import type { Tx } from '../client';

/** A demo platform as the parts see it. */
export interface DemoPlatform {
  id: string;
  name: string;
  slug: string;
  supportedLangs: Locale[];
}

/** A seeded applicant: an account that joined the demo platform. */
export interface DemoPerson {
  id: string;
  firstname: string;
  lastname: string;
  email: string;
  locale: 'fr' | 'en';
}

/** A seeded program, with what the applications part needs to answer its forms. */
export interface DemoProgram {
  id: string;
  platformId: string;
  slug: string;
  openingAt: Date;
  closingAt: Date;
  categories: { id: string; steps: { id: string; type: string; formId?: string }[] }[];
  /** Tag ids by name. */
  tags: Record<string, string>;
}

/**
 * What every part of the demo seed receives, and what earlier parts left for later ones. Parts run in
 * one transaction, in the order of `DEMO_SEED_PARTS`, on a database that had no platform.
 */
export interface DemoSeedContext {
  db: Tx;
  storage: Storage;
  /** Every date of the demo is relative to this moment. */
  now: Date;
  platforms: { demo: DemoPlatform; other: DemoPlatform };
  /** The demo administrator (DEMO_ADMIN): author of the programs and of the organizers' comments. */
  adminId: string;
  /** Filled by the people part. */
  people: DemoPerson[];
  /** Filled by the programs part, by role in the demo. */
  programs: Partial<Record<'open' | 'closingSoon' | 'closed' | 'other', DemoProgram>>;
}

export const DAY_MS = 86_400_000;

/** `now` moved by a number of days (negative: in the past). */
export const daysFrom = (now: Date, days: number) => new Date(now.getTime() + days * DAY_MS);
