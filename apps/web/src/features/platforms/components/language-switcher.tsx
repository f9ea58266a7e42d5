import { Button } from '@mantine/core';
import { LOCALE_NAMES } from '@opencall/shared/common';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentLocale } from '../../../app/domain-info-context';
import { usePlatformLocales } from '../hooks/use-platform-locales';
import { useSwitchLocale } from '../hooks/use-switch-locale';

// The menu's code loads right after the first paint: the button shows at once, in place.
const LanguageMenu = lazy(async () => ({ default: (await import('./language-menu')).LanguageMenu }));

/** Offers only the platform's languages; each is named in its own language. */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const current = useCurrentLocale();
  const { data: locales = [] } = usePlatformLocales();
  const switchLocale = useSwitchLocale();
  if (locales.length < 2) return null;

  const target = (
    <Button
      variant="white"
      size="compact-md"
      aria-label={t('language.choose', { current: LOCALE_NAMES[current] })}
      data-testid="language-switcher"
    >
      {current.toUpperCase()}
    </Button>
  );
  return (
    <Suspense fallback={target}>
      <LanguageMenu target={target} current={current} locales={locales} onChoose={switchLocale} />
    </Suspense>
  );
}
