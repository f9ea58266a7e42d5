import { Button, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { linkErrorMessage } from '../../../lib/api-error-message';
import { useTranslation } from '../../../lib/use-translation';
import { FormError } from '../../../ui/form-error';
import { AuthCard } from './auth-card';

/** A link from an email that cannot be used (missing, malformed, spent or expired), with a way forward. */
export function InvalidLink({
  error,
  hint,
  actions,
}: {
  error: unknown;
  hint: string;
  actions: readonly { to: string; label: string }[];
}) {
  const { t } = useTranslation('auth');
  return (
    <AuthCard title={t('link.invalidTitle')} testId="invalid-link">
      <FormError>{linkErrorMessage(error, t)}</FormError>
      <Text>{hint}</Text>
      <Group>
        {actions.map((action, index) => (
          <Button key={action.to} component={Link} to={action.to} variant={index === 0 ? 'filled' : 'default'}>
            {action.label}
          </Button>
        ))}
      </Group>
    </AuthCard>
  );
}
