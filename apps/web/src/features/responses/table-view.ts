/**
 * SPEC §3 table view: rows ticked one by one (`selectedItems`), or every row of the current filter
 * (`fullSelect`) minus the ones unticked since, counted as `totalFullSelectCount`.
 */
export interface TableView {
  selectedItems: string[];
  fullSelect: boolean;
  /** Rows unticked while `fullSelect` is on. */
  excluded: string[];
  totalFullSelectCount: number;
}

export const EMPTY_VIEW: TableView = { selectedItems: [], fullSelect: false, excluded: [], totalFullSelectCount: 0 };

export function isSelected(view: TableView, id: string): boolean {
  return view.fullSelect ? !view.excluded.includes(id) : view.selectedItems.includes(id);
}

export function toggleRow(view: TableView, id: string): TableView {
  if (view.fullSelect) {
    const excluded = view.excluded.includes(id) ? view.excluded.filter((x) => x !== id) : [...view.excluded, id];
    return { ...view, excluded };
  }
  const selectedItems = view.selectedItems.includes(id)
    ? view.selectedItems.filter((x) => x !== id)
    : [...view.selectedItems, id];
  return { ...view, selectedItems };
}

/** The page's header box: ticks (or unticks) every row of the page. */
export function togglePage(view: TableView, pageIds: readonly string[]): TableView {
  const all = pageIds.every((id) => isSelected(view, id));
  if (view.fullSelect) {
    const excluded = all
      ? [...new Set([...view.excluded, ...pageIds])]
      : view.excluded.filter((id) => !pageIds.includes(id));
    return { ...view, excluded };
  }
  const selectedItems = all
    ? view.selectedItems.filter((id) => !pageIds.includes(id))
    : [...new Set([...view.selectedItems, ...pageIds])];
  return { ...view, selectedItems };
}

export function selectAll(total: number): TableView {
  return { selectedItems: [], fullSelect: true, excluded: [], totalFullSelectCount: total };
}

export function selectedCount(view: TableView): number {
  return view.fullSelect ? view.totalFullSelectCount - view.excluded.length : view.selectedItems.length;
}
