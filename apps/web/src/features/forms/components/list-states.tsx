import { Alert, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../auth/api-error-message';

export function ListLoading() {
  const { t } = useTranslation('forms');
  return (
    <Center py="xl" role="status">
      <Loader role="progressbar" aria-label={t('list.loading')} />
    </Center>
  );
}

export function ListError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('forms');
  return (
    <Alert color="red" variant="light" role="alert" title={t('list.loadFailed')}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{apiErrorMessage(error, t)}</Text>
        <Button size="xs" variant="default" onClick={onRetry}>
          {t('list.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}

export function ListFooter({
  shown,
  total,
  hasMore,
  loading,
  onMore,
}: {
  shown: number;
  total: number;
  hasMore: boolean;
  loading: boolean;
  onMore: () => void;
}) {
  const { t } = useTranslation('forms');
  return (
    <Group justify="space-between">
      <Text size="sm" c="dimmed" role="status" data-testid="form-count">
        {t('list.countOf', { shown, total })}
      </Text>
      {hasMore && (
        <Button variant="default" onClick={onMore} loading={loading} data-testid="forms-load-more">
          {t('list.loadMore')}
        </Button>
      )}
    </Group>
  );
}
