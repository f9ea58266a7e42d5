import { Button, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useCurrentLocale } from '../../../app/domain-info-context';
import { useDocumentTitle } from '../../../lib/document-title';
import { PageLoader } from '../../../ui/page-loader';
import { linkErrorMessage } from '../../auth/api-error-message';
import { AuthCard } from '../../auth/components/auth-card';
import { FormError } from '../../auth/components/form-error';
import { useConfirmEmailChange } from '../hooks/use-account-settings';

/** `/{locale}/email-change?token=`: the link mailed to the new address; opening it makes the change. */
export function EmailChangePage() {
  const { t } = useTranslation('users');
  const locale = useCurrentLocale();
  const token = useSearchParams()[0].get('token');
  const confirm = useConfirmEmailChange();
  const started = useRef(false);
  useDocumentTitle(t('profile.emailChange.title'));

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    confirm.mutate(token);
  }, [token, confirm]);

  if (token && (confirm.isIdle || confirm.isPending)) return <PageLoader />;
  return (
    <AuthCard title={t('profile.emailChange.title')} testId="email-change-page">
      {confirm.isSuccess ? (
        <Stack gap="md">
          <Text data-testid="email-changed">{t('profile.emailChange.done', { email: confirm.data.data.email })}</Text>
          <Button component={Link} to={`/${locale}/profile`}>
            {t('profile.emailChange.toProfile')}
          </Button>
        </Stack>
      ) : (
        <FormError>{linkErrorMessage(token ? confirm.error : null, t)}</FormError>
      )}
    </AuthCard>
  );
}
