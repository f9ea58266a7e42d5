import { describe, expect, it } from 'vitest';
import { SLUG_PATTERN, slugify } from './slug';

describe('slugify', () => {
  it('drops accents, punctuation and case', () => {
    expect(slugify('  Appel à projets 2026 ! ')).toBe('appel-a-projets-2026');
  });
  it('always gives a slug the server accepts, or nothing', () => {
    for (const title of ['Été', '--x--', 'Ça va ?', '!!!']) {
      const slug = slugify(title);
      expect(slug === '' || SLUG_PATTERN.test(slug)).toBe(true);
    }
  });
});
