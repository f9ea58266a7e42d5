import type { FileVisibility, UploadedFile } from '@opencall/shared/files';
import type { FileClass } from '@opencall/shared/forms';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-error';
import { findUploadProblem, type UploadProblem, uploadPercent } from '../upload-messages';
import { uploadFile } from '../upload-request';

export type UploadState =
  | { status: 'idle' }
  | { status: 'uploading'; name: string; percent: number }
  | { status: 'failed'; name: string; problem: UploadProblem }
  | { status: 'cancelled'; name: string };

export interface UseFileUploadOptions {
  accept: readonly FileClass[];
  maxBytes: number;
  visibility?: FileVisibility;
  onUploaded: (file: UploadedFile) => void;
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

function toProblem(error: unknown): UploadProblem {
  if (error instanceof ApiError) return { code: error.code, message: error.message, details: error.details };
  return { code: 'internal_error' };
}

/** Sends one file at a time with its progress; a new file or a cancel stops the upload under way. */
export function useFileUpload({ accept, maxBytes, visibility, onUploaded }: UseFileUploadOptions) {
  const [state, setState] = useState<UploadState>({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);
  const onUploadedRef = useRef(onUploaded);
  onUploadedRef.current = onUploaded;

  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(
    async (file: File) => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      const problem = await findUploadProblem(file, accept, maxBytes);
      if (current.signal.aborted) return;
      if (problem) {
        setState({ status: 'failed', name: file.name, problem });
        return;
      }
      setState({ status: 'uploading', name: file.name, percent: 0 });
      try {
        const uploaded = await uploadFile(file, {
          visibility,
          // The server checks one expected class; several are checked here, before sending.
          fileClass: accept.length === 1 ? accept[0] : undefined,
          signal: current.signal,
          onProgress: (loaded, total) =>
            setState({ status: 'uploading', name: file.name, percent: uploadPercent(loaded, total) }),
        });
        if (current.signal.aborted) return;
        setState({ status: 'idle' });
        onUploadedRef.current(uploaded);
      } catch (error) {
        // Another file took this one's place: its own state is the one to show.
        if (controller.current !== current) return;
        if (isAbort(error)) setState({ status: 'cancelled', name: file.name });
        else setState({ status: 'failed', name: file.name, problem: toProblem(error) });
      } finally {
        if (controller.current === current) controller.current = null;
      }
    },
    [accept, maxBytes, visibility],
  );

  const cancel = useCallback(() => controller.current?.abort(), []);
  const reset = useCallback(() => setState({ status: 'idle' }), []);
  return { state, start, cancel, reset };
}
