import { describe, expect, it } from 'vitest';
import { FILE_NAME_MAX_LENGTH, sanitizeFileName } from './file-name.rules';
import { imageUrl, parseImageSize } from './image-transform.rules';

describe('sanitizeFileName', () => {
  it('keeps the last path segment without separators, control or bidi characters', () => {
    expect(sanitizeFileName('C:\\Users\\ada\\CV final.pdf')).toBe('CV final.pdf');
    expect(sanitizeFileName('../../etc/passwd')).toBe('passwd');
    expect(sanitizeFileName('invoice\u202Efdp.exe')).toBe('invoicefdp.exe');
    expect(sanitizeFileName('a\u0000b\nc\t d.pdf')).toBe('abc d.pdf');
    expect(sanitizeFileName('re:port?*<>|".pdf')).toBe('report.pdf');
    expect(sanitizeFileName('  ..hidden.pdf..  ')).toBe('hidden.pdf');
    expect(sanitizeFileName('Cafe\u0301.png')).toBe('Café.png');
  });

  it('falls back to "file" and shortens long names, keeping the extension', () => {
    for (const empty of ['', '   ', '...', '/', undefined, null]) expect(sanitizeFileName(empty)).toBe('file');
    const long = sanitizeFileName(`${'é'.repeat(300)}.pdf`);
    expect(Array.from(long)).toHaveLength(FILE_NAME_MAX_LENGTH);
    expect(long.endsWith('é.pdf')).toBe(true);
  });
});

describe('image transforms', () => {
  it('reads WxH between 1 and 2000', () => {
    expect(parseImageSize('320x240')).toEqual({ width: 320, height: 240 });
    expect(parseImageSize('2000x1')).toEqual({ width: 2000, height: 1 });
    for (const size of ['2001x10', '0x10', '10', 'x10', '10x', '-1x5', '1e3x5', ' 10x10']) {
      expect(parseImageSize(size), size).toBeNull();
    }
  });

  it('adds CDN parameters to a location', () => {
    expect(imageUrl('/api/portal/platforms/p/files/stream/k', { size: '64x64', format: 'webp' })).toBe(
      '/api/portal/platforms/p/files/stream/k?size=64x64&format=webp',
    );
    expect(imageUrl('/a?x=1', { fit: 'inside' })).toBe('/a?x=1&fit=inside');
    expect(imageUrl('/a')).toBe('/a');
  });
});
