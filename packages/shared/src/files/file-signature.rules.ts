/** Bytes to read before deciding what a file is: enough for every signature below and an SVG prologue. */
export const SIGNATURE_BYTES = 4096;

/** Type reported for bytes that match no known signature and are not text. */
export const UNKNOWN_MIME = 'application/octet-stream';

const ascii = (bytes: Uint8Array, start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);

/** ISO base media (MP4, M4A, QuickTime) by the major brand of its `ftyp` box. */
function isoMediaType(bytes: Uint8Array): string | null {
  if (ascii(bytes, 4, 8) !== 'ftyp') return null;
  const brand = ascii(bytes, 8, 12);
  if (brand === 'M4A ' || brand === 'M4B ') return 'audio/mp4';
  if (brand === 'qt  ') return 'video/quicktime';
  return 'video/mp4';
}

/** MPEG audio frame header: 11 sync bits, a known version and a layer (AAC's ADTS has layer 00). */
function isMpegAudioFrame(bytes: Uint8Array): boolean {
  const [first = 0, second = 0] = bytes;
  return first === 0xff && (second & 0xe0) === 0xe0 && (second & 0x18) !== 0x08 && (second & 0x06) !== 0;
}

/** Length of the UTF-8 sequence a lead byte starts; 0 when it cannot start one. */
function sequenceLength(lead: number): number {
  if (lead < 0x80) return 1;
  if (lead >= 0xc2 && lead <= 0xdf) return 2;
  if (lead >= 0xe0 && lead <= 0xef) return 3;
  if (lead >= 0xf0 && lead <= 0xf4) return 4;
  return 0;
}

/**
 * The sample's ASCII characters (others become spaces) when it is well-formed UTF-8 without NUL,
 * forgiving a character cut at the end of the sample; null for binary data.
 */
function asciiOfText(bytes: Uint8Array): string | null {
  let ascii = '';
  for (let index = 0; index < bytes.length; ) {
    const lead = bytes[index] ?? 0;
    const length = sequenceLength(lead);
    if (lead === 0 || length === 0) return null;
    const end = Math.min(index + length, bytes.length);
    for (let next = index + 1; next < end; next += 1) if (((bytes[next] ?? 0) & 0xc0) !== 0x80) return null;
    ascii += length === 1 ? String.fromCharCode(lead) : ' ';
    index += length;
  }
  return ascii;
}

function textType(bytes: Uint8Array): string | null {
  const text = asciiOfText(bytes.subarray(0, SIGNATURE_BYTES));
  if (text === null) return null;
  // A byte order mark reads as a space here, which trimStart drops.
  const head = text.trimStart().toLowerCase();
  if (/<svg[\s>]/.test(head)) return 'image/svg+xml';
  if (head.startsWith('<!doctype html') || head.startsWith('<html') || /<script[\s>]/.test(head)) return 'text/html';
  if (head.startsWith('<?xml')) return 'application/xml';
  return 'text/plain';
}

/**
 * The type the first bytes of a file show (SIGNATURE_BYTES of them are enough), whatever its name
 * says. Accepted types are listed in ALLOWED_FILE_TYPES; a few refused ones are named so the
 * refusal can say what was detected (executables, archives, SVG, HTML, text).
 */
export function detectFileType(bytes: Uint8Array): string {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a') return 'image/gif';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'image/webp';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WAVE') return 'audio/wav';
  if (ascii(bytes, 0, 4) === 'OggS') return ascii(bytes, 0, 200).includes('\u0080theora') ? 'video/ogg' : 'audio/ogg';
  if (ascii(bytes, 0, 3) === 'ID3' || isMpegAudioFrame(bytes)) return 'audio/mpeg';
  const isoMedia = isoMediaType(bytes);
  if (isoMedia) return isoMedia;
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) {
    return ascii(bytes, 0, 64).includes('webm') ? 'video/webm' : 'video/x-matroska';
  }
  if (ascii(bytes, 0, 2) === 'MZ') return 'application/x-msdownload';
  if (startsWith(bytes, [0x7f, 0x45, 0x4c, 0x46])) return 'application/x-executable';
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return 'application/zip';
  if (bytes.length === 0) return 'application/x-empty';
  return textType(bytes) ?? UNKNOWN_MIME;
}
