import { Menu } from '@mantine/core';
import type { Locale } from '@opencall/shared/common';
import { useTranslation } from '../../../lib/use-translation';
import { LateMenu, type LateMenuTarget } from '../../../ui/late-menu';

/** The language menu itself (Mantine's Menu and its floating layer load after the first paint). */
export function LanguageMenu({
  target,
  openOnMount,
  hadFocus,
  current,
  locales,
  onChoose,
}: LateMenuTarget & {
  current: Locale;
  locales: { code: Locale; name: string }[];
  onChoose: (locale: Locale) => void;
}) {
  const { t } = useTranslation();
  return (
    <LateMenu target={target} openOnMount={openOnMount} hadFocus={hadFocus}>
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
    </LateMenu>
  );
}
