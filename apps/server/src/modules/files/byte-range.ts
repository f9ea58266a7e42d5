import type { ByteRange } from '../../adapters/storage';

/**
 * The single byte range a `Range` header asks of a file of `size` bytes (RFC 9110 §14):
 * `bytes=0-99`, `bytes=100-` or the suffix `bytes=-500`. Null means "send the whole file": no
 * header, another unit, or several ranges (which we may ignore). 'unsatisfiable' (416) for a
 * malformed bytes range, one that starts past the end, or an empty file.
 */
export function parseByteRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  if (!header) return null;
  const spec = header.trim();
  if (!/^bytes=/i.test(spec)) return null;
  if (spec.includes(',')) return null;
  const match = /^bytes=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(spec);
  if (!match || (match[1] === '' && match[2] === '') || size === 0) return 'unsatisfiable';
  const [, first = '', last = ''] = match;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || (last !== '' && Number(last) < start)) return 'unsatisfiable';
  return { start, end };
}
