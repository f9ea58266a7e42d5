import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { isCalendarDay } from './id.rules';
import { DaySchema, ProgramRefSchema, UuidSchema } from './id.schemas';

describe('ids and days as requests send them', () => {
  it('takes any 8-4-4-4-12 hex id, in either case, and nothing else', () => {
    expect(z.safeParse(UuidSchema, '00000000-0000-0000-0000-000000000000').success).toBe(true);
    expect(z.safeParse(UuidSchema, 'A0EEBC99-9C0B-4EF8-BB6D-6BB9BD380A11').success).toBe(true);
    for (const bad of ['0', '', 'zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz', '00000000-0000-0000-0000-0000000000000']) {
      expect(z.safeParse(UuidSchema, bad).success).toBe(false);
    }
  });

  it('names a program by its id or its slug', () => {
    for (const ok of ['a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11', 'appel-2026', '0']) {
      expect(z.safeParse(ProgramRefSchema, ok).success).toBe(true);
    }
    for (const bad of ['-1', 'Appel', 'a b', 'x\u0000', 'a'.repeat(101)]) {
      expect(z.safeParse(ProgramRefSchema, bad).success).toBe(false);
    }
  });

  it('knows the calendar', () => {
    expect(isCalendarDay('2024-02-29')).toBe(true);
    expect(isCalendarDay('0001-01-01')).toBe(true);
    for (const bad of [
      '0000-00-00',
      '2020-13-45',
      '2021-02-29',
      '2020-00-10',
      '2020-04-31',
      '0000-01-01',
      '2020-1-1',
    ]) {
      expect(isCalendarDay(bad)).toBe(false);
    }
    expect(z.safeParse(DaySchema, '2020-13-45').success).toBe(false);
  });
});
