/** Longest original name kept (it is metadata only: keys never contain it). */
export const FILE_NAME_MAX_LENGTH = 200;

// Path separators and the characters Windows refuses in a name.
const RESERVED = /[\\/:*?"<>|]/g;

/** C0 and C1 controls, and the marks that reverse how a name reads (`invoice\u202Efdp.exe`). */
function isInvisibleControl(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return (
    code < 0x20 ||
    (code >= 0x7f && code <= 0x9f) ||
    code === 0x200e ||
    code === 0x200f ||
    (code >= 0x202a && code <= 0x202e) ||
    (code >= 0x2066 && code <= 0x2069)
  );
}

/**
 * The name an uploaded file is shown and downloaded under: the last path segment of what the
 * browser sent, without separators, control or bidi characters, trimmed to FILE_NAME_MAX_LENGTH
 * while keeping its extension; `file` when nothing is left.
 */
export function sanitizeFileName(raw: string | undefined | null): string {
  const lastSegment = (raw ?? '').split(/[\\/]/).pop() ?? '';
  const visible = Array.from(lastSegment)
    .filter((char) => !isInvisibleControl(char))
    .join('');
  const cleaned = visible
    .normalize('NFC')
    .replace(RESERVED, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[.\s]+|[.\s]+$/g, '');
  if (!cleaned) return 'file';
  const chars = Array.from(cleaned);
  if (chars.length <= FILE_NAME_MAX_LENGTH) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 && cleaned.length - dot <= 10 ? cleaned.slice(dot) : '';
  const keep = FILE_NAME_MAX_LENGTH - Array.from(extension).length;
  return `${chars
    .slice(0, keep)
    .join('')
    .replace(/[.\s]+$/, '')}${extension}`;
}
