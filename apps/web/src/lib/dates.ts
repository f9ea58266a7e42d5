import type { Locale } from '@opencall/shared/common';
import dayjs from 'dayjs';

// dayjs speaks English out of the box; the other names load with the language that needs them.
const dayjsLocales: Record<Locale, () => Promise<unknown>> = {
  en: async () => undefined,
  fr: () => import('dayjs/locale/fr'),
  nl: () => import('dayjs/locale/nl'),
  es: () => import('dayjs/locale/es'),
  de: () => import('dayjs/locale/de'),
  it: () => import('dayjs/locale/it'),
  pl: () => import('dayjs/locale/pl'),
  pt: () => import('dayjs/locale/pt'),
  ca: () => import('dayjs/locale/ca'),
  ru: () => import('dayjs/locale/ru'),
};

/** Switches month and day names of dates (pickers, relative dates) to the given language. */
export async function changeDateLanguage(locale: Locale): Promise<void> {
  try {
    await dayjsLocales[locale]();
    dayjs.locale(locale);
  } catch (error) {
    console.error(`Could not load the ${locale} date names`, error);
  }
}
