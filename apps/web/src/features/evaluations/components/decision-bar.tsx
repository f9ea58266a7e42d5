import { Button, Group, Paper, Text } from '@mantine/core';
import { type DecisionStatus, decisionsApi, responsesApi } from '@opencall/shared/applications';
import { rankingApi } from '@opencall/shared/evaluations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { callApi } from '../../../lib/api-client';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { queryKeyOf } from '../../../lib/query-cache';
import { useTranslation } from '../../../lib/use-translation';
import { ConfirmModal } from '../../../ui/confirm-modal';
import { showToast } from '../../../ui/toasts';

const CHOICES: readonly DecisionStatus[] = ['accepted', 'waitlist', 'rejected'];

/**
 * Decisions on the applications ticked in the ranking, in bulk and confirmed first. They stay
 * internal (the applicants learn them when the organizers release them).
 */
export function DecisionBar({
  programId,
  selected,
  onDone,
}: {
  programId: string;
  selected: string[];
  onDone: () => void;
}) {
  const { t } = useTranslation('evaluations');
  const queryClient = useQueryClient();
  const [choice, setChoice] = useState<DecisionStatus | null>(null);
  const decide = useMutation({
    mutationFn: (status: DecisionStatus) =>
      callApi(responsesApi.bulk, {
        params: { programId },
        body: { selection: { ids: selected }, action: 'status', status },
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeyOf(rankingApi.list) }),
        queryClient.invalidateQueries({ queryKey: queryKeyOf(decisionsApi.pending) }),
      ]),
  });
  if (selected.length === 0) return null;
  return (
    <Paper withBorder p="sm" data-testid="decision-bar">
      <Group justify="space-between" wrap="wrap">
        <Text size="sm" role="status">
          {t('decide.selected', { count: String(selected.length) })}
        </Text>
        <Group gap="xs">
          {CHOICES.map((status) => (
            <Button
              key={status}
              size="xs"
              variant="default"
              onClick={() => setChoice(status)}
              data-testid={`decide-${status}`}
            >
              {t(`decide.${status}`)}
            </Button>
          ))}
        </Group>
      </Group>
      <ConfirmModal
        opened={choice !== null}
        onClose={() => setChoice(null)}
        title={t('decide.confirmTitle', { count: String(selected.length) })}
        message={t('decide.confirmMessage', { decision: t(`decide.${choice ?? 'accepted'}`) })}
        confirmLabel={t(`decide.${choice ?? 'accepted'}`)}
        onConfirm={async () => {
          if (!choice) return;
          try {
            await decide.mutateAsync(choice);
            showToast({ type: 'success', message: t('decide.done', { count: String(selected.length) }) });
            onDone();
          } catch (error) {
            showToast({ type: 'error', message: apiErrorMessage(error, t) });
            throw error;
          }
        }}
      />
    </Paper>
  );
}
