import { Menu } from '@mantine/core';
import type { Profile } from '@opencall/shared/auth';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import { LateMenu, type LateMenuTarget } from '../../../ui/late-menu';
import { emailingPath } from '../../notifications';

/** The signed-in user's menu (Mantine's Menu and its floating layer load after the first paint). */
export function AccountMenu({
  target,
  user,
  variant,
  locale,
  canUseBackOffice,
  onSignOut,
  openOnMount,
  hadFocus,
}: LateMenuTarget & {
  user: Profile;
  variant: 'public' | 'admin';
  locale: string;
  canUseBackOffice: boolean;
  onSignOut: () => void;
}) {
  const { t } = useTranslation('auth');
  const { t: tNotifications } = useTranslation('notifications');
  return (
    <LateMenu target={target} openOnMount={openOnMount} hadFocus={hadFocus}>
      <Menu.Label>{user.email}</Menu.Label>
      <Menu.Item
        component={Link}
        to={variant === 'admin' ? `/${locale}/admin/profile` : `/${locale}/profile`}
        data-testid="profile-link"
      >
        {t('menu.profile')}
      </Menu.Item>
      {variant === 'public' && (
        <Menu.Item component={Link} to={emailingPath(locale)} data-testid="emailing-link">
          {tNotifications('menu.emailing')}
        </Menu.Item>
      )}
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
    </LateMenu>
  );
}
