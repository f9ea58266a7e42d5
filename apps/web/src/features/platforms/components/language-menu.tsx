import { Menu } from '@mantine/core';
import type { Locale } from '@opencall/shared/common';
import { type ReactElement, type RefObject, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The language menu itself (Mantine's Menu and its floating layer load after the first paint). */
export function LanguageMenu({
  target,
  openOnMount,
  current,
  locales,
  onChoose,
}: {
  /** The menu's button, given the ref the menu focuses. */
  target: (ref: RefObject<HTMLButtonElement | null>) => ReactElement;
  /** The button was pressed before this code arrived: open at once, focus on the button. */
  openOnMount: boolean;
  current: Locale;
  locales: { code: Locale; name: string }[];
  onChoose: (locale: Locale) => void;
}) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(openOnMount);
  const targetRef = useRef<HTMLButtonElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the first mount replaces the early button
  useEffect(() => {
    if (openOnMount) targetRef.current?.focus();
  }, []);
  return (
    <Menu position="bottom-end" withinPortal opened={opened} onChange={setOpened}>
      <Menu.Target>{target(targetRef)}</Menu.Target>
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
