import { Button } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useDocumentTitle } from '../../../lib/document-title';
import { useCurrentLocale } from '../../../lib/domain-info-context';
import { useTranslation } from '../../../lib/use-translation';
import { FormError } from '../../../ui/form-error';
import { AuthCard } from '../components/auth-card';
import { MfaCodeForm } from '../components/mfa-code-form';
import { backToQuery, useBackTo } from '../hooks/use-back-to';
import { clearPendingMfa, readPendingMfa } from '../pending-mfa';

/** `/{locale}/admin/mfa-code`: the code step of a back-office sign-in, with the pending token of the password step. */
export function MfaCodePage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('mfa.title'));
  const locale = useCurrentLocale();
  const navigate = useNavigate();
  const backTo = useBackTo();
  const [pending] = useState(() => readPendingMfa('mfa'));
  const loginPath = `/${locale}/admin/login${backToQuery(backTo)}`;

  const restart = () => {
    clearPendingMfa();
    void navigate(loginPath);
  };

  return (
    <AuthCard title={t('mfa.title')} testId="mfa-code-page">
      {pending ? (
        <MfaCodeForm mfaToken={pending.token} area="admin" onRestart={restart} />
      ) : (
        <>
          <FormError>{t('mfa.stepExpired')}</FormError>
          <Button component={Link} to={loginPath}>
            {t('mfa.backToLogin')}
          </Button>
        </>
      )}
    </AuthCard>
  );
}
