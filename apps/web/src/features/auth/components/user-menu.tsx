import { Button, Menu } from '@mantine/core';
import { PERMISSIONS } from '@opencall/shared/auth';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { displayName } from '../../../lib/display-name';
import { useCurrentLocale } from '../../../lib/domain-info-context';
import { areaOfPath, loginPath } from '../../../lib/session/session-paths';
import { useHasPermission, useSession } from '../../../lib/session/use-session';
import { useSignOut } from '../../../lib/session/use-sign-out';

/** The header's account corner: a sign-in link, or the user's name with their menu and sign-out. */
export function UserMenu({ variant }: { variant: 'public' | 'admin' }) {
  const { t } = useTranslation('auth');
  const locale = useCurrentLocale();
  const { pathname, search } = useLocation();
  const { status, user } = useSession();
  const signOut = useSignOut();
  const canUseBackOffice = useHasPermission(PERMISSIONS.backOfficeAccess);
  const buttonVariant = variant === 'public' ? 'white' : 'default';

  if (status === 'loading') return null;
  if (!user) {
    const area = areaOfPath(pathname);
    if (pathname === loginPath(locale, area)) return null;
    const isHome = pathname === `/${locale}` || pathname === `/${locale}/`;
    return (
      <Button
        component={Link}
        to={loginPath(locale, area, isHome ? null : `${pathname}${search}`)}
        variant={buttonVariant}
        size="compact-md"
        data-testid="sign-in-link"
      >
        {t('menu.signIn')}
      </Button>
    );
  }

  const name = displayName(user);
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant={buttonVariant}
          size="compact-md"
          maw="14rem"
          aria-label={t('menu.account', { name })}
          data-testid="user-menu"
        >
          {name}
        </Button>
      </Menu.Target>
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
        <Menu.Item color="red" onClick={() => void signOut()} data-testid="sign-out">
          {t('menu.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
