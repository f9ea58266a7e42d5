import { Button, Stack, Text } from '@mantine/core';
import { membershipApi } from '@opencall/shared/auth';
import { useState } from 'react';
import { callApi } from '../../../lib/api-client';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useTranslation } from '../../../lib/use-translation';

/**
 * SPEC §8 account_not_confirmed dialog: its text, and "send the confirmation email again". Plain
 * state, no query client: the dialog opens from the API client's hook, outside any page.
 */
export function AccountNotConfirmedDialog() {
  const { t } = useTranslation(['errors', 'auth']);
  const [state, setState] = useState<{ status: 'idle' | 'sending' | 'sent' } | { status: 'failed'; message: string }>({
    status: 'idle',
  });
  const resend = async () => {
    setState({ status: 'sending' });
    try {
      await callApi(membershipApi.resendAccountValidation, {});
      setState({ status: 'sent' });
    } catch (error) {
      setState({ status: 'failed', message: apiErrorMessage(error, t) });
    }
  };
  return (
    <Stack gap="sm" data-testid="account-not-confirmed-dialog">
      <Text>{t('errors:dialogs.account_not_confirmed.message')}</Text>
      {state.status === 'sent' ? (
        <Text role="status" c="green">
          {t('auth:confirm.resent')}
        </Text>
      ) : (
        <Button onClick={resend} loading={state.status === 'sending'} variant="light">
          {t('auth:confirm.resend')}
        </Button>
      )}
      {state.status === 'failed' && (
        <Text role="alert" c="red">
          {state.message}
        </Text>
      )}
    </Stack>
  );
}
