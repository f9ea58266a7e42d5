import type { Locale } from '@opencall/shared/common';
import type { PlatformPageKind } from '@opencall/shared/platforms';
import { ca } from './ca';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { it } from './it';
import { nl } from './nl';
import { pl } from './pl';
import { pt } from './pt';
import { ru } from './ru';

/**
 * One language's default legal texts: rich text (the editor's allow-list) with `{{name}}`, `{{site}}`,
 * `{{contact}}` and `{{address}}` left to fill, and what stands in for a contact or address never given.
 */
export interface LegalDefaults {
  pages: Record<PlatformPageKind, string>;
  missing: { contact: string; address: string };
}

const DEFAULTS: Record<Locale, LegalDefaults> = { fr, en, nl, es, de, it, pl, pt, ca, ru };

/** What the texts name: the platform, its address on the web, and who answers for it. */
export interface LegalFacts {
  name: string;
  domain: string;
  contactEmail: string | null;
  postalAddress: string | null;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The default text of a legal page in `lang`, filled with the platform's facts: what the portal shows
 * and the editor starts from until the platform writes its own (an edit replaces it whole).
 */
export function defaultLegalPage(kind: PlatformPageKind, lang: Locale, facts: LegalFacts): string {
  const { pages, missing } = DEFAULTS[lang];
  const email = facts.contactEmail?.trim();
  const values: Record<string, string> = {
    name: escapeHtml(facts.name),
    site: escapeHtml(facts.domain),
    contact: email ? `<a href="mailto:${escapeHtml(email)}">${escapeHtml(email)}</a>` : missing.contact,
    address: facts.postalAddress?.trim() ? escapeHtml(facts.postalAddress.trim()) : missing.address,
  };
  return pages[kind].replace(/\{\{(name|site|contact|address)\}\}/g, (_, key: string) => values[key] ?? '');
}
