import { Button, Select, Text } from '@mantine/core';
import { useState } from 'react';
import { apiErrorMessage } from '../../../lib/api-error-message';
import type { BulkActionProps } from '../../../lib/bulk-action';
import { useTranslation } from '../../../lib/use-translation';
import { FormError } from '../../../ui/form-error';
import { ModalForm } from '../../../ui/modal-form';
import { showToast } from '../../../ui/toasts';
import { useVoteSelectionMutations, useVoteSessions } from '../hooks/use-vote-sessions';

/** The responses table's "Add to a public vote": the ticked rows (or a whole filter) join a vote's selection. */
export function AddToVoteButton({ programId, count, selection, disabled }: BulkActionProps) {
  const { t } = useTranslation('votes');
  const [opened, setOpened] = useState(false);
  const [sessionId, setSessionId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const sessions = useVoteSessions(programId);
  const mutations = useVoteSelectionMutations(programId);
  const rows = sessions.data?.pages.flatMap((page) => page.data) ?? [];
  const chosen = rows.find((session) => session.id === sessionId);

  async function submit() {
    setError(null);
    if (!chosen) {
      setError(t('selection.pickVote'));
      return;
    }
    try {
      const { data } = await mutations.add.mutateAsync({ sessionId: chosen.id, body: { selection: selection() } });
      showToast({
        type: 'success',
        message: t('selection.addedTo', { changed: data.changed, total: data.total, name: chosen.name }),
      });
      setOpened(false);
    } catch (failure) {
      setError(apiErrorMessage(failure, t));
    }
  }

  return (
    <>
      <Button variant="default" size="xs" disabled={disabled} onClick={() => setOpened(true)} data-testid="bulk-vote">
        {t('selection.addToVote')}
      </Button>
      <ModalForm
        opened={opened}
        onClose={() => setOpened(false)}
        saving={mutations.add.isPending}
        title={t('selection.addTitle', { count })}
        onSubmit={(event) => {
          event.preventDefault();
          return submit();
        }}
        submitLabel={t('selection.add')}
        submitTestId="add-to-vote-submit"
        testId="add-to-vote-modal"
      >
        <FormError>{error}</FormError>
        <Select
          label={t('selection.vote')}
          placeholder={t('selection.pick')}
          data={rows.map((session) => ({ value: session.id, label: session.name }))}
          value={sessionId}
          onChange={setSessionId}
          searchable
          data-autofocus
        />
        {rows.length === 0 && sessions.isSuccess && <Text size="sm">{t('list.empty')}</Text>}
        {chosen && chosen.entry.source !== 'selection' && <Text size="sm">{t('selection.filterNote')}</Text>}
      </ModalForm>
    </>
  );
}
