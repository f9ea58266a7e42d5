import { type Field, visibleText } from '../forms';

/** How yes/no answers read; the portal shows marks, exports and PDFs the words of a language. */
export interface AnswerWords {
  yes: string;
  no: string;
}

const MARKS: AnswerWords = { yes: '✓', no: '✗' };

const plain = (text: string) => (text.includes('<') || text.includes('&') ? visibleText(text) : text);

/**
 * An answer as one line of text, whatever its shape: the portal's rules (lists joined with ", ",
 * a file by its name, options by their label when the field is known), shared by the exports and PDFs.
 */
export function answerText(value: unknown, field?: Field, words: AnswerWords = MARKS): string {
  if (value === undefined || value === null || value === '') return '';
  const option = (reference: unknown) => {
    const found = field?.options?.find((candidate) => candidate.reference === reference);
    return found ? plain(found.text) : String(reference);
  };
  if (Array.isArray(value))
    return value
      .map((item) => (typeof item === 'object' ? answerText(item, undefined, words) : option(item)))
      .join(', ');
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof record.name === 'string') return record.name;
    return Object.values(record)
      .map((item) => answerText(item, undefined, words))
      .filter(Boolean)
      .join(', ');
  }
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (field?.type === 'yes-no' && (value === 'yes' || value === 'no')) return words[value];
  return field?.options?.length ? option(value) : String(value);
}
