import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useDocumentTitle } from '../../../lib/document-title';
import { useCurrentLocale } from '../../../lib/domain-info-context';
import { clearSession, endSessionOnServer } from '../../../lib/session/session-store';
import { useTranslation } from '../../../lib/use-translation';
import { PageLoader } from '../../../ui/page-loader';

/** `/logout` (SPEC §2, no locale): ends the session like the sign-out button, then the locale home. */
export function LogoutPage() {
  const locale = useCurrentLocale();
  const navigate = useNavigate();
  const { t } = useTranslation('auth');
  useDocumentTitle(t('menu.signOut'));

  useEffect(() => {
    let isActive = true;
    void endSessionOnServer().then(() => {
      if (!isActive) return;
      clearSession(`/${locale}`);
      void navigate(`/${locale}`, { replace: true });
    });
    return () => {
      isActive = false;
    };
  }, [locale, navigate]);

  return <PageLoader />;
}
