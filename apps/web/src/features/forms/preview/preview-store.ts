import {
  type Field,
  type FormAnswers,
  RULE_DEBOUNCE_MS,
  type ValidationIssue,
  validateAnswers,
  visibleFields,
} from '@opencall/shared/forms';

function* walk(fields: readonly Field[]): Generator<Field> {
  for (const field of fields) {
    yield field;
    yield* walk(field.fields ?? []);
    for (const section of field.sections ?? []) yield* walk(section.fields);
  }
}

/**
 * Answers, issues and visibility of the preview outside React: each field subscribes to its own
 * slice, so a keystroke re-renders that field (and fields whose visibility flips), not the form.
 */
export class PreviewStore {
  private answers: FormAnswers = {};
  private issues = new Map<string, ValidationIssue>();
  /** Errors the server gave for fields (a saved file it refused), already translated; a change of the field clears its own. */
  private serverErrors = new Map<string, string>();
  private visible = new Set<string>();
  private listeners = new Set<() => void>();
  private timers = new Map<string, ReturnType<typeof setTimeout>>();

  constructor(
    private fields: readonly Field[],
    private bannedEmailDomains: readonly string[],
    initial: FormAnswers = {},
  ) {
    this.answers = { ...initial };
    this.refreshVisibility();
  }

  /** Every answer as it stands (an applicant's draft is saved from this). */
  allAnswers = (): FormAnswers => this.answers;

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  value = (reference: string) => this.answers[reference];
  issue = (reference: string) => this.issues.get(reference);
  isVisible = (reference: string) => this.visible.has(reference);
  issueCount = () => this.issues.size;
  serverError = (reference: string) => this.serverErrors.get(reference);

  /** The server's errors by field reference (`group.0.child` for a repeated group's item), replacing earlier ones. */
  setServerErrors(errors: Readonly<Record<string, string>>) {
    const next = new Map(Object.entries(errors));
    const same = next.size === this.serverErrors.size && [...next].every(([k, v]) => this.serverErrors.get(k) === v);
    if (same) return;
    this.serverErrors = next;
    this.emit();
  }

  private version = 0;
  getVersion = () => this.version;

  private emit() {
    this.version++;
    for (const listener of this.listeners) listener();
  }

  private refreshVisibility() {
    this.visible = new Set([...walk(visibleFields(this.fields, this.answers))].map((f) => f.reference));
  }

  private run(): ValidationIssue[] {
    return validateAnswers(this.fields, this.answers, { bannedEmailDomains: this.bannedEmailDomains });
  }

  /** Checks the answers whose reference starts with `reference` (a field, or a repeated group's items). */
  validate(reference: string) {
    const found = this.run().filter((i) => i.reference === reference || i.reference.startsWith(`${reference}.`));
    for (const key of [...this.issues.keys()]) {
      if (key === reference || key.startsWith(`${reference}.`)) this.issues.delete(key);
    }
    for (const issue of found) this.issues.set(issue.reference, issue);
    this.issues = new Map(this.issues);
    this.emit();
  }

  validateAll(): number {
    const found = this.run();
    this.issues = new Map(found.map((issue) => [issue.reference, issue]));
    this.emit();
    return found.length;
  }

  /** SPEC §5: once a field shows an error, its rules run again 350 ms after each change. */
  set(reference: string, value: unknown) {
    this.answers = { ...this.answers, [reference]: value };
    for (const key of [...this.serverErrors.keys()]) {
      if (key === reference || key.startsWith(`${reference}.`)) this.serverErrors.delete(key);
    }
    this.refreshVisibility();
    const shown = [...this.issues.keys()].some((key) => key === reference || key.startsWith(`${reference}.`));
    if (shown) {
      clearTimeout(this.timers.get(reference));
      this.timers.set(
        reference,
        setTimeout(() => this.validate(reference), RULE_DEBOUNCE_MS),
      );
    }
    this.emit();
  }

  dispose() {
    for (const timer of this.timers.values()) clearTimeout(timer);
  }
}
