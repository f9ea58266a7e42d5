import { describe, expect, it } from 'vitest';
import { defaultPhoneCountry, phoneCountryOptions, phoneFromAnswer, readPhone } from './phone-format';

describe('readPhone', () => {
  it('formats a national number as it is typed and stores it in E.164 once valid', () => {
    expect(readPhone('0470', 'BE')).toMatchObject({ display: '0470', answer: '0470', country: 'BE' });
    expect(readPhone('0470123456', 'BE')).toEqual({
      display: '0470 12 34 56',
      answer: '+32470123456',
      country: 'BE',
    });
    expect(readPhone('06 12 34 56 78', 'FR')).toEqual({
      display: '06 12 34 56 78',
      answer: '+33612345678',
      country: 'FR',
    });
  });

  it('picks the country a + prefix names', () => {
    expect(readPhone('+32470123456', 'FR')).toEqual({
      display: '+32 470 12 34 56',
      answer: '+32470123456',
      country: 'BE',
    });
  });

  it('keeps anything that is not a valid number exactly as typed, for the tel rule to report', () => {
    expect(readPhone('pas un numéro', 'FR')).toEqual({
      display: 'pas un numéro',
      answer: 'pas un numéro',
      country: 'FR',
    });
    expect(readPhone('12', 'BE').answer).toBe('12');
    expect(readPhone('0000000000', 'BE').answer).toBe('0000000000');
    expect(readPhone('', 'FR')).toEqual({ display: '', answer: '', country: 'FR' });
  });

  it('leaves the text unformatted when asked (an edit in the middle, a deletion)', () => {
    expect(readPhone('0470123456', 'BE', false)).toMatchObject({ display: '0470123456', answer: '+32470123456' });
  });
});

describe('phoneFromAnswer', () => {
  it('shows a stored E.164 number in its country’s national form', () => {
    expect(phoneFromAnswer('+32470123456', 'FR')).toEqual({ display: '0470 12 34 56', country: 'BE' });
  });

  it('shows anything else as it is, with the fallback country', () => {
    expect(phoneFromAnswer('12', 'FR')).toEqual({ display: '12', country: 'FR' });
    expect(phoneFromAnswer(undefined, 'DE')).toEqual({ display: '', country: 'DE' });
  });
});

describe('defaultPhoneCountry', () => {
  it('takes the region of the browser language matching the interface language, else France', () => {
    expect(defaultPhoneCountry('fr', ['fr-BE', 'en-US'])).toBe('BE');
    expect(defaultPhoneCountry('en', ['fr-FR', 'en-GB'])).toBe('GB');
    expect(defaultPhoneCountry('de', ['fr-FR'])).toBe('FR');
    expect(defaultPhoneCountry('pt-BR', [])).toBe('BR');
    expect(defaultPhoneCountry('en', [])).toBe('FR');
  });
});

describe('phoneCountryOptions', () => {
  it('names every country in the interface language with its dial code', () => {
    const options = phoneCountryOptions('fr');
    expect(options.find((o) => o.value === 'BE')?.label).toBe('Belgique (+32)');
    expect(options.find((o) => o.value === 'DE')?.label).toBe('Allemagne (+49)');
    expect(options.length).toBeGreaterThan(200);
  });
});
