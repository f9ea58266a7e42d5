import { describe, expect, it } from 'vitest';
import { fileSizeParts, formatFileSize } from './file-size.rules';

describe('formatFileSize', () => {
  it('uses bytes, kb, mb, gb, tb in base 1024 with at most two decimals', () => {
    expect(formatFileSize(0)).toBe('0 bytes');
    expect(formatFileSize(512)).toBe('512 bytes');
    expect(formatFileSize(1024)).toBe('1 kb');
    expect(formatFileSize(1536)).toBe('1.5 kb');
    expect(formatFileSize(5 * 1024 ** 2)).toBe('5 mb');
    expect(formatFileSize(1234567)).toBe('1.18 mb');
    expect(formatFileSize(2.25 * 1024 ** 3)).toBe('2.25 gb');
    expect(formatFileSize(3 * 1024 ** 4)).toBe('3 tb');
  });

  it('stays in tb above, and shows 0 bytes for nonsense', () => {
    expect(formatFileSize(2048 * 1024 ** 4)).toBe('2048 tb');
    expect(formatFileSize(-5)).toBe('0 bytes');
    expect(formatFileSize(Number.NaN)).toBe('0 bytes');
    expect(fileSizeParts(1536)).toEqual({ value: 1.5, unit: 'kb' });
  });
});
