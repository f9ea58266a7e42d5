import { describe, expect, it } from 'vitest';
import { FieldOptionSchema } from './fields.schemas';

describe('FieldOptionSchema', () => {
  it('takes an optional image: an http(s) address or a path under /api', () => {
    expect(FieldOptionSchema.safeParse({ reference: 'a', text: 'A' }).success).toBe(true);
    expect(
      FieldOptionSchema.safeParse({ reference: 'a', text: 'A', image: 'https://cdn.example.org/a.png' }).success,
    ).toBe(true);
    expect(FieldOptionSchema.safeParse({ reference: 'a', text: 'A', image: '/api/files/stream/a.png' }).success).toBe(
      true,
    );
  });

  it('refuses any other image source', () => {
    for (const image of ['javascript:alert(1)', 'a.png', '', `https://example.org/${'a'.repeat(2000)}`]) {
      expect(FieldOptionSchema.safeParse({ reference: 'a', text: 'A', image }).success, image).toBe(false);
    }
  });
});
