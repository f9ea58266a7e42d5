import { type FileVisibility, filesApi, type UploadedFile } from '@opencall/shared/files';
import type { FileClass } from '@opencall/shared/forms';
import { isErrorBody } from '@opencall/shared/http';
import { apiRequestParts, handleAuthFailure } from '../../lib/api-client';
import { ApiError } from '../../lib/api-error';

export interface UploadOptions {
  visibility?: FileVisibility;
  /** The class the field expects: the server refuses any other. */
  fileClass?: FileClass;
  onProgress?: (loaded: number, total: number) => void;
  signal?: AbortSignal;
}

function readAnswer(xhr: XMLHttpRequest): UploadedFile | ApiError {
  let payload: unknown = null;
  try {
    payload = JSON.parse(xhr.responseText);
  } catch {
    // A proxy's HTML error page: reported by its status below.
  }
  if (xhr.status >= 200 && xhr.status < 300 && payload && typeof payload === 'object' && 'data' in payload) {
    return (payload as { data: UploadedFile }).data;
  }
  if (isErrorBody(payload)) {
    return new ApiError(xhr.status, payload.error.code, payload.error.message, payload.error.details);
  }
  return new ApiError(xhr.status, 'internal_error', xhr.statusText || 'Upload failed');
}

/** One multipart POST through XMLHttpRequest, the only browser API that reports upload progress. */
function send(file: File, options: UploadOptions): Promise<UploadedFile> {
  return new Promise((resolve, reject) => {
    const { url, headers } = apiRequestParts(filesApi.upload.url);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded, event.total);
    };
    xhr.onload = () => {
      const answer = readAnswer(xhr);
      if (answer instanceof ApiError) reject(answer);
      else resolve(answer);
    };
    xhr.onerror = () => reject(new ApiError(0, 'network', 'Network error'));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    // The server reads the fields before the file: they must come first.
    const form = new FormData();
    form.append('visibility', options.visibility ?? 'private');
    if (options.fileClass) form.append('class', options.fileClass);
    form.append('file', file, file.name);
    if (options.signal?.aborted) xhr.abort();
    else xhr.send(form);
  });
}

/** Uploads a file (POST /api/files) with progress; after a 401 the session is renewed once and the upload replayed. */
export async function uploadFile(file: File, options: UploadOptions = {}): Promise<UploadedFile> {
  try {
    return await send(file, options);
  } catch (error) {
    if (error instanceof ApiError && (await handleAuthFailure(error))) return send(file, options);
    throw error;
  }
}
