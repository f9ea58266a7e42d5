import { detectFileType, FILE_CLASSES, fileKindOfMime, SIGNATURE_BYTES } from '@opencall/shared/files';
import { type FileClass, fileSizeParts } from '@opencall/shared/forms';
import type { TFunction } from '../../lib/translator';

/** A refusal to show under the input: the server's (an ApiError) or the same codes found before sending. */
export interface UploadProblem {
  code: string;
  message?: string;
  details?: unknown;
}

/** `1.5 MB`, `1,5 Mo`: base 1024 (SPEC §9), the number in the reader's locale and the unit in their words. */
export function formatFileSize(bytes: number, locale: string, t: TFunction): string {
  const { value, unit } = fileSizeParts(bytes);
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value)} ${t(`files:units.${unit}`)}`;
}

/** `PDF, image (…) or video (…)`, in the reader's language. */
export function acceptedTypesLabel(classes: readonly FileClass[], locale: string, t: TFunction): string {
  const names = (classes.length ? classes : FILE_CLASSES).map((fileClass) => t(`files:classes.${fileClass}`));
  return new Intl.ListFormat(locale, { type: 'disjunction' }).format(names);
}

const detailsOf = (problem: UploadProblem) =>
  (typeof problem.details === 'object' && problem.details !== null ? problem.details : {}) as Record<string, unknown>;

const isFileClass = (value: unknown): value is FileClass => FILE_CLASSES.includes(value as FileClass);

/** The sentence for a failed upload: its own words for the file codes, the catalogue's for the rest. */
export function uploadErrorMessage(
  problem: UploadProblem,
  context: { t: TFunction; locale: string; name: string; accept: readonly FileClass[]; maxBytes: number },
): string {
  const { t, locale, name } = context;
  const details = detailsOf(problem);
  switch (problem.code) {
    case 'file_too_large': {
      const maxBytes = typeof details.maxBytes === 'number' ? details.maxBytes : context.maxBytes;
      return t('files:errors.tooLarge', { name, max: formatFileSize(maxBytes, locale, t) });
    }
    case 'file_type_not_allowed': {
      const accepted = Array.isArray(details.accepted) ? details.accepted.filter(isFileClass) : context.accept;
      return t('files:errors.typeNotAllowed', { name, types: acceptedTypesLabel(accepted, locale, t) });
    }
    case 'network':
      return t('files:errors.network');
    default:
      return t(`errors:${problem.code}`, { defaultValue: problem.message ?? t('errors:internal_error') });
  }
}

/**
 * What the server would refuse, found before sending anything: too large, or first bytes of a type
 * the field does not take (the same signatures the server reads). Null when the file may go.
 */
export async function findUploadProblem(
  file: Blob,
  accept: readonly FileClass[],
  maxBytes: number,
): Promise<UploadProblem | null> {
  if (file.size > maxBytes) return { code: 'file_too_large', details: { maxBytes } };
  const head = new Uint8Array(await file.slice(0, SIGNATURE_BYTES).arrayBuffer());
  const detected = detectFileType(head);
  const kind = fileKindOfMime(detected);
  const accepted = accept.length ? accept : FILE_CLASSES;
  if (!kind || !accepted.includes(kind)) {
    return { code: 'file_type_not_allowed', details: { detected, accepted: [...accepted] } };
  }
  return null;
}

/** The percentage shown while sending: whole numbers, never 100 before the server has answered. */
export function uploadPercent(loaded: number, total: number): number {
  if (!total) return 0;
  return Math.min(99, Math.floor((loaded / total) * 100));
}
