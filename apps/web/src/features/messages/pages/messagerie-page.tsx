import { Button } from '@mantine/core';
import type { MessageBatch } from '@opencall/shared/messages';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useCurrentLocale } from '../../../lib/domain-info-context';
import { useTranslation } from '../../../lib/use-translation';
import { ConfirmModal } from '../../../ui/confirm-modal';
import { PageSection } from '../../../ui/page-section';
import { PagedList, pagedRows } from '../../../ui/paged-list';
import { showToast } from '../../../ui/toasts';
import { useCurrentProgram } from '../../programs';
import { BatchList } from '../components/batch-list';
import { useMessageBatches, useMessageMutations } from '../hooks/use-messages';

/**
 * `admin/programs/{programSlug}/messagerie`: the program's messages to many and how far each went
 * (read again every 2 s while one goes out). Recipients are chosen in the responses table.
 */
export function MessageriePage() {
  const { t } = useTranslation('messages');
  const program = useCurrentProgram();
  const locale = useCurrentLocale();
  const list = useMessageBatches(program.id);
  const mutations = useMessageMutations(program.id);
  const [cancelling, setCancelling] = useState<MessageBatch | null>(null);
  const last = useRef<MessageBatch | null>(null);
  if (cancelling) last.current = cancelling;
  const { rows, total } = pagedRows(list.data);

  async function cancel(batch: MessageBatch) {
    try {
      await mutations.cancel.mutateAsync(batch.id);
      showToast({ type: 'success', message: t('batch.cancelled') });
    } catch (error) {
      showToast({ type: 'error', message: apiErrorMessage(error, t) });
      throw error;
    }
  }

  return (
    <PageSection
      title={t('page.title')}
      description={t('page.intro')}
      testId="messagerie-page"
      actions={
        <Button component={Link} to={`/${locale}/admin/programs/${program.slug}/responses`} data-testid="message-new">
          {t('page.chooseRecipients')}
        </Button>
      }
    >
      <PagedList
        list={list}
        shown={rows.length}
        failedTitle={t('page.loadFailed')}
        empty={{ title: t('page.empty'), description: t('page.emptyHint'), testId: 'messages-empty' }}
        countLabel={t('page.count', { shown: rows.length, total })}
        moreLabel={t('page.loadMore')}
        testId="message-batches"
      >
        <BatchList batches={rows} onCancel={setCancelling} />
      </PagedList>
      <ConfirmModal
        opened={cancelling !== null}
        onClose={() => setCancelling(null)}
        title={t('batch.cancelTitle')}
        message={t('batch.cancelMessage', { subject: last.current?.subject ?? '' })}
        confirmLabel={t('batch.cancel')}
        cancelLabel={t('batch.keep')}
        onConfirm={() => (cancelling ? cancel(cancelling) : undefined)}
      />
    </PageSection>
  );
}
