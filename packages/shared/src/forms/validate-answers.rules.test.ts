import { describe, expect, it } from 'vitest';
import { validateAnswers } from './field-validation.rules';
import type { Field } from './fields.schemas';

const ctx = { bannedEmailDomains: ['banned.com'] };
const options = [
  { reference: 'a', text: 'A' },
  { reference: 'b', text: 'B' },
];

describe('validateAnswers', () => {
  const form: Field[] = [
    { reference: 'apply', type: 'yes-no', required: true },
    {
      reference: 'why',
      type: 'textarea',
      required: true,
      condition: { reference: 'apply', operator: 'equals', value: 'yes' },
    },
    { reference: 'intro', type: 'separator-text', content: 'Hi' },
    { reference: 'who', type: 'questions-group', fields: [{ reference: 'email', type: 'email', required: true }] },
    {
      reference: 'acc',
      type: 'accordion',
      sections: [{ name: 'S', fields: [{ reference: 'site', type: 'url' }] }],
    },
    {
      reference: 'team',
      type: 'simple-questions-group',
      rules: { maxArrayLength: 3 },
      fields: [
        { reference: 'name', type: 'text', required: true },
        { reference: 'lead', type: 'yes-no' },
        {
          reference: 'phone',
          type: 'tel',
          required: true,
          condition: { reference: 'lead', operator: 'equals', value: 'yes' },
        },
      ],
    },
  ];

  it('walks groups, accordions and repeated items, with paths for repeated answers', () => {
    const answers = {
      apply: 'yes',
      email: 'nope',
      site: 'not a url',
      team: [{ name: 'Ada', lead: 'yes', phone: '1' }, { lead: 'no' }, { name: 'Bob', lead: 'yes' }],
    };
    expect(validateAnswers(form, answers, ctx)).toEqual([
      { reference: 'why', rule: 'required' },
      { reference: 'email', rule: 'email' },
      { reference: 'site', rule: 'url' },
      { reference: 'team.0.phone', rule: 'tel' },
      { reference: 'team.1.name', rule: 'required' },
      { reference: 'team.2.phone', rule: 'required' },
    ]);
  });

  it('skips hidden fields and checks the number of repeated items', () => {
    const answers = {
      apply: 'no',
      why: '<script>',
      email: 'a@b.fr',
      team: [{ name: 'a' }, { name: 'b' }, { name: 'c' }, { name: 'd' }],
    };
    expect(validateAnswers(form, answers, ctx)).toEqual([
      { reference: 'team', rule: 'max-array-length', params: { max: 3 } },
    ]);
    expect(validateAnswers(form, { ...answers, team: 'x' }, ctx)).toEqual([{ reference: 'team', rule: 'invalid' }]);
    expect(validateAnswers(form, { apply: 'no', email: 'a@b.fr' }, ctx)).toEqual([]);
  });

  it('hides a repeated child whose condition refers to an outer answer', () => {
    const fields: Field[] = [
      { reference: 'kind', type: 'radio', options },
      {
        reference: 'rep',
        type: 'simple-questions-group',
        fields: [
          {
            reference: 'x',
            type: 'text',
            required: true,
            condition: { reference: 'kind', operator: 'equals', value: 'a' },
          },
        ],
      },
    ];
    expect(validateAnswers(fields, { kind: 'b', rep: [{}] }, ctx)).toEqual([]);
    expect(validateAnswers(fields, { kind: 'a', rep: [{}] }, ctx)).toEqual([
      { reference: 'rep.0.x', rule: 'required' },
    ]);
  });
});
