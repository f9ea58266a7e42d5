import { Alert, Button, Select, Text } from '@mantine/core';
import { useState } from 'react';
import { apiErrorMessage } from '../../../lib/api-error-message';
import type { BulkActionProps } from '../../../lib/bulk-action';
import { useTranslation } from '../../../lib/use-translation';
import { FormError } from '../../../ui/form-error';
import { ModalForm } from '../../../ui/modal-form';
import { showToast } from '../../../ui/toasts';
import { useSelectionMutations, useSessions } from '../hooks/use-sessions';

/**
 * The responses table's "Add to a session": the ticked rows, or every row of the filter across
 * pages, join the selection of one of the program's sessions.
 */
export function AddToSessionButton({ programId, count, selection, disabled }: BulkActionProps) {
  const { t } = useTranslation('evaluations');
  const [opened, setOpened] = useState(false);
  const [sessionId, setSessionId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const sessions = useSessions(programId, {});
  const mutations = useSelectionMutations(programId);
  const rows = sessions.data?.pages.flatMap((page) => page.data) ?? [];
  const chosen = rows.find((session) => session.id === sessionId);

  async function submit() {
    setError(null);
    if (!chosen) {
      setError(t('selection.pickSession'));
      return;
    }
    try {
      const { data } = await mutations.add.mutateAsync({ sessionId: chosen.id, body: { selection: selection() } });
      showToast({
        type: 'success',
        message: t('selection.addedTo', {
          changed: String(data.changed),
          total: String(data.total),
          name: chosen.name,
        }),
      });
      setOpened(false);
    } catch (failure) {
      setError(apiErrorMessage(failure, t));
    }
  }

  return (
    <>
      <Button
        variant="default"
        size="xs"
        disabled={disabled}
        onClick={() => setOpened(true)}
        data-testid="bulk-session"
      >
        {t('selection.addToSession')}
      </Button>
      <ModalForm
        opened={opened}
        onClose={() => setOpened(false)}
        saving={mutations.add.isPending}
        title={t('selection.addTitle', { count: String(count) })}
        onSubmit={(event) => {
          event.preventDefault();
          return submit();
        }}
        submitLabel={t('selection.add')}
        submitTestId="add-to-session-submit"
        testId="add-to-session-modal"
      >
        <FormError>{error}</FormError>
        <Select
          label={t('selection.session')}
          placeholder={t('selection.shortlistPick')}
          data={rows.map((session) => ({ value: session.id, label: session.name }))}
          value={sessionId}
          onChange={setSessionId}
          nothingFoundMessage={t('selection.noSession')}
          searchable
          data-autofocus
          data-testid="add-to-session-select"
        />
        {rows.length === 0 && sessions.isSuccess && <Text size="sm">{t('selection.noSession')}</Text>}
        {chosen && chosen.entry.source !== 'selection' && (
          <Alert color="blue" variant="light" data-testid="add-to-session-filter-note">
            {t('selection.filterNote')}
          </Alert>
        )}
      </ModalForm>
    </>
  );
}
