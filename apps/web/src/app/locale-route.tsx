import { isLocale, type Locale } from '@opencall/shared/common';
import { rewriteLocalePath } from '@opencall/shared/i18n';
import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation, useParams } from 'react-router';
import { NotFoundPage } from '../features/system/pages/not-found-page';
import { applyLocale } from '../lib/apply-locale';
import { useAvailableLocales, useDomainInfo } from '../lib/domain-info-context';
import { useTranslation } from '../lib/use-translation';
import { PageLoader } from '../ui/page-loader';
import { PublicLayout } from './layouts/public-layout';

/**
 * `/{locale}/…`: a locale the platform offers becomes current (SPEC §4); any other two-letter
 * segment is rewritten to the platform's first language (SPEC §5).
 */
export function LocaleRoute() {
  const { locale } = useParams();
  const location = useLocation();
  const { i18n } = useTranslation();
  const { platform } = useDomainInfo();
  const available = useAvailableLocales();
  const isOffered = isLocale(locale) && available.includes(locale);
  const [applied, setApplied] = useState<string>(i18n.language);

  useEffect(() => {
    if (!isOffered || locale === applied) return;
    let cancelled = false;
    void applyLocale(locale as Locale).then(() => !cancelled && setApplied(locale as Locale));
    return () => {
      cancelled = true;
    };
  }, [locale, isOffered, applied]);

  const rewritten = rewriteLocalePath(location.pathname, platform.supportedLangs);
  if (rewritten) return <Navigate replace to={`${rewritten}${location.search}${location.hash}`} />;
  if (!isOffered) {
    return (
      <PublicLayout>
        <NotFoundPage />
      </PublicLayout>
    );
  }
  if (applied !== locale) return <PageLoader />;
  return <Outlet />;
}
