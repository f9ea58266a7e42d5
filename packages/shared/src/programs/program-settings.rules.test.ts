import { describe, expect, it } from 'vitest';
import {
  PROGRAM_FEATURES,
  PublicInterfaceConfigInputSchema,
  withFeatureDefaults,
  withPublicConfigDefaults,
} from './program-settings.schemas';

describe('program settings defaults', () => {
  it('fills the features a program never saved and keeps the saved ones', () => {
    expect(withFeatureDefaults(null)).toEqual(PROGRAM_FEATURES);
    expect(withFeatureDefaults({ tags: false })).toEqual({ ...PROGRAM_FEATURES, tags: false });
  });

  it('fills the public page settings the same way', () => {
    expect(withPublicConfigDefaults({ showDates: false })).toMatchObject({ showDates: false, showCategories: true });
  });
});

describe('PublicInterfaceConfigInputSchema', () => {
  it('accepts http(s) and our own /api addresses for the cover image, nothing else', () => {
    for (const url of ['https://cdn.example.org/a.jpg', 'http://x.org/b.png', '/api/portal/platforms/p/files/stream/k'])
      expect(PublicInterfaceConfigInputSchema.safeParse({ coverImageUrl: url }).success, url).toBe(true);
    for (const url of ['javascript:alert(1)', 'data:image/png;base64,AAAA', '//evil.org/a.png', 'https://x.org/"a'])
      expect(PublicInterfaceConfigInputSchema.safeParse({ coverImageUrl: url }).success, url).toBe(false);
  });
});
