import { Navigate, useLocation } from 'react-router';
import { useCurrentLocale } from '../lib/domain-info-context';

/** `/` shows the home in the visitor's language: remembered, browser, or the platform's first. */
export function RedirectToLocaleHome() {
  const locale = useCurrentLocale();
  const { search, hash } = useLocation();
  return <Navigate replace to={`/${locale}${search}${hash}`} />;
}
