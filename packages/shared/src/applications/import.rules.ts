import {
  FIELD_TYPES,
  type Field,
  type FieldType,
  GROUP_FIELD_TYPES,
  parseAnswerNumber,
  parseIsoDay,
  SEPARATOR_FIELD_TYPES,
} from '../forms';
import type { ApplicationStatus } from './application-status';
import type { ImportTarget, ImportTargetType } from './import.schemas';

/** Field types a spreadsheet cell can answer; files, tables, groups and separators cannot. */
const NOT_IMPORTABLE: readonly FieldType[] = [
  ...GROUP_FIELD_TYPES,
  ...SEPARATOR_FIELD_TYPES,
  'table',
  'file',
  'validation',
];
export const IMPORTABLE_FIELD_TYPES: readonly FieldType[] = FIELD_TYPES.filter(
  (type) => !NOT_IMPORTABLE.includes(type),
);

/** The fields of a form a column can fill, in reading order: group and accordion children answer flat. */
export function importableFields(fields: readonly Field[]): Field[] {
  return fields.flatMap((field) => {
    if (field.type === 'questions-group') return importableFields(field.fields ?? []);
    if (field.type === 'accordion')
      return importableFields((field.sections ?? []).flatMap((section) => section.fields));
    return IMPORTABLE_FIELD_TYPES.includes(field.type) ? [field] : [];
  });
}

/** A label compared regardless of case, accents, spaces and punctuation: `E-mail ` and `email` match. */
export function normalizeLabel(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

// The statuses as written in the file: their codes, and the French labels organizers use.
const STATUS_LABELS: Record<ApplicationStatus, readonly string[]> = {
  draft: ['draft', 'brouillon', 'en cours'],
  submitted: ['submitted', 'soumis', 'soumise', 'depose', 'deposee', 'envoye', 'envoyee'],
  accepted: ['accepted', 'accepte', 'acceptee', 'retenu', 'retenue', 'laureat', 'laureate'],
  waitlist: ['waitlist', 'waiting list', 'liste d attente', 'en attente', 'attente'],
  rejected: ['rejected', 'refuse', 'refusee', 'rejete', 'rejetee', 'non retenu', 'non retenue'],
};
const STATUS_BY_LABEL = new Map(
  Object.entries(STATUS_LABELS).flatMap(([status, labels]) =>
    labels.map((label) => [label, status as ApplicationStatus] as const),
  ),
);

/** The status a cell names (`accepted`, `Acceptée`, `refusé`…), or null when it names none. */
export function statusFromCell(cell: string): ApplicationStatus | null {
  return STATUS_BY_LABEL.get(normalizeLabel(cell)) ?? null;
}

const YES = new Set(['yes', 'y', 'oui', 'o', 'true', 'vrai', '1', 'x', 'si', 'ja', 'tak', 'sim', 'da']);
const NO = new Set(['no', 'n', 'non', 'false', 'faux', '0', 'nein', 'nie', 'nao', 'net']);

/** `31/12/2024`, `31-12-2024` or `31.12.2024` (day first, as the supported languages write dates) → ISO day. */
function dayFromCell(cell: string): string {
  const iso = parseIsoDay(cell);
  if (iso) return iso;
  const match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(cell);
  if (!match) return cell;
  const [, d, m, y] = match as unknown as [string, string, string, string];
  return parseIsoDay(`${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`) ?? cell;
}

/** An option named by its reference or its text; the cell itself when none matches (the rules then say so). */
function optionOf(field: Field, cell: string): string {
  const options = field.options ?? [];
  const exact = options.find((option) => option.reference === cell);
  if (exact) return exact.reference;
  const label = normalizeLabel(cell);
  return options.find((option) => normalizeLabel(option.text) === label)?.reference ?? cell;
}

/**
 * The answer a cell gives to a field, in the shape the shared form rules check (see
 * `validateAnswers`); undefined for an empty cell. What cannot be converted is kept as written, so
 * the rules report it in their own words.
 */
export function answerFromCell(field: Field, raw: string): unknown {
  const cell = raw.trim();
  if (cell === '') return undefined;
  switch (field.type) {
    case 'number':
    case 'linear-scale':
    case 'notation':
      // `1 500` as French writes it: spaces between digits are thousands separators.
      return parseAnswerNumber(cell.replace(/(?<=\d)[\s\u00a0\u202f](?=\d)/g, '')) ?? cell;
    case 'date':
      return dayFromCell(cell);
    case 'select':
    case 'radio':
      return optionOf(field, cell);
    case 'checkbox':
    case 'picture-choice': {
      const list = cell
        .split(/[|;,\n]/)
        .map((part) => part.trim())
        .filter(Boolean)
        .map((part) => optionOf(field, part));
      return field.type === 'picture-choice' && list.length === 1 ? list[0] : list;
    }
    case 'yes-no': {
      const label = normalizeLabel(cell);
      return YES.has(label) ? 'yes' : NO.has(label) ? 'no' : cell;
    }
    case 'country':
      return /^[a-z]{2}$/i.test(cell) ? cell.toUpperCase() : cell;
    default:
      return cell;
  }
}

// Column titles that name the applicant's details, compared normalised.
const HEADER_NAMES: Partial<Record<ImportTargetType, readonly string[]>> = {
  email: ['email', 'e mail', 'mail', 'courriel', 'adresse email', 'adresse e mail', 'adresse mail', 'email address'],
  firstname: ['prenom', 'first name', 'firstname', 'given name'],
  lastname: ['nom', 'nom de famille', 'last name', 'lastname', 'surname', 'family name'],
  category: ['categorie', 'category'],
  status: ['statut', 'status', 'etat'],
};

/** A target per column from its title: the applicant's details, then a field by reference or title. */
export function suggestTargets(
  headers: readonly string[],
  fields: readonly { formId: string; reference: string; title: string }[],
): ImportTarget[] {
  const taken = new Set<string>();
  return headers.map((header) => {
    const label = normalizeLabel(header);
    if (!label) return { type: 'ignore' };
    for (const [type, names] of Object.entries(HEADER_NAMES) as [ImportTargetType, readonly string[]][]) {
      if (names.includes(label) && !taken.has(type)) {
        taken.add(type);
        return { type };
      }
    }
    const field =
      fields.find((f) => normalizeLabel(f.reference) === label && !taken.has(`${f.formId}:${f.reference}`)) ??
      fields.find((f) => normalizeLabel(f.title) === label && !taken.has(`${f.formId}:${f.reference}`));
    if (!field) return { type: 'ignore' };
    taken.add(`${field.formId}:${field.reference}`);
    return { type: 'field', formId: field.formId, reference: field.reference };
  });
}

export type MappingProblemReason = 'email_required' | 'mapped_twice' | 'field_incomplete';

/** What makes a mapping unusable before any row is read: no e-mail column, a target used twice. */
export function mappingProblems(columns: readonly ImportTarget[]): { column: number; reason: MappingProblemReason }[] {
  const problems: { column: number; reason: MappingProblemReason }[] = [];
  const seen = new Set<string>();
  columns.forEach((target, column) => {
    if (target.type === 'ignore') return;
    if (target.type === 'field' && (!target.formId || !target.reference)) {
      problems.push({ column, reason: 'field_incomplete' });
      return;
    }
    const key = target.type === 'field' ? `field:${target.formId}:${target.reference}` : target.type;
    if (seen.has(key)) problems.push({ column, reason: 'mapped_twice' });
    seen.add(key);
  });
  if (!columns.some((target) => target.type === 'email')) problems.push({ column: -1, reason: 'email_required' });
  return problems;
}
