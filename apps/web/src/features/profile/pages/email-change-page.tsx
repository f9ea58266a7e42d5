import { Button, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { linkErrorMessage } from '../../../lib/api-error-message';
import { useDocumentTitle } from '../../../lib/document-title';
import { useCurrentLocale } from '../../../lib/domain-info-context';
import { useTranslation } from '../../../lib/use-translation';
import { FormError } from '../../../ui/form-error';
import { PageLoader } from '../../../ui/page-loader';
import { AuthCard } from '../../auth';
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
