/** The merge fields a message may name, `{{field}}`, filled per application when it goes out. */
export const MERGE_FIELDS = [
  'firstname',
  'lastname',
  'programTitle',
  'reference',
  'status',
  'applicationLink',
] as const;
export type MergeField = (typeof MERGE_FIELDS)[number];
export type MergeValues = Record<MergeField, string>;

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;
const isMergeField = (name: string): name is MergeField => (MERGE_FIELDS as readonly string[]).includes(name);

/**
 * Fills the known placeholders; an unknown one is left as typed (the organizer sees it in the
 * preview). `html`: the values are escaped, since the text around them is already sanitised HTML.
 */
export function fillMergeFields(text: string, values: MergeValues, options: { html: boolean }): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    if (!isMergeField(name)) return whole;
    return options.html ? escapeHtml(values[name]) : values[name];
  });
}

/** The placeholders a text names that are not merge fields. */
export function unknownMergeFields(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '').filter((n) => !isMergeField(n)))];
}

/** A batch's state as its progress bar shows it: how far it went, out of 100. */
export function batchPercent(batch: { total: number; sent: number; failed: number }): number {
  if (batch.total === 0) return 100;
  return Math.min(100, Math.round(((batch.sent + batch.failed) / batch.total) * 100));
}

/** A batch still moving: the list polls while one is. */
export const isBatchActive = (batch: { status: string }) => batch.status === 'scheduled' || batch.status === 'sending';
