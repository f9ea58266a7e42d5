import { describe, expect, it } from 'vitest';
import { programPhase } from './program-phase.rules';

const now = new Date('2026-06-01T12:00:00Z');
const at = (days: number) => new Date(now.getTime() + days * 86_400_000).toISOString();

describe('programPhase', () => {
  it('is upcoming before the opening date', () => {
    expect(programPhase({ status: 'active', openingAt: at(2), closingAt: at(30) }, now)).toBe('upcoming');
  });
  it('is open between the dates, and with no dates at all', () => {
    expect(programPhase({ status: 'active', openingAt: at(-2), closingAt: at(30) }, now)).toBe('open');
    expect(programPhase({ status: 'active', openingAt: null, closingAt: null }, now)).toBe('open');
  });
  it('is closing soon within seven days of the closing date', () => {
    expect(programPhase({ status: 'active', openingAt: null, closingAt: at(7) }, now)).toBe('closingSoon');
    expect(programPhase({ status: 'active', openingAt: null, closingAt: at(7.01) }, now)).toBe('open');
  });
  it('is closed from the closing instant on, and whenever archived', () => {
    expect(programPhase({ status: 'active', openingAt: null, closingAt: now.toISOString() }, now)).toBe('closed');
    expect(programPhase({ status: 'archived', openingAt: null, closingAt: at(30) }, now)).toBe('closed');
  });
});
