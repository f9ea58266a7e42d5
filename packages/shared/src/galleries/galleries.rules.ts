import { MAX_GALLERY_ENTRIES } from './galleries.schemas';

/** The ids given more than once, each once, in order of their second appearance. */
export function duplicateIds(ids: readonly string[]): string[] {
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const id of ids) (seen.has(id) ? twice : seen).add(id);
  return [...twice];
}

/**
 * `current` followed by the `added` ids it does not hold yet, cut at the gallery's limit: what an
 * organizer's "add" does to the ordered list (those already in keep their place).
 */
export function appendEntries(current: readonly string[], added: readonly string[]): string[] {
  return [...new Set([...current, ...added])].slice(0, MAX_GALLERY_ENTRIES);
}

/** SPEC §2: the portal's address of a gallery, on its program's page. */
export function galleryPublicPath(locale: string, programSlug: string, galleryId: string): string {
  return `/${locale}/applications/${programSlug}?type=gallery&id=${encodeURIComponent(galleryId)}`;
}
