import { Alert, Button, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import { AuthCard } from './auth-card';

/** The answer after a request that sends a link: the same whether or not the address has an account. */
export function CheckYourEmail({ message, backLink }: { message: ReactNode; backLink: { to: string; label: string } }) {
  const { t } = useTranslation('auth');
  return (
    <AuthCard title={t('checkEmail.title')} testId="check-your-email">
      <Stack gap="md">
        <Alert color="teal" variant="light" role="status">
          {message}
        </Alert>
        <Text size="sm" c="dimmed">
          {t('checkEmail.spamHint')}
        </Text>
        <Button component={Link} to={backLink.to} variant="light">
          {backLink.label}
        </Button>
      </Stack>
    </AuthCard>
  );
}
