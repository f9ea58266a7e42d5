import { describe, expect, it } from 'vitest';
import ca from '../../locales/ca/validation.json';
import de from '../../locales/de/validation.json';
import en from '../../locales/en/validation.json';
import es from '../../locales/es/validation.json';
import fr from '../../locales/fr/validation.json';
import it_ from '../../locales/it/validation.json';
import nl from '../../locales/nl/validation.json';
import pl from '../../locales/pl/validation.json';
import pt from '../../locales/pt/validation.json';
import ru from '../../locales/ru/validation.json';
import { PUBLISH_PROBLEM_REASONS } from '../programs/publish-check.rules';
import { CONDITION_PROBLEM_CODES } from './field-conditions.rules';
import { RULE_CODES, RULE_PARAMS } from './validation-codes.rules';

const catalogues: Record<string, Record<string, string>> = { en, fr, nl, es, de, it: it_, pl, pt, ca, ru };
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('validation.json', () => {
  it('has a message for every rule code, in all ten languages, with the placeholders of its params', () => {
    expect(Object.keys(catalogues)).toHaveLength(10);
    for (const [lang, messages] of Object.entries(catalogues)) {
      for (const code of RULE_CODES) {
        const message = messages[code];
        expect(message, `${lang}:${code}`).toBeTruthy();
        expect(placeholders(message ?? ''), `${lang}:${code}`).toEqual([...RULE_PARAMS[code]].sort());
      }
    }
  });

  it('has the publish-check reasons, the pending validation step and the condition problems', () => {
    for (const [lang, messages] of Object.entries(catalogues)) {
      for (const reason of PUBLISH_PROBLEM_REASONS)
        expect(placeholders(messages[reason] ?? '-'), `${lang}:${reason}`).toEqual([]);
      expect(placeholders(messages.validationStepPending ?? ''), lang).toEqual(['title']);
      for (const code of CONDITION_PROBLEM_CODES) expect(messages[code], `${lang}:${code}`).toBeTruthy();
    }
  });

  it('keeps the SPEC English texts', () => {
    expect(en).toMatchObject({
      required: 'This field is required',
      email: 'This field is not a valid email',
      tel: 'This field is not a valid phone number',
      number: 'This field is not a valid number',
      url: 'This field is not a valid url',
      'valide-input-text': 'The text entered contains unauthorized tags.',
      siret: 'This field is not a valid SIRET number',
    });
  });
});
