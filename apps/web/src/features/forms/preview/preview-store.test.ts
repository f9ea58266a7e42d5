import type { Field } from '@opencall/shared/forms';
import { describe, expect, it } from 'vitest';
import { PreviewStore } from './preview-store';

const fields: Field[] = [
  { reference: 'name', type: 'text', title: 'Nom' },
  { reference: 'cv', type: 'file', title: 'CV' },
  {
    reference: 'group',
    type: 'simple-questions-group',
    title: 'Annexes',
    fields: [{ reference: 'doc', type: 'file', title: 'Pièce' }],
  },
];

describe('PreviewStore server errors', () => {
  it("shows the server's refusal on its field until that field changes", () => {
    const store = new PreviewStore(fields, [], { cv: { key: 'k', name: 'x.pdf' } });
    let emitted = 0;
    store.subscribe(() => emitted++);
    store.setServerErrors({ cv: 'Ce fichier ne peut pas être utilisé ici', 'group.1.doc': 'Pas celui-ci' });
    expect(store.serverError('cv')).toBe('Ce fichier ne peut pas être utilisé ici');
    expect(store.serverError('group.1.doc')).toBe('Pas celui-ci');
    // The same errors again (a page render) change nothing.
    const before = emitted;
    store.setServerErrors({ 'group.1.doc': 'Pas celui-ci', cv: 'Ce fichier ne peut pas être utilisé ici' });
    expect(emitted).toBe(before);
    // Another field changing leaves it; the field changing clears it, and only its own.
    store.set('name', 'Ada');
    expect(store.serverError('cv')).toBeDefined();
    store.set('cv', null);
    expect(store.serverError('cv')).toBeUndefined();
    expect(store.serverError('group.1.doc')).toBe('Pas celui-ci');
    store.set('group', [{}, {}]);
    expect(store.serverError('group.1.doc')).toBeUndefined();
    store.dispose();
  });
});
