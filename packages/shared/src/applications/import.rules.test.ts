import { describe, expect, it } from 'vitest';
import type { Field } from '../forms';
import {
  answerFromCell,
  importableFields,
  mappingProblems,
  normalizeLabel,
  statusFromCell,
  suggestTargets,
} from './import.rules';

describe('statusFromCell', () => {
  it('reads the codes and the French labels, whatever the case and accents', () => {
    expect(statusFromCell('accepted')).toBe('accepted');
    expect(statusFromCell(' Acceptée ')).toBe('accepted');
    expect(statusFromCell('REFUSÉ')).toBe('rejected');
    expect(statusFromCell('Déposée')).toBe('submitted');
    expect(statusFromCell('brouillon')).toBe('draft');
    expect(statusFromCell('peut-être')).toBeNull();
  });
});

describe('answerFromCell', () => {
  const options = [
    { reference: 'asso', text: 'Association' },
    { reference: 'company', text: 'Entreprise' },
  ];
  const field = (type: Field['type'], extra: Partial<Field> = {}): Field => ({ reference: 'f', type, ...extra });

  it('leaves an empty cell unanswered and trims the rest', () => {
    expect(answerFromCell(field('text'), '   ')).toBeUndefined();
    expect(answerFromCell(field('text'), '  Serre  ')).toBe('Serre');
  });

  it('turns numbers, dates, choices and yes/no into the shapes the form rules check', () => {
    expect(answerFromCell(field('number'), '1 500')).toBe(1500);
    expect(answerFromCell(field('number'), 'beaucoup')).toBe('beaucoup');
    expect(answerFromCell(field('number'), '12,5')).toBe(12.5);
    expect(answerFromCell(field('date'), '31/12/2025')).toBe('2025-12-31');
    expect(answerFromCell(field('date'), '2025-02-03')).toBe('2025-02-03');
    expect(answerFromCell(field('date'), '31/02/2025')).toBe('31/02/2025');
    expect(answerFromCell(field('select', { options }), 'entreprise')).toBe('company');
    expect(answerFromCell(field('radio', { options }), 'asso')).toBe('asso');
    expect(answerFromCell(field('select', { options }), 'Autre')).toBe('Autre');
    expect(answerFromCell(field('checkbox', { options }), 'Association | Entreprise')).toEqual(['asso', 'company']);
    expect(answerFromCell(field('picture-choice', { options }), 'Entreprise')).toBe('company');
    expect(answerFromCell(field('yes-no'), 'Oui')).toBe('yes');
    expect(answerFromCell(field('yes-no'), 'false')).toBe('no');
    expect(answerFromCell(field('country'), 'fr')).toBe('FR');
  });
});

describe('importableFields', () => {
  it('keeps the fields a cell can answer, those in groups and accordions included', () => {
    const fields: Field[] = [
      { reference: 'a', type: 'text' },
      { reference: 'g', type: 'questions-group', fields: [{ reference: 'b', type: 'email' }] },
      { reference: 'acc', type: 'accordion', sections: [{ name: 'S', fields: [{ reference: 'c', type: 'date' }] }] },
      { reference: 'rep', type: 'simple-questions-group', fields: [{ reference: 'd', type: 'text' }] },
      { reference: 'file', type: 'file' },
      { reference: 'sep', type: 'separator-title' },
    ];
    expect(importableFields(fields).map((f) => f.reference)).toEqual(['a', 'b', 'c']);
  });
});

describe('suggestTargets and mappingProblems', () => {
  const fields = [
    { formId: 'f1', reference: 'projet', title: 'Nom du projet' },
    { formId: 'f1', reference: 'budget', title: 'Budget prévu' },
  ];

  it('guesses the applicant columns and the fields by reference or title, each once', () => {
    expect(normalizeLabel(' E-Mail ')).toBe('e mail');
    expect(suggestTargets(['Courriel', 'Prénom', 'NOM', 'Nom du projet', 'budget', 'Email', ''], fields)).toEqual([
      { type: 'email' },
      { type: 'firstname' },
      { type: 'lastname' },
      { type: 'field', formId: 'f1', reference: 'projet' },
      { type: 'field', formId: 'f1', reference: 'budget' },
      { type: 'ignore' },
      { type: 'ignore' },
    ]);
  });

  it('asks for an e-mail column and each target at most once', () => {
    expect(mappingProblems([{ type: 'email' }, { type: 'ignore' }, { type: 'ignore' }])).toEqual([]);
    expect(
      mappingProblems([
        { type: 'firstname' },
        { type: 'firstname' },
        { type: 'field', formId: 'f1', reference: 'a' },
        { type: 'field', formId: 'f1', reference: 'a' },
        { type: 'field', formId: 'f1' },
      ]),
    ).toEqual([
      { column: 1, reason: 'mapped_twice' },
      { column: 3, reason: 'mapped_twice' },
      { column: 4, reason: 'field_incomplete' },
      { column: -1, reason: 'email_required' },
    ]);
  });
});
