const UNITS = { days: 'day', hours: 'hour', minutes: 'minute' } as const;
export type DurationUnit = keyof typeof UNITS;

/** "3 jours", "1 hour", "5 dni": each language's own plural rules, without a catalogue entry per form. */
export function formatDuration(value: number, unit: DurationUnit, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'unit', unit: UNITS[unit], unitDisplay: 'long' }).format(value);
}
