import { describe, expect, it } from 'vitest';
import {
  containerOf,
  createDraftField,
  type DraftField,
  moveDraft,
  ROOT,
  toDraft,
  toFields,
  uniqueReference,
} from './draft-fields';

const tree = (): DraftField[] =>
  toDraft([
    { reference: 'a', type: 'text' },
    { reference: 'g', type: 'questions-group', fields: [{ reference: 'b', type: 'email' }] },
    { reference: 'acc', type: 'accordion', sections: [{ name: 'S1', fields: [{ reference: 'c', type: 'number' }] }] },
  ]);

describe('draft fields', () => {
  it('round-trips fields without the editor keys', () => {
    const fields = tree();
    expect(toFields(fields)).toEqual([
      { reference: 'a', type: 'text' },
      { reference: 'g', type: 'questions-group', fields: [{ reference: 'b', type: 'email' }] },
      { reference: 'acc', type: 'accordion', sections: [{ name: 'S1', fields: [{ reference: 'c', type: 'number' }] }] },
    ]);
  });

  it('gives each new field the first free reference of its type', () => {
    const fields = toDraft([{ reference: 'text-1', type: 'text' }]);
    expect(uniqueReference(fields, 'text')).toBe('text-2');
    expect(createDraftField(fields, 'radio').options).toHaveLength(2);
  });

  it('moves a field into a group or a section, never into itself', () => {
    const fields = tree();
    const [a, g, acc] = fields as [DraftField, DraftField, DraftField];
    const inGroup = moveDraft(fields, a.key, g.key, 0);
    expect(containerOf(inGroup, a.key)).toBe(g.key);
    const inSection = moveDraft(fields, a.key, `${acc.key}#0`);
    expect(toFields(inSection)[1]?.sections?.[0]?.fields.map((f) => f.reference)).toEqual(['c', 'a']);
    expect(moveDraft(fields, g.key, g.key)).toBe(fields);
    expect(containerOf(fields, a.key)).toBe(ROOT);
  });
});
