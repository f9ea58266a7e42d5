import { Button, Group } from '@mantine/core';
import { type EvaluationSession, nextSessionStatuses, type SessionStatus } from '@opencall/shared/evaluations';
import { useState } from 'react';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useTranslation } from '../../../lib/use-translation';
import { ConfirmModal } from '../../../ui/confirm-modal';
import { showToast } from '../../../ui/toasts';
import { useSessionMutations } from '../hooks/use-sessions';

/** The status moves a session may make (open, close, reopen), each confirmed first. */
export function SessionStatusActions({ session }: { session: EvaluationSession }) {
  const { t } = useTranslation('evaluations');
  const mutations = useSessionMutations(session.programId);
  const [target, setTarget] = useState<SessionStatus | null>(null);
  const [shown, setShown] = useState<SessionStatus>('open');
  const action = (status: SessionStatus) => (session.status === 'closed' && status === 'open' ? 'reopen' : status);

  async function move(status: SessionStatus) {
    try {
      await mutations.changeStatus.mutateAsync({ sessionId: session.id, body: { status } });
      showToast({ type: 'success', message: t(`statusActions.${action(status)}.done`, { name: session.name }) });
    } catch (error) {
      showToast({ type: 'error', message: apiErrorMessage(error, t) });
      throw error;
    }
  }

  return (
    <Group gap="xs">
      {nextSessionStatuses(session.status).map((status) => (
        <Button
          key={status}
          variant={status === 'open' ? 'filled' : 'default'}
          onClick={() => {
            setShown(status);
            setTarget(status);
          }}
          data-testid={`session-${action(status)}`}
        >
          {t(`statusActions.${action(status)}.label`)}
        </Button>
      ))}
      <ConfirmModal
        opened={target !== null}
        onClose={() => setTarget(null)}
        title={t(`statusActions.${action(shown)}.title`, { name: session.name })}
        message={t(`statusActions.${action(shown)}.message`, { name: session.name })}
        confirmLabel={t(`statusActions.${action(shown)}.label`)}
        onConfirm={() => (target ? move(target) : undefined)}
      />
    </Group>
  );
}
