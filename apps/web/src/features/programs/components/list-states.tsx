import { Alert, Button, Group, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../lib/api-error-message';

/** The loading line of a program admin list. */
export function ListLoading({ label, testId }: { label: string; testId: string }) {
  return (
    <Group gap="sm" role="status" data-testid={testId}>
      <Loader size="sm" />
      <Text size="sm">{label}</Text>
    </Group>
  );
}

/** A list that could not be loaded: the reason and a retry button. */
export function ListError({
  title,
  error,
  onRetry,
  testId,
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
  testId: string;
}) {
  const { t } = useTranslation('programs');
  return (
    <Alert color="orange" role="alert" title={title} data-testid={testId}>
      <Text size="sm" mb="xs">
        {apiErrorMessage(error, t)}
      </Text>
      <Button size="compact-sm" variant="default" onClick={onRetry}>
        {t('list.retry')}
      </Button>
    </Alert>
  );
}
