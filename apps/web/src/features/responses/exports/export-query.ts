import {
  attachmentsApi,
  attachmentsFileName,
  type ExportFormat,
  exportFileName,
  exportsApi,
  MAX_EXPORT_IDS,
  type ResponseFilter,
  type Selection,
} from '@opencall/shared/applications';
import { fillPath } from '@opencall/shared/http';

/** What an export covers: the chosen rows, or every row of a filter minus some. */
export function exportScope(filter: ResponseFilter, selection: Selection | null | undefined) {
  if (selection && 'ids' in selection) return { filter: {}, ids: selection.ids, except: [] as string[] };
  if (selection && 'all' in selection) return { filter: selection.filter, ids: undefined, except: selection.except };
  return { filter, ids: undefined, except: [] as string[] };
}

/** More rows than an address can carry: the selection cannot be sent as `ids`. */
export const isTooLarge = (selection: Selection | null | undefined) =>
  Boolean(
    selection &&
      (('ids' in selection && selection.ids.length > MAX_EXPORT_IDS) ||
        ('all' in selection && selection.except.length > MAX_EXPORT_IDS)),
  );

/** `/api/user.programs/{id}/responses/export?format=…&…filter…&ids=…`, lists as the contract reads them. */
/** A spreadsheet of the answers, or a ZIP of the files uploaded in them. */
export type DownloadKind = ExportFormat | 'zip';

export function exportPath(
  programId: string,
  format: DownloadKind,
  filter: ResponseFilter,
  selection?: Selection | null,
): string {
  const scope = exportScope(filter, selection);
  const search = new URLSearchParams(format === 'zip' ? {} : { format });
  for (const [key, value] of Object.entries(scope.filter)) {
    if (value === undefined || value === null || value === '') continue;
    if (key === 'answer' && Array.isArray(value)) for (const pair of value) search.append('answer', String(pair));
    else if (Array.isArray(value)) {
      if (value.length) search.append(key, value.join(','));
    } else search.append(key, String(value));
  }
  if (scope.ids) search.append('ids', scope.ids.join(','));
  if (scope.except.length) search.append('except', scope.except.join(','));
  const url = format === 'zip' ? attachmentsApi.zip.url : exportsApi.download.url;
  return `${fillPath(url, { programId })}?${search.toString()}`;
}

/** The name the notice shows while the file comes (the server's own name is used to save it). */
export function expectedFileName(programSlug: string, format: DownloadKind, now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const day = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  return format === 'zip' ? attachmentsFileName(programSlug, day) : exportFileName(programSlug, day, format);
}
