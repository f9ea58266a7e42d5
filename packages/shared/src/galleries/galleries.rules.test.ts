import { describe, expect, it } from 'vitest';
import { appendEntries, duplicateIds, galleryPublicPath } from './galleries.rules';
import { MAX_GALLERY_ENTRIES, ReplaceGalleryEntriesBodySchema, UpdateGalleryBodySchema } from './galleries.schemas';

describe('duplicateIds', () => {
  it('names each id given twice, once', () => {
    expect(duplicateIds(['a', 'b', 'a', 'c', 'a', 'b'])).toEqual(['a', 'b']);
    expect(duplicateIds(['a', 'b'])).toEqual([]);
  });
});

describe('appendEntries', () => {
  it('keeps the current order and adds only new ids at the end', () => {
    expect(appendEntries(['a', 'b'], ['c', 'a', 'd'])).toEqual(['a', 'b', 'c', 'd']);
  });

  it('stops at the gallery limit', () => {
    const current = Array.from({ length: MAX_GALLERY_ENTRIES - 1 }, (_, index) => `id${index}`);
    expect(appendEntries(current, ['x', 'y'])).toHaveLength(MAX_GALLERY_ENTRIES);
    expect(appendEntries(current, ['x', 'y']).at(-1)).toBe('x');
  });
});

describe('galleryPublicPath', () => {
  it('is the program page with the gallery in its query (SPEC §2)', () => {
    expect(galleryPublicPath('fr', 'bourses-2026', 'abc')).toBe('/fr/applications/bourses-2026?type=gallery&id=abc');
  });
});

describe('gallery bodies', () => {
  it('refuses more than 500 entries and ids that are not uuids', () => {
    const id = '2b1f4c1e-8d1a-4e53-9a55-3f0f2c7b9d10';
    expect(ReplaceGalleryEntriesBodySchema.safeParse({ applicationIds: [id] }).success).toBe(true);
    expect(ReplaceGalleryEntriesBodySchema.safeParse({ applicationIds: ['x'] }).success).toBe(false);
    expect(
      ReplaceGalleryEntriesBodySchema.safeParse({ applicationIds: Array(MAX_GALLERY_ENTRIES + 1).fill(id) }).success,
    ).toBe(false);
  });

  it('refuses an unknown layout and a blank name', () => {
    expect(UpdateGalleryBodySchema.safeParse({ layout: 'carousel' }).success).toBe(false);
    expect(UpdateGalleryBodySchema.safeParse({ name: '   ' }).success).toBe(false);
    expect(UpdateGalleryBodySchema.safeParse({ layout: 'list', published: true }).success).toBe(true);
  });
});
