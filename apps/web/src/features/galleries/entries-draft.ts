import type { GalleryEntryRow } from '@opencall/shared/galleries';
import { appendEntries } from '@opencall/shared/galleries';

/** The list with the row at `index` moved by `by` places (a move past an end changes nothing). */
export function moveEntry<T>(rows: readonly T[], index: number, by: -1 | 1): T[] {
  const target = index + by;
  if (index < 0 || index >= rows.length || target < 0 || target >= rows.length) return [...rows];
  const next = [...rows];
  const [row] = next.splice(index, 1);
  next.splice(target, 0, row as T);
  return next;
}

/** The draft followed by the added rows it does not hold yet, within the gallery's limit. */
export function addEntries(rows: readonly GalleryEntryRow[], added: readonly GalleryEntryRow[]): GalleryEntryRow[] {
  const byId = new Map([...added, ...rows].map((row) => [row.applicationId, row]));
  return appendEntries(
    rows.map((row) => row.applicationId),
    added.map((row) => row.applicationId),
  ).map((id) => byId.get(id) as GalleryEntryRow);
}
