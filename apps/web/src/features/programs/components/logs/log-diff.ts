import type { ProgramLog } from '@opencall/shared/programs';

export interface ChangedField {
  field: string;
  before: unknown;
  after: unknown;
}

/** The fields whose value differs between the two snapshots (a creation or deletion shows every field). */
export function changedFields(log: Pick<ProgramLog, 'before' | 'after'>): ChangedField[] {
  const before = log.before ?? {};
  const after = log.after ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields
    .filter((field) => JSON.stringify(before[field] ?? null) !== JSON.stringify(after[field] ?? null))
    .map((field) => ({ field, before: before[field] ?? null, after: after[field] ?? null }));
}

/** A snapshot value as one line of text; empty for nothing. */
export function formatValue(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return value.join(', ');
  // Texts per language ({ fr: '…', en: '…' }) read as one line per language rather than raw JSON.
  if (typeof value === 'object' && Object.values(value).every((item) => typeof item === 'string')) {
    return Object.entries(value as Record<string, string>)
      .map(([key, text]) => `${key}: ${text}`)
      .join('\n');
  }
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** What the entry is about, in words the snapshot holds: a tag's or a person's name, else nothing. */
export function subjectOf(log: Pick<ProgramLog, 'before' | 'after'>): string {
  for (const snapshot of [log.after, log.before]) {
    for (const value of [snapshot?.name, snapshot?.email]) if (typeof value === 'string' && value) return value;
  }
  return '';
}
