import { Menu } from '@mantine/core';
import type { Locale } from '@opencall/shared/common';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';

/** The language menu itself (Mantine's Menu and its floating layer load after the first paint). */
export function LanguageMenu({
  target,
  current,
  locales,
  onChoose,
}: {
  target: ReactElement;
  current: Locale;
  locales: { code: Locale; name: string }[];
  onChoose: (locale: Locale) => void;
}) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('language.label')}</Menu.Label>
        {locales.map((entry) => (
          <Menu.Item
            key={entry.code}
            lang={entry.code}
            onClick={() => onChoose(entry.code)}
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
