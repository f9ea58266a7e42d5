import { describe, expect, it } from 'vitest';
import { parseByteRange } from './byte-range';
import { contentDisposition } from './file-response';

describe('parseByteRange', () => {
  it('reads first-last, open-ended and suffix ranges, clamped to the file', () => {
    expect(parseByteRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
    expect(parseByteRange('bytes=900-', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseByteRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseByteRange('bytes=-5000', 1000)).toEqual({ start: 0, end: 999 });
    expect(parseByteRange('bytes=990-5000', 1000)).toEqual({ start: 990, end: 999 });
    expect(parseByteRange('BYTES= 1 - 2 ', 10)).toEqual({ start: 1, end: 2 });
  });

  it('sends the whole file without a header, for another unit or several ranges', () => {
    expect(parseByteRange(undefined, 10)).toBeNull();
    expect(parseByteRange('', 10)).toBeNull();
    expect(parseByteRange('items=0-1', 10)).toBeNull();
    expect(parseByteRange('bytes=0-1,3-4', 10)).toBeNull();
  });

  it('cannot satisfy a range past the end, backwards, empty or malformed', () => {
    for (const header of ['bytes=10-', 'bytes=10-20', 'bytes=5-4', 'bytes=-0', 'bytes=-', 'bytes=a-b', 'bytes=1.5-2']) {
      expect(parseByteRange(header, 10), header).toBe('unsatisfiable');
    }
    expect(parseByteRange('bytes=0-', 0)).toBe('unsatisfiable');
  });
});

describe('contentDisposition', () => {
  it('shows media and PDFs inline, with an ASCII fallback and the exact UTF-8 name', () => {
    expect(contentDisposition('Étude "été"; 100%.pdf', 'application/pdf')).toBe(
      `inline; filename="Etude _ete__ 100_.pdf"; filename*=UTF-8''%C3%89tude%20%22%C3%A9t%C3%A9%22%3B%20100%25.pdf`,
    );
    expect(contentDisposition("l'affiche (v2).png", 'image/png')).toBe(
      `inline; filename="l'affiche (v2).png"; filename*=UTF-8''l%27affiche%20%28v2%29.png`,
    );
    expect(contentDisposition('Отчёт.mp4', 'video/mp4')).toMatch(/^inline; filename="[_.a-z0-9]+"; /);
  });

  it('makes anything else a download', () => {
    expect(contentDisposition('data.bin', 'application/octet-stream')).toMatch(/^attachment; /);
  });
});
