import { Button } from '@mantine/core';
import { PERMISSIONS } from '@opencall/shared/auth';
import { type RefObject, Suspense, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { lazyWhenIdle } from '../../../lib/after-first-paint';
import { displayName } from '../../../lib/display-name';
import { useCurrentLocale } from '../../../lib/domain-info-context';
import { loadLateNamespace } from '../../../lib/i18n';
import { areaOfPath, loginPath } from '../../../lib/session/session-paths';
import { useHasPermission, useSession } from '../../../lib/session/use-session';
import { useSignOut } from '../../../lib/session/use-sign-out';
import { useTranslation } from '../../../lib/use-translation';
import { useEarlyFocus } from '../../../ui/early-focus';

// The menu's code loads after the first paint: the button shows at once, in place, and a
// press before the code arrives opens the menu when it does. Its link to the `emailing` page is
// named in the notifications texts, which come with it.
const AccountMenu = lazyWhenIdle(
  () => Promise.all([import('./account-menu'), loadLateNamespace('notifications')]).then(([menu]) => menu),
  (menu) => menu.AccountMenu,
);

/** The header's account corner: a sign-in link, or the user's name with their menu and sign-out. */
export function UserMenu({ variant }: { variant: 'public' | 'admin' }) {
  const { t } = useTranslation('auth');
  const locale = useCurrentLocale();
  const { pathname, search } = useLocation();
  const { status, user } = useSession();
  const signOut = useSignOut();
  const canUseBackOffice = useHasPermission(PERMISSIONS.backOfficeAccess);
  const buttonVariant = variant === 'public' ? 'white' : 'default';
  const [isPressedEarly, setPressedEarly] = useState(false);
  const { hadFocus, focusProps } = useEarlyFocus();

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
  const button = (onClick?: () => void, ref?: RefObject<HTMLButtonElement | null>) => (
    <Button
      ref={ref}
      onClick={onClick}
      // Only the early button tracks its focus (the menu's button has no click handler of its own here).
      {...(onClick ? focusProps : {})}
      variant={buttonVariant}
      size="compact-md"
      maw="14rem"
      aria-label={t('menu.account', { name })}
      data-testid="user-menu"
    >
      {name}
    </Button>
  );
  return (
    <Suspense fallback={button(() => setPressedEarly(true))}>
      <AccountMenu
        target={(ref) => button(undefined, ref)}
        openOnMount={isPressedEarly}
        hadFocus={hadFocus}
        user={user}
        variant={variant}
        locale={locale}
        canUseBackOffice={canUseBackOffice}
        onSignOut={() => void signOut()}
      />
    </Suspense>
  );
}
