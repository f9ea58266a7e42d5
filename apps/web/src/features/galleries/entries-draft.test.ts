import type { GalleryEntryRow } from '@opencall/shared/galleries';
import { describe, expect, it } from 'vitest';
import { addEntries, moveEntry } from './entries-draft';

const row = (id: string): GalleryEntryRow => ({
  applicationId: id,
  reference: id.toUpperCase(),
  name: `Name ${id}`,
  status: 'accepted',
  category: '',
});

describe('moveEntry', () => {
  it('moves a row up or down one place, and nothing past an end', () => {
    expect(moveEntry(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveEntry(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveEntry(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveEntry(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });
});

describe('addEntries', () => {
  it('appends only new rows, keeping the draft’s own', () => {
    const draft = [row('a'), row('b')];
    const added = addEntries(draft, [{ ...row('b'), name: 'Other' }, row('c')]);
    expect(added.map((item) => item.applicationId)).toEqual(['a', 'b', 'c']);
    expect(added[1]?.name).toBe('Name b');
  });
});
