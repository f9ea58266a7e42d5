import { describe, expect, it } from 'vitest';
import { fromZonedInput, timeZoneNames, toZonedInput, utcOffsetLabel } from './program-dates';

describe('program dates in the program’s time zone', () => {
  it('reads a typed time in the chosen zone, not the machine’s', () => {
    expect(fromZonedInput('2030-01-15T09:00', 'America/New_York')).toBe('2030-01-15T14:00:00.000Z');
    expect(fromZonedInput('2030-07-15T09:00', 'America/New_York')).toBe('2030-07-15T13:00:00.000Z');
    expect(fromZonedInput('2030-01-15T09:00', 'Europe/Paris')).toBe('2030-01-15T08:00:00.000Z');
    expect(fromZonedInput('2030-01-15T09:00', 'Asia/Kolkata')).toBe('2030-01-15T03:30:00.000Z');
    expect(fromZonedInput('2030-01-15T09:00', 'UTC')).toBe('2030-01-15T09:00:00.000Z');
  });

  it('shows a stored instant as the wall-clock time of the zone', () => {
    expect(toZonedInput('2030-01-15T14:00:00.000Z', 'America/New_York')).toBe('2030-01-15T09:00');
    expect(toZonedInput('2030-01-15T14:00:00.000Z', 'Asia/Tokyo')).toBe('2030-01-15T23:00');
    // Across midnight and the year's end.
    expect(toZonedInput('2030-01-01T02:00:00.000Z', 'America/Los_Angeles')).toBe('2029-12-31T18:00');
  });

  it('round-trips times all through a year with clock changes', () => {
    for (const zone of ['America/New_York', 'Europe/Paris', 'Australia/Sydney', 'Asia/Kathmandu']) {
      for (let t = Date.UTC(2030, 0, 1); t < Date.UTC(2031, 0, 1); t += 97 * 60_000) {
        const iso = new Date(t).toISOString();
        const typed = toZonedInput(iso, zone);
        const back = fromZonedInput(typed, zone);
        // A time repeated when clocks go back reads as its first occurrence, an hour earlier.
        if (back !== iso) expect(Date.parse(iso) - Date.parse(back ?? '')).toBe(3_600_000);
        expect(toZonedInput(back, zone)).toBe(typed);
      }
    }
  });

  it('moves a time skipped by a spring-forward change ahead, and takes a repeated one’s first occurrence', () => {
    // New York 2030-03-10: 02:00 EST jumps to 03:00 EDT.
    expect(fromZonedInput('2030-03-10T02:30', 'America/New_York')).toBe('2030-03-10T07:30:00.000Z');
    expect(toZonedInput('2030-03-10T07:30:00.000Z', 'America/New_York')).toBe('2030-03-10T03:30');
    // Paris 2030-03-31: 02:00 CET jumps to 03:00 CEST.
    expect(fromZonedInput('2030-03-31T02:30', 'Europe/Paris')).toBe('2030-03-31T01:30:00.000Z');
    // New York 2030-11-03: 01:30 happens in EDT, then again in EST.
    expect(fromZonedInput('2030-11-03T01:30', 'America/New_York')).toBe('2030-11-03T05:30:00.000Z');
    // Paris 2030-10-27: 02:30 happens in CEST, then again in CET.
    expect(fromZonedInput('2030-10-27T02:30', 'Europe/Paris')).toBe('2030-10-27T00:30:00.000Z');
  });

  it('keeps empty or unreadable as none', () => {
    expect(toZonedInput(null, 'Europe/Paris')).toBe('');
    expect(toZonedInput('not a date', 'Europe/Paris')).toBe('');
    expect(fromZonedInput('', 'Europe/Paris')).toBeNull();
    expect(fromZonedInput('2030-02-30T10:00', 'Europe/Paris')).toBeNull();
    expect(fromZonedInput('2030-01-01', 'Europe/Paris')).toBeNull();
  });

  it('lists the known zones, with the current one even when the list omits it, and labels offsets', () => {
    const names = timeZoneNames('Europe/Kiev');
    expect(names).toContain('America/New_York');
    expect(names).toContain('Europe/Kiev');
    expect(names).toContain('UTC');
    expect(utcOffsetLabel('America/New_York', Date.UTC(2030, 0, 1))).toBe('UTC−05:00');
    expect(utcOffsetLabel('Asia/Kolkata', Date.UTC(2030, 0, 1))).toBe('UTC+05:30');
  });
});
