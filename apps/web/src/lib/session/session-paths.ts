import type { Area } from '@opencall/shared/auth';

export const BACK_TO_PARAM = 'backTo';

/** SPEC §2: the admin area is any path under /{locale}/admin. */
export function isAdminAreaPath(pathname: string): boolean {
  return /^\/[a-z]{2}\/admin(\/|$)/.test(pathname);
}

export function areaOfPath(pathname: string): Area {
  return isAdminAreaPath(pathname) ? 'admin' : 'public';
}

/** Where a signed-in user lands when no backTo says otherwise. */
export function homePath(locale: string, area: Area): string {
  return area === 'admin' ? `/${locale}/admin/home/dashboard` : `/${locale}`;
}

/** `/{locale}/login` or `/{locale}/admin/login`, with the page to return to after sign-in. */
export function loginPath(locale: string, area: Area, backTo?: string | null): string {
  const base = area === 'admin' ? `/${locale}/admin/login` : `/${locale}/login`;
  return backTo ? `${base}?${new URLSearchParams({ [BACK_TO_PARAM]: backTo })}` : base;
}

/** SPEC §4: the login page of the area the user is in, with the full requested path in backTo. */
export function loginPathFor(locale: string, location: { pathname: string; search: string }): string {
  return loginPath(locale, areaOfPath(location.pathname), `${location.pathname}${location.search}`);
}
