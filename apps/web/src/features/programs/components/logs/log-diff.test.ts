import { describe, expect, it } from 'vitest';
import { changedFields, formatValue, subjectOf } from './log-diff';

describe('changedFields', () => {
  it('keeps only the fields whose value changed', () => {
    const log = { before: { name: 'Ada', roles: ['jury'] }, after: { name: 'Ada', roles: ['collaborator'] } };
    expect(changedFields(log)).toEqual([{ field: 'roles', before: ['jury'], after: ['collaborator'] }]);
  });

  it('shows every field of a creation or a deletion', () => {
    expect(changedFields({ before: null, after: { name: 'Bio', color: '#000000' } })).toEqual([
      { field: 'name', before: null, after: 'Bio' },
      { field: 'color', before: null, after: '#000000' },
    ]);
    expect(changedFields({ before: { name: 'Bio' }, after: null })).toEqual([
      { field: 'name', before: 'Bio', after: null },
    ]);
  });
});

describe('formatValue and subjectOf', () => {
  it('writes lists, objects and nothing as text', () => {
    expect(formatValue(['jury', 'collaborator'])).toBe('jury, collaborator');
    expect(formatValue({ fr: 'Titre', en: 'Title' })).toBe('fr: Titre\nen: Title');
    expect(formatValue({ min: 1 })).toBe('{"min":1}');
    expect(formatValue(null)).toBe('');
    expect(formatValue(true)).toBe('true');
  });

  it('names the entry by its name, else its email', () => {
    expect(subjectOf({ before: { name: 'Old' }, after: { name: 'New' } })).toBe('New');
    expect(subjectOf({ before: { name: '', email: 'a@b.org' }, after: null })).toBe('a@b.org');
    expect(subjectOf({ before: { color: '#000000' }, after: { color: '#ffffff' } })).toBe('');
  });
});
