import { Button, Menu } from '@mantine/core';
import { LOCALE_NAMES } from '@opencall/shared/common';
import { useTranslation } from 'react-i18next';
import { useCurrentLocale } from '../../../app/domain-info-context';
import { usePlatformLocales } from '../hooks/use-platform-locales';
import { useSwitchLocale } from '../hooks/use-switch-locale';

/** Offers only the platform's languages; each is named in its own language. */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const current = useCurrentLocale();
  const { data: locales = [] } = usePlatformLocales();
  const switchLocale = useSwitchLocale();
  if (locales.length < 2) return null;

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="white"
          size="compact-md"
          // The name read out starts with the visible code (WCAG 2.5.3), e.g. "FR, change language…".
          aria-label={`${current.toUpperCase()}, ${t('language.choose', { current: LOCALE_NAMES[current] })}`}
          data-testid="language-switcher"
        >
          {current.toUpperCase()}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('language.label')}</Menu.Label>
        {locales.map((entry) => (
          <Menu.Item
            key={entry.code}
            lang={entry.code}
            onClick={() => switchLocale(entry.code)}
            aria-current={entry.code === current ? 'true' : undefined}
            fw={entry.code === current ? 700 : undefined}
          >
            {entry.name}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
