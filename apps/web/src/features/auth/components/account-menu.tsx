import { Menu } from '@mantine/core';
import type { Profile } from '@opencall/shared/auth';
import { type ReactElement, type RefObject, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The signed-in user's menu (Mantine's Menu and its floating layer load after the first paint). */
export function AccountMenu({
  target,
  user,
  variant,
  locale,
  canUseBackOffice,
  onSignOut,
  openOnMount,
}: {
  /** The menu's button, given the ref the menu focuses. */
  target: (ref: RefObject<HTMLButtonElement | null>) => ReactElement;
  /** The button was pressed before this code arrived: open at once, focus on the button. */
  openOnMount: boolean;
  user: Profile;
  variant: 'public' | 'admin';
  locale: string;
  canUseBackOffice: boolean;
  onSignOut: () => void;
}) {
  const { t } = useTranslation('auth');
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
        <Menu.Label>{user.email}</Menu.Label>
        <Menu.Item
          component={Link}
          to={variant === 'admin' ? `/${locale}/admin/profile` : `/${locale}/profile`}
          data-testid="profile-link"
        >
          {t('menu.profile')}
        </Menu.Item>
        {variant === 'public' && canUseBackOffice && (
          <Menu.Item component={Link} to={`/${locale}/admin/home/dashboard`}>
            {t('menu.backOffice')}
          </Menu.Item>
        )}
        {variant === 'admin' && (
          <>
            <Menu.Item component={Link} to={`/${locale}/admin/home/settings/security`}>
              {t('menu.security')}
            </Menu.Item>
            <Menu.Item component={Link} to={`/${locale}`}>
              {t('menu.publicSite')}
            </Menu.Item>
          </>
        )}
        <Menu.Divider />
        <Menu.Item color="red" onClick={onSignOut} data-testid="sign-out">
          {t('menu.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
