import { describe, expect, it } from 'vitest';
import { detectFileType } from './file-signature.rules';
import { ALLOWED_FILE_TYPES, acceptAttributeFor, fileKindOfMime } from './file-types.rules';

// UTF-8 without TextEncoder: shared code compiles without DOM or Node types.
const utf8 = (text: string) =>
  [...encodeURIComponent(text).matchAll(/%([0-9A-F]{2})|([^%])/g)].map(([, hex, char = '']) =>
    hex ? Number.parseInt(hex, 16) : char.charCodeAt(0),
  );
const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? utf8(part) : part)));
const isoMedia = (brand: string) => bytes([0, 0, 0, 0x20], 'ftyp', brand, [0, 0, 0, 0], 'isommp41');

describe('detectFileType', () => {
  it('recognises every accepted type by its signature', () => {
    const samples: [Uint8Array, string][] = [
      [bytes('%PDF-1.7\n'), 'application/pdf'],
      [bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], 'JFIF'), 'image/jpeg'],
      [bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d], 'IHDR'), 'image/png'],
      [bytes('GIF89a', [1, 0, 1, 0]), 'image/gif'],
      [bytes('GIF87a', [1, 0, 1, 0]), 'image/gif'],
      [bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '), 'image/webp'],
      [bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt '), 'audio/wav'],
      [bytes('ID3', [4, 0, 0, 0, 0, 0, 0]), 'audio/mpeg'],
      [bytes([0xff, 0xfb, 0x90, 0x64]), 'audio/mpeg'],
      [bytes('OggS', [0, 2], [0, 0, 0, 0, 0, 0, 0, 0], [1, 0x1e], 'vorbis'), 'audio/ogg'],
      [bytes('OggS', [0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0x80], 'theora'), 'video/ogg'],
      [isoMedia('M4A '), 'audio/mp4'],
      [isoMedia('isom'), 'video/mp4'],
      [isoMedia('mp42'), 'video/mp4'],
      [isoMedia('qt  '), 'video/quicktime'],
      [bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84], 'webm'), 'video/webm'],
    ];
    for (const [sample, mime] of samples) {
      expect(detectFileType(sample), mime).toBe(mime);
      expect(fileKindOfMime(mime)).toBe(ALLOWED_FILE_TYPES[mime as keyof typeof ALLOWED_FILE_TYPES].kind);
    }
  });

  it('names what it refuses: executables, archives, SVG, HTML, text, unknown bytes', () => {
    const samples: [Uint8Array, string][] = [
      [bytes('MZ', [0x90, 0, 3, 0]), 'application/x-msdownload'],
      [bytes([0x7f], 'ELF', [2, 1, 1]), 'application/x-executable'],
      [bytes('PK', [3, 4, 20, 0]), 'application/zip'],
      [bytes('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>'), 'image/svg+xml'],
      [bytes('\uFEFF  <svg viewBox="0 0 1 1"></svg>'), 'image/svg+xml'],
      [bytes('<!DOCTYPE html><html></html>'), 'text/html'],
      [bytes('<?xml version="1.0"?><note/>'), 'application/xml'],
      [bytes('Dear committee, please find my application.'), 'text/plain'],
      [bytes([0xff, 0xf1, 0x50, 0x80]), 'application/octet-stream'],
      [bytes([0, 1, 2, 3, 0xfe]), 'application/octet-stream'],
      [new Uint8Array(), 'application/x-empty'],
    ];
    for (const [sample, mime] of samples) {
      expect(detectFileType(sample), mime).toBe(mime);
      expect(fileKindOfMime(mime)).toBeNull();
    }
  });

  it('takes text whose last character is cut at the end of the sample for text', () => {
    const text = bytes('é'.repeat(2048)).subarray(0, 4095);
    expect(detectFileType(text)).toBe('text/plain');
  });
});

describe('acceptAttributeFor', () => {
  it('lists the types and extensions of the asked classes, all of them by default', () => {
    expect(acceptAttributeFor(['pdf'])).toBe('application/pdf,.pdf');
    expect(acceptAttributeFor(['image']).split(',')).toEqual(
      expect.arrayContaining(['image/png', 'image/webp', '.jpg', '.jpeg']),
    );
    expect(acceptAttributeFor(['image'])).not.toContain('svg');
    expect(acceptAttributeFor()).toContain('video/quicktime');
    expect(acceptAttributeFor([])).toBe(acceptAttributeFor());
  });
});
