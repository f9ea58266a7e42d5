import {
  AsYouType,
  type CountryCode,
  getCountries,
  getCountryCallingCode,
  parsePhoneNumberFromString,
} from 'libphonenumber-js/min';

export type { CountryCode };

export const FALLBACK_PHONE_COUNTRY: CountryCode = 'FR';
const COUNTRIES = new Set<string>(getCountries());
// Only digits and the usual separators are formatted; anything else is left exactly as typed.
const PHONE_CHARACTERS = /^[\d\s+().-]*$/;

export const isPhoneCountry = (code: string | undefined | null): code is CountryCode => !!code && COUNTRIES.has(code);

/** Country choices, `France (+33)`, sorted by name in the interface language. */
export function phoneCountryOptions(language: string): { value: CountryCode; label: string }[] {
  const names = new Intl.DisplayNames([language], { type: 'region' });
  return getCountries()
    .map((code) => ({ value: code, label: `${names.of(code) ?? code} (+${getCountryCallingCode(code)})` }))
    .sort((a, b) => a.label.localeCompare(b.label, language));
}

/**
 * The region of the browser's language that matches the interface language (`fr` read in a `fr-BE`
 * browser is Belgium), else France: the platforms are French first.
 */
export function defaultPhoneCountry(language: string, browserLanguages: readonly string[]): CountryCode {
  for (const tag of [language, ...browserLanguages]) {
    try {
      const locale = new Intl.Locale(tag);
      if (locale.language === new Intl.Locale(language).language && isPhoneCountry(locale.region)) return locale.region;
    } catch {
      // not a language tag: ignore it
    }
  }
  return FALLBACK_PHONE_COUNTRY;
}

export interface PhoneState {
  /** What the input shows. */
  display: string;
  /** What the field stores: E.164 when the number is valid for the country, else the text as typed. */
  answer: string;
  /** The country the number names (a `+` prefix picks it), else the one chosen. */
  country: CountryCode;
}

/** Reads what was typed for `country`; `format` applies the country's grouping as it goes. */
export function readPhone(text: string, country: CountryCode, format = true): PhoneState {
  if (!PHONE_CHARACTERS.test(text)) return { display: text, answer: text, country };
  const typer = new AsYouType(country);
  const formatted = typer.input(text);
  const named = typer.getCountry();
  const phone = parsePhoneNumberFromString(text, country);
  return {
    display: format && formatted ? formatted : text,
    answer: phone?.isValid() ? phone.number : text,
    country: text.trim().startsWith('+') && isPhoneCountry(named) ? named : country,
  };
}

/** What an input shows for a stored answer: a valid E.164 number in its country's national form. */
export function phoneFromAnswer(answer: unknown, fallback: CountryCode): Omit<PhoneState, 'answer'> {
  const text = typeof answer === 'string' ? answer : '';
  const phone = text.startsWith('+') ? parsePhoneNumberFromString(text) : undefined;
  if (phone?.isValid() && isPhoneCountry(phone.country)) {
    return { display: phone.formatNational(), country: phone.country };
  }
  return { display: text, country: fallback };
}
