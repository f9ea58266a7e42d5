import { isLocale, type Locale } from '@opencall/shared/common';
import { useCallback } from 'react';
import { useLocation } from 'react-router';
import { applyLocale } from '../../../lib/apply-locale';
import { useAppNavigate } from '../../../lib/use-app-navigate';

/** On a `/{locale}/…` page the URL changes (the locale route applies it); elsewhere it applies at once. */
export function useSwitchLocale() {
  const navigate = useAppNavigate();
  const { pathname, search, hash } = useLocation();
  return useCallback(
    (locale: Locale) => {
      const [, first, ...rest] = pathname.split('/');
      if (isLocale(first)) navigate(`${['', locale, ...rest].join('/')}${search}${hash}`);
      else void applyLocale(locale);
    },
    [navigate, pathname, search, hash],
  );
}
