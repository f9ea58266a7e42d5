import { describe, expect, it } from 'vitest';
import {
  EMAIL_TEMPLATE_FIELDS,
  EMAIL_TEMPLATE_NAMES,
  mergeFieldsIn,
  mergeFieldToken,
  PROGRAM_EMAIL_TEMPLATES,
  unknownMergeFields,
} from './email-templates.rules';

describe('merge fields', () => {
  it('reads every placeholder once, trimmed, answers included, and nothing else', () => {
    expect(mergeFieldsIn('Hi {{firstname}}, {{ firstname }} {{answer:q-1}} {{}} {x} {{a b}}')).toEqual([
      'firstname',
      'answer:q-1',
      '',
      'a b',
    ]);
    expect(mergeFieldsIn('no field {here}')).toEqual([]);
    expect(mergeFieldToken('reference')).toBe('{{reference}}');
  });

  it('refuses the fields a template does not offer and the answers to questions the program does not ask', () => {
    expect(
      unknownMergeFields('submission_receipt', ['firstname', 'answer:q1', 'answer:q9', 'code', ''], ['q1']),
    ).toEqual(['answer:q9', 'code', '']);
    // The jury's e-mails speak of sessions, not of an application's answers.
    expect(unknownMergeFields('jury_reminder', ['sessionName', 'answer:q1'], ['q1'])).toEqual(['answer:q1']);
  });

  it('offers each template a list, and programs every template but the account ones', () => {
    for (const name of EMAIL_TEMPLATE_NAMES) expect(EMAIL_TEMPLATE_FIELDS[name].fields.length).toBeGreaterThan(0);
    expect(PROGRAM_EMAIL_TEMPLATES).toContain('submission_receipt');
    expect(PROGRAM_EMAIL_TEMPLATES).not.toContain('password_reset');
  });
});
