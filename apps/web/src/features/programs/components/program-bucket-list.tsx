import { Center, EmptyState, Loader, Stack } from '@mantine/core';
import type { Program, ProgramBucketName } from '@opencall/shared/programs';
import { useState } from 'react';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useTranslation } from '../../../lib/use-translation';
import { ConfirmModal } from '../../../ui/confirm-modal';
import { ListFooter } from '../../../ui/list-states';
import { LoadFailed } from '../../../ui/load-failed';
import { useProgramAction } from '../hooks/use-program-actions';
import type { useProgramBucket } from '../hooks/use-program-bucket';
import type { ProgramListView } from '../program-cache';
import { type ProgramRowAction, ProgramTable } from './program-table';

type Confirmable = Extract<ProgramRowAction, 'trash' | 'destroy'>;

/** One bucket's loaded pages: states, the table, "load more", and the confirmations of deletions. */
export function ProgramBucketList({
  status,
  list,
  view,
}: {
  status: ProgramBucketName;
  list: ReturnType<typeof useProgramBucket>;
  view: ProgramListView;
}) {
  const { t } = useTranslation('programs');
  const action = useProgramAction(view);
  const [confirming, setConfirming] = useState<{ action: Confirmable; program: Program } | null>(null);
  const programs = list.data?.pages.flatMap((page) => page.items) ?? [];
  const shownTotal = list.data?.pages[0]?.metadata.totalFiltred ?? 0;

  function handleAction(kind: ProgramRowAction, program: Program) {
    if (kind === 'trash' || kind === 'destroy') setConfirming({ action: kind, program });
    else action.mutate({ action: kind, program });
  }

  if (list.isPending) {
    return (
      <Center py="xl" role="status">
        <Loader role="progressbar" aria-label={t('list.loading')} />
      </Center>
    );
  }
  if (list.isError) {
    return (
      <LoadFailed
        title={t('list.loadFailed')}
        message={apiErrorMessage(list.error, t)}
        retryLabel={t('list.retry')}
        onRetry={() => list.refetch()}
      />
    );
  }
  const name = confirming ? confirming.program.title || confirming.program.slug : '';
  return (
    <Stack gap="md">
      {programs.length === 0 ? (
        <EmptyState
          py="xl"
          title={view.search ? t('list.noResults') : t(`list.empty.${status}`)}
          description={view.search ? t('list.noResultsHint') : t(`list.emptyHint.${status}`)}
          data-testid="program-list-empty"
        />
      ) : (
        <ProgramTable
          programs={programs}
          caption={t(`buckets.${status}`)}
          busyId={action.isPending ? (action.variables?.program.id ?? null) : null}
          onAction={handleAction}
        />
      )}
      {programs.length > 0 && (
        <ListFooter
          countLabel={t('list.countOf', { shown: programs.length, total: shownTotal })}
          moreLabel={t('list.loadMore')}
          hasMore={list.hasNextPage}
          loading={list.isFetchingNextPage}
          onMore={() => void list.fetchNextPage()}
          countTestId="program-count"
        />
      )}
      <ConfirmModal
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        title={confirming ? t(`confirm.${confirming.action}.title`) : ''}
        message={confirming ? t(`confirm.${confirming.action}.message`, { title: name }) : ''}
        confirmText={confirming?.action === 'destroy' ? confirming.program.slug : undefined}
        confirmLabel={confirming ? t(`confirm.${confirming.action}.confirm`) : undefined}
        isDeletion={confirming?.action === 'destroy'}
        onConfirm={() => (confirming ? action.mutateAsync(confirming) : undefined)}
      />
    </Stack>
  );
}
