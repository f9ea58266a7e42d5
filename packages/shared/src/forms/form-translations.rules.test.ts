import { describe, expect, it } from 'vitest';
import type { Field, FormTranslations } from './fields.schemas';
import { findMissingTranslations, translateFields } from './form-translations.rules';

const fields: Field[] = [
  {
    reference: 'color',
    type: 'radio',
    title: 'Couleur',
    description: 'Choisissez',
    options: [
      { reference: 'red', text: 'Rouge' },
      { reference: 'blue', text: 'Bleu' },
    ],
  },
  {
    reference: 'grid',
    type: 'table',
    title: 'Budget',
    rows: [{ reference: 'r1', title: 'Loyer' }],
    cols: [{ reference: 'c1', title: 'Montant' }],
  },
  {
    reference: 'team',
    type: 'simple-questions-group',
    title: 'Équipe',
    newGroupBtnLabel: 'Ajouter',
    fields: [{ reference: 'name', type: 'text', title: 'Nom', placeholder: 'Jean' }],
  },
  {
    reference: 'acc',
    type: 'accordion',
    sections: [{ name: 'S', fields: [{ reference: 'bio', type: 'textarea', title: 'Bio' }] }],
  },
  { reference: 'intro', type: 'separator-text', content: 'Bienvenue' },
  { reference: 'video', type: 'separator-video', content: 'https://www.youtube.com/embed/x' },
];

const translations: FormTranslations = {
  en: {
    color: { title: 'Colour', description: '  ', options: { red: 'Red' } },
    grid: { rows: { r1: 'Rent' }, cols: { c1: 'Amount' } },
    team: { title: 'Team' },
    name: { title: 'Name', placeholder: 'John' },
    bio: { title: 'About you' },
    intro: { content: 'Welcome' },
    ghost: { title: 'Unused' },
  },
};

describe('translateFields', () => {
  it('merges overrides by reference, down into groups, accordions, options, rows and columns', () => {
    const [color, grid, team, acc, intro] = translateFields(fields, translations, 'en');
    expect(color?.title).toBe('Colour');
    expect(color?.options?.map((o) => o.text)).toEqual(['Red', 'Bleu']);
    expect(grid?.rows?.[0]?.title).toBe('Rent');
    expect(grid?.cols?.[0]?.title).toBe('Amount');
    expect(team?.title).toBe('Team');
    expect(team?.fields?.[0]).toMatchObject({ title: 'Name', placeholder: 'John' });
    expect(acc?.sections?.[0]?.fields[0]?.title).toBe('About you');
    expect(intro?.content).toBe('Welcome');
  });

  it('falls back to the base text for missing or blank overrides, and never adds a property', () => {
    const [color, , team] = translateFields(fields, translations, 'en');
    expect(color?.description).toBe('Choisissez');
    expect(team?.newGroupBtnLabel).toBe('Ajouter');
    expect(translateFields(fields, translations, 'de')).toEqual(fields);
    expect(translateFields([{ reference: 'name', type: 'text' }], translations, 'en')).toEqual([
      { reference: 'name', type: 'text' },
    ]);
  });

  it('leaves the input untouched', () => {
    const before = JSON.parse(JSON.stringify(fields));
    translateFields(fields, translations, 'en');
    expect(fields).toEqual(before);
  });
});

describe('findMissingTranslations', () => {
  it('lists, per language, the texts with a base version and no override', () => {
    const missing = findMissingTranslations(fields, translations, ['en', 'de']);
    expect(missing.en).toEqual([
      { reference: 'color', property: 'description' },
      { reference: 'color', property: 'options', key: 'blue' },
      { reference: 'grid', property: 'title' },
      { reference: 'team', property: 'newGroupBtnLabel' },
    ]);
    // Everything with text is missing in German, but not the video separator's URL.
    expect(missing.de).toHaveLength(13);
    expect(missing.de).toContainEqual({ reference: 'intro', property: 'content' });
    expect(missing.de?.some((m) => m.reference === 'video')).toBe(false);
  });
});
