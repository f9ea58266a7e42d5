import type { ShowcaseEntry } from '@opencall/shared/showcase';
import { describe, expect, it } from 'vitest';
import { entryCategories, filterEntries } from './showcase-filter';

const entry = (id: string, overrides: Partial<ShowcaseEntry> = {}): ShowcaseEntry => ({
  id,
  reference: id.toUpperCase(),
  title: `Projet ${id}`,
  name: '',
  categoryId: null,
  category: '',
  image: null,
  answers: [],
  ...overrides,
});

describe('filterEntries', () => {
  const entries = [
    entry('a', { name: 'Élodie Martin', categoryId: 'c1', category: 'Musique' }),
    entry('b', {
      categoryId: 'c2',
      category: 'Danse',
      answers: [{ reference: 'q', label: 'Q', text: 'Un ballet urbain', files: [] }],
    }),
    entry('c', { title: 'Fresque murale', categoryId: 'c1', category: 'Musique' }),
  ];

  it('keeps every entry, in order, without search or category', () => {
    expect(filterEntries(entries, '  ', null).map((item) => item.id)).toEqual(['a', 'b', 'c']);
  });

  it('finds words without case or accents, in names and shown answers', () => {
    expect(filterEntries(entries, 'elodie', null).map((item) => item.id)).toEqual(['a']);
    expect(filterEntries(entries, 'BALLET urbain', null).map((item) => item.id)).toEqual(['b']);
    expect(filterEntries(entries, 'ballet martin', null)).toEqual([]);
  });

  it('finds a number as a whole word, not inside a reference code', () => {
    const numbered = [
      entry('1', { title: 'Projet numéro 1', reference: 'A2F90B13' }),
      entry('2', { title: 'Projet numéro 2', reference: 'C0DE4411' }),
      entry('12', { title: 'Projet numéro 12', reference: 'FFEE0000' }),
    ];
    expect(filterEntries(numbered, 'Projet numéro 2', null).map((item) => item.id)).toEqual(['2']);
    expect(filterEntries(numbered, '12', null).map((item) => item.id)).toEqual(['12']);
    expect(filterEntries(numbered, 'a2f90', null).map((item) => item.id)).toEqual(['1']);
  });

  it('keeps only the chosen category', () => {
    expect(filterEntries(entries, '', 'c1').map((item) => item.id)).toEqual(['a', 'c']);
    expect(filterEntries(entries, 'fresque', 'c2')).toEqual([]);
  });
});

describe('entryCategories', () => {
  it('lists each category once, in order of appearance', () => {
    const entries = [
      entry('a', { categoryId: 'c2', category: 'Danse' }),
      entry('b'),
      entry('c', { categoryId: 'c1', category: 'Musique' }),
      entry('d', { categoryId: 'c2', category: 'Danse' }),
    ];
    expect(entryCategories(entries)).toEqual([
      { id: 'c2', title: 'Danse' },
      { id: 'c1', title: 'Musique' },
    ]);
  });
});
