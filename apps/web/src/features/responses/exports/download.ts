import { isErrorBody } from '@opencall/shared/http';
import { apiRequestParts, handleAuthFailure } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';

/** SPEC §9: a file download may run for 15 minutes before it is given up. */
export const DOWNLOAD_TIMEOUT_MS = 900_000;

function fetchFile(path: string, signal: AbortSignal): Promise<Response> {
  // The same headers as every API call: CSRF token, locale and the session's bearer token.
  const { url, headers } = apiRequestParts(path);
  return fetch(url, { headers: { ...headers, accept: '*/*' }, credentials: 'same-origin', signal });
}

async function errorOf(response: Response): Promise<ApiError> {
  const payload: unknown = await response.json().catch(() => null);
  if (isErrorBody(payload)) {
    return new ApiError(response.status, payload.error.code, payload.error.message, payload.error.details);
  }
  return new ApiError(response.status, 'internal_error', response.statusText || 'Download failed');
}

/** The exact name the server gave (`filename*=UTF-8''…`), when it gave one. */
export function filenameOf(disposition: string | null): string | null {
  const match = disposition ? /filename\*=UTF-8''([^;]+)/i.exec(disposition) : null;
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}

/** How much of a download has arrived; `total` when the server said the size (streamed exports do not). */
export interface DownloadProgress {
  received: number;
  total: number | null;
}

/** The body, chunk by chunk, telling `onProgress` as it grows: a 50,000-row export takes a while. */
export async function readBody(response: Response, onProgress?: (progress: DownloadProgress) => void): Promise<Blob> {
  const type = response.headers.get('content-type') ?? '';
  if (!onProgress || !response.body) return response.blob();
  const total = Number(response.headers.get('content-length')) || null;
  const reader = response.body.getReader();
  const parts: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    received += value.byteLength;
    onProgress({ received, total });
  }
  return new Blob(parts, { type });
}

function saveBlob(blob: Blob, filename: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the address after click() returns.
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}

/**
 * Downloads an API file through fetch, so it carries the session like any call (a link could not);
 * after a 401 the session is renewed once and the download replayed. Throws ApiError on failure.
 */
export async function downloadFile(
  path: string,
  fallbackName: string,
  options: { timeoutMs?: number; signal?: AbortSignal; onProgress?: (progress: DownloadProgress) => void } = {},
): Promise<string> {
  const timeout = AbortSignal.timeout(options.timeoutMs ?? DOWNLOAD_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  let response = await fetchFile(path, signal);
  if (!response.ok) {
    const error = await errorOf(response);
    if (!(await handleAuthFailure(error))) throw error;
    response = await fetchFile(path, signal);
    if (!response.ok) throw await errorOf(response);
  }
  const filename = filenameOf(response.headers.get('content-disposition')) ?? fallbackName;
  saveBlob(await readBody(response, options.onProgress), filename);
  return filename;
}
