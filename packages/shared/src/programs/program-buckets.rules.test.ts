import { describe, expect, it } from 'vitest';
import { addProgram, moveProgram, type ProgramBuckets, removeDeletedProgram } from './program-buckets.rules';

type P = { id: string; title: string };
const p = (id: string): P => ({ id, title: id.toUpperCase() });
const buckets = (): ProgramBuckets<P> => ({
  active: { total: 12, list: [p('a1'), p('a2')] },
  archived: { total: 1, list: [p('r1')] },
  deleted: { total: 2, list: [p('d1'), p('d2')] },
});

describe('moveProgram', () => {
  it('takes the program out of its bucket and puts it first in the new one, adjusting both totals', () => {
    const start = buckets();
    const moved = moveProgram(start, { ...p('a2'), title: 'renamed' }, 'active', 'archived');
    expect(moved.active).toEqual({ total: 11, list: [p('a1')] });
    expect(moved.archived).toEqual({ total: 2, list: [{ id: 'a2', title: 'renamed' }, p('r1')] });
    expect(moved.deleted).toBe(start.deleted);
    expect(start).toEqual(buckets());
  });

  it('lowers the previous total even when the program was not on the loaded page', () => {
    const moved = moveProgram(buckets(), p('a99'), 'active', 'deleted');
    expect(moved.active.total).toBe(11);
    expect(moved.deleted.list[0]).toEqual(p('a99'));
    expect(
      moveProgram({ ...buckets(), archived: { total: 0, list: [] } }, p('x'), 'archived', 'active').archived.total,
    ).toBe(0);
  });

  it('changes nothing when the bucket stays the same', () => {
    const start = buckets();
    expect(moveProgram(start, p('a1'), 'active', 'active')).toBe(start);
  });
});

describe('addProgram and removeDeletedProgram', () => {
  it('adds first in active with total + 1', () => {
    const start = buckets();
    const added = addProgram(start, p('new'));
    expect(added.active).toEqual({ total: 13, list: [p('new'), p('a1'), p('a2')] });
    expect(start.active.total).toBe(12);
  });

  it('removes from deleted with total - 1', () => {
    const removed = removeDeletedProgram(buckets(), 'd1');
    expect(removed.deleted).toEqual({ total: 1, list: [p('d2')] });
    expect(removed.active).toEqual(buckets().active);
  });
});
