import { Menu } from '@mantine/core';
import type { Profile } from '@opencall/shared/auth';
import type { ReactElement } from 'react';
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
}: {
  target: ReactElement;
  user: Profile;
  variant: 'public' | 'admin';
  locale: string;
  canUseBackOffice: boolean;
  onSignOut: () => void;
}) {
  const { t } = useTranslation('auth');
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{user.email}</Menu.Label>
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
