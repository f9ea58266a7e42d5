import { describe, expect, it } from 'vitest';
import { myRanking } from './my-ranking';

describe('a juror’s own ranking', () => {
  it('orders by their totals, best first, ties sharing a rank, the unscored last in list order', () => {
    const rows = [
      { id: 'a', total: 40 },
      { id: 'b', total: null },
      { id: 'c', total: 90 },
      { id: 'd', total: 40 },
      { id: 'e', total: null },
      { id: 'f', total: 10 },
    ];
    expect(myRanking(rows).map(({ row, rank }) => [row.id, rank])).toEqual([
      ['c', 1],
      ['a', 2],
      ['d', 2],
      ['f', 4],
      ['b', null],
      ['e', null],
    ]);
    // The list itself is left as it was.
    expect(rows.map((row) => row.id)).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
  });
});
