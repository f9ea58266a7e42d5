import type { Locale } from '@opencall/shared/common';
import { LOCALE_COOKIE } from '@opencall/shared/http';
import { platformsApi } from '@opencall/shared/platforms';
import { whenIdleAfterFirstPaint } from './after-first-paint';
import { callApi, configureApiClient } from './api-client';
import { changeDateLanguage } from './dates';
import { changeInterfaceLanguage } from './i18n';

function rememberedLocale(): string | undefined {
  return document.cookie
    .split('; ')
    .find((part) => part.startsWith(`${LOCALE_COOKIE}=`))
    ?.slice(LOCALE_COOKIE.length + 1);
}

/** SPEC §4 locale switch: interface language, date language, locale header, then the locale cookie. */
export async function applyLocale(locale: Locale): Promise<void> {
  configureApiClient({ locale });
  await Promise.all([changeInterfaceLanguage(locale), changeDateLanguage(locale)]);
  if (rememberedLocale() !== locale) {
    // Nothing on screen waits for it: on a first visit it leaves the network to the first paint.
    void whenIdleAfterFirstPaint()
      .then(() => callApi(platformsApi.setLocale, { body: { locale } }))
      .catch((error: unknown) => {
        console.error('Could not remember the chosen language', error);
      });
  }
}
