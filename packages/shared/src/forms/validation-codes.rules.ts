/** SPEC §5: once an error shows, rules run again on each change with this debounce. */
export const RULE_DEBOUNCE_MS = 350;

/**
 * SPEC §5 rule codes and the {{placeholders}} of their message (`validation:<code>` in the
 * locale files); an issue's params carry exactly these. `date`, `siren`, `option` and `invalid`
 * complete the SPEC list: an impossible date, a SIREN, a choice outside the options, a wrong shape.
 */
export const RULE_PARAMS = {
  required: [],
  email: [],
  notYopmail: [],
  tel: [],
  number: [],
  url: [],
  date: [],
  'min-date': ['date'],
  'max-date': ['date'],
  'min-array-length': ['min'],
  'max-array-length': ['max'],
  'w-min-value': ['min'],
  'w-max-value': ['max'],
  'w-min-character': ['min'],
  'w-max-character': ['max'],
  min: ['min'],
  max: ['max'],
  'file-required': [],
  'valide-input-text': [],
  siret: [],
  siren: [],
  option: [],
  invalid: [],
} as const satisfies Record<string, readonly ('min' | 'max' | 'date')[]>;
export type RuleCode = keyof typeof RULE_PARAMS;
export const RULE_CODES = Object.keys(RULE_PARAMS) as RuleCode[];

export interface ValidationIssue {
  /** Field reference, or `group.<index>.child` inside a repeated group. */
  reference: string;
  rule: RuleCode;
  params?: Record<string, string | number>;
}

export interface ValidationContext {
  bannedEmailDomains: readonly string[];
  /** Resolves the `today` date bound; defaults to now. */
  today?: Date;
}
