import { Button, Center, EmptyState, Group, Loader, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { apiErrorMessage } from '../lib/api-error-message';
import { useTranslation } from '../lib/use-translation';
import { LoadFailed } from './load-failed';

/** The loading line of a list: its label beside a spinner, or a centred spinner. */
export function ListLoading({ label, testId }: { label?: string; testId?: string }) {
  const { t } = useTranslation();
  if (!label) {
    return (
      <Center py="xl" role="status" data-testid={testId}>
        <Loader role="progressbar" aria-label={t('states.loading')} />
      </Center>
    );
  }
  return (
    <Group gap="sm" role="status" data-testid={testId}>
      <Loader size="sm" />
      <Text size="sm">{label}</Text>
    </Group>
  );
}

/** A list that could not be loaded: the reason (SPEC §8 message of its code) and a retry button. */
export function ListError({
  title,
  error,
  onRetry,
  testId,
}: {
  title: string;
  error: unknown;
  onRetry: () => unknown;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <LoadFailed
      title={title}
      message={apiErrorMessage(error, t)}
      retryLabel={t('actions.retry')}
      onRetry={onRetry}
      testId={testId}
    />
  );
}

/** A list query's loading line, then its failure; `testId` names both (`<testId>-loading`, `<testId>-error`). */
export function ListStates({
  query,
  loadingLabel,
  failedTitle,
  testId,
}: {
  query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  loadingLabel: string;
  failedTitle: string;
  testId: string;
}) {
  return (
    <>
      {query.isPending && <ListLoading label={loadingLabel} testId={`${testId}-loading`} />}
      {query.isError && (
        <ListError title={failedTitle} error={query.error} onRetry={query.refetch} testId={`${testId}-error`} />
      )}
    </>
  );
}

/** A list query's centred spinner, else its failure with a retry, else its empty state when it holds nothing, else its rows. */
export function ListBody({
  query,
  labels,
  empty,
  children,
}: {
  query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  /** The list's own words for loading, failing and trying again. */
  labels: { loading: string; failed: string; retry: string };
  /** What to say when the list holds nothing; `null` while it holds rows. */
  empty: { title: string; description?: string; testId: string } | null;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isPending) {
    return (
      <Center py="xl" role="status">
        <Loader role="progressbar" aria-label={labels.loading} />
      </Center>
    );
  }
  if (query.isError) {
    return (
      <LoadFailed
        title={labels.failed}
        message={apiErrorMessage(query.error, t)}
        retryLabel={labels.retry}
        onRetry={() => query.refetch()}
      />
    );
  }
  if (empty)
    return <EmptyState py="xl" title={empty.title} description={empty.description} data-testid={empty.testId} />;
  return <>{children}</>;
}

/** Under a paged list: how many rows show of how many, and the button that loads more. */
export function ListFooter({
  countLabel,
  moreLabel,
  hasMore,
  loading,
  onMore,
  countTestId,
  moreTestId = 'load-more',
}: {
  countLabel: string;
  moreLabel: string;
  hasMore: boolean;
  loading: boolean;
  onMore: () => void;
  countTestId: string;
  moreTestId?: string;
}) {
  return (
    <Group justify="space-between">
      <Text size="sm" c="dimmed" role="status" data-testid={countTestId}>
        {countLabel}
      </Text>
      {hasMore && (
        <Button variant="default" onClick={onMore} loading={loading} data-testid={moreTestId}>
          {moreLabel}
        </Button>
      )}
    </Group>
  );
}
