import { Button } from '@mantine/core';
import { LOCALE_NAMES } from '@opencall/shared/common';
import { type RefObject, Suspense, useState } from 'react';
import { lazyWhenIdle } from '../../../lib/after-first-paint';
import { useCurrentLocale } from '../../../lib/domain-info-context';
import { useTranslation } from '../../../lib/use-translation';
import { useEarlyFocus } from '../../../ui/early-focus';
import { usePlatformLocales } from '../hooks/use-platform-locales';
import { useSwitchLocale } from '../hooks/use-switch-locale';

// The menu's code loads after the first paint: the button shows at once, in place, and a
// press before the code arrives opens the menu when it does.
const LanguageMenu = lazyWhenIdle(
  () => import('./language-menu'),
  (menu) => menu.LanguageMenu,
);

/** Offers only the platform's languages; each is named in its own language. */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const current = useCurrentLocale();
  const { data: locales = [] } = usePlatformLocales();
  const switchLocale = useSwitchLocale();
  const [isPressedEarly, setPressedEarly] = useState(false);
  const { hadFocus, focusProps } = useEarlyFocus();
  if (locales.length < 2) return null;

  const button = (onClick?: () => void, ref?: RefObject<HTMLButtonElement | null>) => (
    <Button
      ref={ref}
      onClick={onClick}
      // Only the early button tracks its focus (the menu's button has no click handler of its own here).
      {...(onClick ? focusProps : {})}
      variant="white"
      size="compact-md"
      // The name read out starts with the visible code (WCAG 2.5.3), e.g. "FR, change language…".
      aria-label={`${current.toUpperCase()}, ${t('language.choose', { current: LOCALE_NAMES[current] })}`}
      data-testid="language-switcher"
    >
      {current.toUpperCase()}
    </Button>
  );
  return (
    <Suspense fallback={button(() => setPressedEarly(true))}>
      <LanguageMenu
        target={(ref) => button(undefined, ref)}
        openOnMount={isPressedEarly}
        hadFocus={hadFocus}
        current={current}
        locales={locales}
        onChoose={switchLocale}
      />
    </Suspense>
  );
}
