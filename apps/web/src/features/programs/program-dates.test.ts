import { describe, expect, it } from 'vitest';
import { fromLocalInput, toLocalInput } from './program-dates';

describe('program dates', () => {
  it('round-trips an ISO date through the local input value', () => {
    const iso = '2026-03-01T09:30:00.000Z';
    expect(fromLocalInput(toLocalInput(iso))).toBe(iso);
  });
  it('keeps empty as none', () => {
    expect(toLocalInput(null)).toBe('');
    expect(fromLocalInput('')).toBeNull();
  });
});
