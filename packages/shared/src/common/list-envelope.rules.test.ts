import { describe, expect, it } from 'vitest';
import { withoutItem } from './list-envelope.rules';

const list = {
  data: [{ id: 'a' }, { id: 'b' }, { id: 'c' }],
  pagination: { page: 1, perPage: 3, total: 7, totalFiltred: 4, nbPages: 2, lastId: 'c' },
};

describe('withoutItem', () => {
  it('removes the item and lowers both totals and the page count', () => {
    expect(withoutItem(list, 'c')).toEqual({
      data: [{ id: 'a' }, { id: 'b' }],
      pagination: { page: 1, perPage: 3, total: 6, totalFiltred: 3, nbPages: 1, lastId: 'b' },
    });
  });

  it('leaves a list that does not hold the item untouched', () => {
    expect(withoutItem(list, 'z')).toBe(list);
  });
});
