import {
  attachmentsApi,
  attachmentsFileName,
  type ExportFormat,
  exportFileName,
  exportsApi,
  MAX_EXPORT_IDS,
  type ResponseFilter,
  ResponseFilterSchema,
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

/** A filter as a query string, lists as the contract reads them (`a,b`, answers repeated). */
function filterSearch(filter: ResponseFilter, first: Record<string, string> = {}): URLSearchParams {
  const search = new URLSearchParams(first);
  for (const [key, value] of Object.entries(filter)) {
    if (value === undefined || value === null || value === '') continue;
    if (key === 'answer' && Array.isArray(value)) for (const pair of value) search.append('answer', String(pair));
    else if (Array.isArray(value)) {
      if (value.length) search.append(key, value.join(','));
    } else search.append(key, String(value));
  }
  return search;
}

/** A spreadsheet of the answers, or a ZIP of the files uploaded in them. */
export type DownloadKind = ExportFormat | 'zip';
export const DOWNLOAD_KINDS: readonly DownloadKind[] = ['csv', 'xlsx', 'zip'];

/** `/api/user.programs/{id}/responses/export?format=…&…filter…&ids=…`. */
export function exportPath(
  programId: string,
  format: DownloadKind,
  filter: ResponseFilter,
  selection?: Selection | null,
): string {
  const scope = exportScope(filter, selection);
  const search = filterSearch(scope.filter, format === 'zip' ? {} : { format });
  if (scope.ids) search.append('ids', scope.ids.join(','));
  if (scope.except.length) search.append('except', scope.except.join(','));
  const url = format === 'zip' ? attachmentsApi.zip.url : exportsApi.download.url;
  return `${fillPath(url, { programId })}?${search.toString()}`;
}

/** The name the notice shows while the file comes (the server's own name is used to save it). */
export function expectedFileName(
  programSlug: string,
  format: DownloadKind,
  now = new Date(),
  timeZone?: string,
): string {
  // The server dates the file in the program's time zone; near midnight the browser's own day differs.
  const day = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    now,
  );
  return format === 'zip' ? attachmentsFileName(programSlug, day) : exportFileName(programSlug, day, format);
}

/** `admin/responses/export-view`: a page (to keep or share) that exports one program's filter. */
export function exportViewPath(locale: string, programId: string, format: DownloadKind, filter: ResponseFilter) {
  return `/${locale}/admin/responses/export-view?${filterSearch(filter, { programId, format }).toString()}`;
}

/** The page's program, format and filter, read back from its address; null when unusable. */
export function readExportView(search: URLSearchParams) {
  const programId = search.get('programId') ?? '';
  const format = search.get('format') ?? 'csv';
  const answer = search.getAll('answer');
  const fields = Object.fromEntries(
    [...search].filter(([key]) => key !== 'programId' && key !== 'format' && key !== 'answer'),
  );
  const parsed = ResponseFilterSchema.safeParse({ ...fields, ...(answer.length && { answer }) });
  if (!programId || !DOWNLOAD_KINDS.includes(format as DownloadKind) || !parsed.success) return null;
  return { programId, format: format as DownloadKind, filter: parsed.data };
}
