import { describe, expect, it } from 'vitest';
import { EMPTY_VIEW, isSelected, selectAll, selectedCount, togglePage, toggleRow } from './table-view';

describe('table view selection', () => {
  it('ticks rows and whole pages', () => {
    let view = toggleRow(EMPTY_VIEW, 'a');
    view = togglePage(view, ['a', 'b', 'c']);
    expect(view.selectedItems.sort()).toEqual(['a', 'b', 'c']);
    view = togglePage(view, ['a', 'b', 'c']);
    expect(selectedCount(view)).toBe(0);
  });

  it('selects every row across pages, minus the ones unticked afterwards', () => {
    let view = selectAll(250);
    expect(isSelected(view, 'anything')).toBe(true);
    view = toggleRow(view, 'x');
    expect(isSelected(view, 'x')).toBe(false);
    expect(selectedCount(view)).toBe(249);
    view = togglePage(view, ['y', 'z']);
    expect(selectedCount(view)).toBe(247);
    view = togglePage(view, ['y', 'z']);
    expect(selectedCount(view)).toBe(249);
  });
});
