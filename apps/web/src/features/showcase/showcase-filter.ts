import type { ShowcaseEntry } from '@opencall/shared/showcase';

/** Lower case without accents: "Élodie" is found by "elodie". */
const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** A word of the search found in the entry's text: a number only as a whole word ("2" is not in "A2F9"). */
function holds(haystack: string, tokens: ReadonlySet<string>, word: string): boolean {
  return /^\d+$/.test(word) ? tokens.has(word) : haystack.includes(word);
}

/**
 * The entries a visitor asked for: in the category (all without one), and holding every word of
 * the search in their title, name, category, reference or shown answers. The order is kept.
 */
export function filterEntries(
  entries: readonly ShowcaseEntry[],
  search: string,
  categoryId: string | null,
): ShowcaseEntry[] {
  const words = folded(search).split(/\s+/).filter(Boolean);
  return entries.filter((entry) => {
    if (categoryId && entry.categoryId !== categoryId) return false;
    if (words.length === 0) return true;
    const haystack = folded(
      [entry.title, entry.name, entry.category, entry.reference, ...entry.answers.map((answer) => answer.text)].join(
        ' ',
      ),
    );
    const tokens = new Set(haystack.split(/[^\p{L}\p{N}]+/u));
    return words.every((word) => holds(haystack, tokens, word));
  });
}

/** The categories the entries belong to, once each, in the order they first appear. */
export function entryCategories(entries: readonly ShowcaseEntry[]): { id: string; title: string }[] {
  const seen = new Map<string, string>();
  for (const entry of entries)
    if (entry.categoryId && !seen.has(entry.categoryId)) seen.set(entry.categoryId, entry.category);
  return [...seen].map(([id, title]) => ({ id, title }));
}
