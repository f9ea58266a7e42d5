/**
 * Issue 15 `transactionnals`: the e-mails the product sends, the merge fields each one may use, and
 * how `{{field}}` placeholders are read. The server renders them; the editor offers the same list.
 */
export const EMAIL_TEMPLATE_NAMES = [
  'account_validation',
  'account_exists',
  'password_reset',
  'invitation',
  'password_changed',
  'email_change',
  'email_change_notice',
  'team_added',
  'jury_invitation',
  'jury_invitation_new',
  'jury_reminder',
  'decision_accepted',
  'decision_waitlist',
  'decision_rejected',
  'vote_code',
  'submission_receipt',
  'step_validated',
  'step_rejected',
  'status_changed',
  'deadline_reminder',
  'payment_receipt',
  'notification',
] as const;
export type EmailTemplateName = (typeof EMAIL_TEMPLATE_NAMES)[number];

export const isEmailTemplateName = (value: string): value is EmailTemplateName =>
  (EMAIL_TEMPLATE_NAMES as readonly string[]).includes(value);

/** What an application e-mail can say of the application and its applicant. */
export const APPLICATION_MERGE_FIELDS = [
  'firstname',
  'lastname',
  'platformName',
  'programTitle',
  'category',
  'status',
  'deadline',
  'applicationLink',
  'reference',
] as const;

interface TemplateFields {
  /** Merge fields besides the answers, in the order the editor lists them. */
  fields: readonly string[];
  /** Whether `{{answer:<question>}}` fields (the program's questions) are offered. */
  answers: boolean;
}

const account = (...own: string[]): TemplateFields => ({
  fields: ['firstname', 'platformName', ...own],
  answers: false,
});
const application = (...own: string[]): TemplateFields => ({
  fields: [...APPLICATION_MERGE_FIELDS, ...own],
  answers: true,
});
const jury = (...own: string[]): TemplateFields => ({
  fields: ['firstname', 'platformName', 'programTitle', 'sessionName', ...own],
  answers: false,
});

/** Per template, the merge fields an organizer may pick (never type). */
export const EMAIL_TEMPLATE_FIELDS: Record<EmailTemplateName, TemplateFields> = {
  account_validation: account('link', 'expiresInHours'),
  account_exists: account('link'),
  password_reset: account('link', 'expiresInHours'),
  invitation: account('link', 'expiresInHours'),
  password_changed: account('link'),
  email_change: account('link', 'expiresInHours'),
  email_change_notice: account('link', 'newEmail'),
  team_added: application('ownerName'),
  jury_invitation: jury('link'),
  jury_invitation_new: jury('link', 'sessionLink', 'expiresInHours'),
  jury_reminder: jury('link', 'remaining', 'assigned'),
  decision_accepted: application(),
  decision_waitlist: application(),
  decision_rejected: application(),
  vote_code: {
    fields: ['platformName', 'programTitle', 'sessionName', 'code', 'expiresInMinutes', 'link'],
    answers: false,
  },
  submission_receipt: application(),
  step_validated: application('stepName'),
  step_rejected: application('stepName'),
  status_changed: application(),
  deadline_reminder: application('daysLeft'),
  payment_receipt: application('amount'),
  notification: { fields: ['firstname', 'platformName', 'programTitle', 'title', 'link'], answers: false },
};

const ACCOUNT_TEMPLATES: readonly EmailTemplateName[] = [
  'account_validation',
  'account_exists',
  'password_reset',
  'invitation',
  'password_changed',
  'email_change',
  'email_change_notice',
];

/** The e-mails a program sends (account e-mails belong to the platform): what `transactionnals` edits. */
export const PROGRAM_EMAIL_TEMPLATES: readonly EmailTemplateName[] = EMAIL_TEMPLATE_NAMES.filter(
  (name) => !ACCOUNT_TEMPLATES.includes(name),
);

export const ANSWER_FIELD_PREFIX = 'answer:';

/** Anything between double braces is a placeholder: `{{ name }}`, `{{answer:<question reference>}}`. */
export const MERGE_FIELD_PATTERN = /\{\{([^{}]*)\}\}/g;

/** The placeholders' names a text uses (trimmed), once each, in order. */
export function mergeFieldsIn(text: string): string[] {
  return [...new Set([...text.matchAll(MERGE_FIELD_PATTERN)].map((match) => (match[1] as string).trim()))];
}

/** `{{name}}`: what the editor inserts for a field. */
export const mergeFieldToken = (name: string) => `{{${name}}}`;

/**
 * The fields of `names` the template does not offer (an answer field must name one of
 * `questionReferences`): a save naming them answers 400.
 */
export function unknownMergeFields(
  template: EmailTemplateName,
  names: readonly string[],
  questionReferences: readonly string[],
): string[] {
  const spec = EMAIL_TEMPLATE_FIELDS[template];
  return names.filter((name) => {
    if (name.startsWith(ANSWER_FIELD_PREFIX))
      return !spec.answers || !questionReferences.includes(name.slice(ANSWER_FIELD_PREFIX.length));
    return !spec.fields.includes(name);
  });
}
