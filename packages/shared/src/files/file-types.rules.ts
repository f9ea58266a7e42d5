import type { FileClass } from '../forms';

/** Largest upload accepted unless the server is configured otherwise (UPLOAD_MAX_BYTES): 50 MiB. */
export const DEFAULT_FILE_MAX_SIZE = 50 * 1024 * 1024;

/** Classes an upload may belong to (SPEC §5), in the order the upload input lists them. */
export const FILE_CLASSES = ['pdf', 'image', 'audio', 'video'] as const satisfies readonly FileClass[];

/**
 * What the server accepts, by the type its first bytes show (never the name or the browser's word).
 * SVG is refused on purpose: it may carry scripts that run when the file is opened on our domain.
 */
export const ALLOWED_FILE_TYPES = {
  'application/pdf': { kind: 'pdf', extension: 'pdf' },
  'image/jpeg': { kind: 'image', extension: 'jpg' },
  'image/png': { kind: 'image', extension: 'png' },
  'image/gif': { kind: 'image', extension: 'gif' },
  'image/webp': { kind: 'image', extension: 'webp' },
  'audio/mpeg': { kind: 'audio', extension: 'mp3' },
  'audio/ogg': { kind: 'audio', extension: 'ogg' },
  'audio/wav': { kind: 'audio', extension: 'wav' },
  'audio/mp4': { kind: 'audio', extension: 'm4a' },
  'video/mp4': { kind: 'video', extension: 'mp4' },
  'video/webm': { kind: 'video', extension: 'webm' },
  'video/quicktime': { kind: 'video', extension: 'mov' },
  'video/ogg': { kind: 'video', extension: 'ogg' },
} as const satisfies Record<string, { kind: FileClass; extension: string }>;
export type AllowedMime = keyof typeof ALLOWED_FILE_TYPES;

export function isAllowedMime(mime: string): mime is AllowedMime {
  return Object.hasOwn(ALLOWED_FILE_TYPES, mime);
}

/** The class a detected type belongs to, or null when it is refused (SVG, executables, text, …). */
export function fileKindOfMime(mime: string): FileClass | null {
  return isAllowedMime(mime) ? ALLOWED_FILE_TYPES[mime].kind : null;
}

/** Extensions browsers know for the accepted types, for the picker's `accept` hint. */
const PICKER_EXTENSIONS: Record<FileClass, readonly string[]> = {
  pdf: ['.pdf'],
  image: ['.jpg', '.jpeg', '.png', '.gif', '.webp'],
  audio: ['.mp3', '.ogg', '.oga', '.wav', '.m4a'],
  video: ['.mp4', '.m4v', '.webm', '.mov', '.ogv'],
};

/** `accept` attribute of a file input for the given classes (all accepted classes when none given). */
export function acceptAttributeFor(classes: readonly FileClass[] = FILE_CLASSES): string {
  const wanted = classes.length ? classes : FILE_CLASSES;
  const mimes = Object.entries(ALLOWED_FILE_TYPES)
    .filter(([, type]) => wanted.includes(type.kind))
    .map(([mime]) => mime);
  const extensions = wanted.flatMap((fileClass) => PICKER_EXTENSIONS[fileClass] ?? []);
  return [...new Set([...mimes, ...extensions])].join(',');
}
