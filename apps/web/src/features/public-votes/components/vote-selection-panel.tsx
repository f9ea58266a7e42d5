import { Button, Group, NumberInput, Select, Stack, Text } from '@mantine/core';
import type { VoteSession } from '@opencall/shared/public-votes';
import { useState } from 'react';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useTranslation } from '../../../lib/use-translation';
import { ConfirmModal } from '../../../ui/confirm-modal';
import { showToast } from '../../../ui/toasts';
import { useJurySessions, useVoteSelectionMutations } from '../hooks/use-vote-sessions';

/**
 * The vote's selection: how many applications it holds, a jury session's shortlist to add (its top
 * N by mean, ties at the cut included), and emptying it. Rows of the responses table join it from
 * the table's bulk bar ("Add to a public vote").
 */
export function VoteSelectionPanel({ programId, session }: { programId: string; session: VoteSession }) {
  const { t } = useTranslation('votes');
  const juries = useJurySessions(programId);
  const mutations = useVoteSelectionMutations(programId);
  const [sourceId, setSourceId] = useState<string | null>(null);
  const [top, setTop] = useState<number | string>(10);
  const [clearing, setClearing] = useState(false);

  async function addShortlist() {
    if (!sourceId || typeof top !== 'number' || top < 1) {
      showToast({ type: 'error', message: t('selection.incomplete') });
      return;
    }
    try {
      const { data } = await mutations.add.mutateAsync({
        sessionId: session.id,
        body: { shortlist: { sessionId: sourceId, top } },
      });
      showToast({ type: 'success', message: t('selection.added', { changed: data.changed, total: data.total }) });
    } catch (error) {
      showToast({ type: 'error', message: apiErrorMessage(error, t) });
    }
  }

  async function clear() {
    try {
      const { data } = await mutations.clear.mutateAsync(session.id);
      showToast({ type: 'success', message: t('selection.cleared', { changed: data.changed }) });
    } catch (error) {
      showToast({ type: 'error', message: apiErrorMessage(error, t) });
      throw error;
    }
  }

  return (
    <Stack gap="xs" data-testid="vote-selection">
      <Text size="sm">{t('selection.count', { count: session.selectionCount })}</Text>
      <Text size="sm" c="dimmed">
        {t('selection.fromTable')}
      </Text>
      <Group align="flex-end" wrap="wrap">
        <Select
          label={t('selection.shortlistFrom')}
          placeholder={t('selection.pick')}
          data={(juries.data ?? []).map((jury) => ({ value: jury.id, label: jury.name }))}
          value={sourceId}
          onChange={setSourceId}
          nothingFoundMessage={t('selection.noJury')}
          data-testid="vote-shortlist-session"
        />
        <NumberInput label={t('selection.top')} min={1} max={50_000} value={top} onChange={setTop} w="8rem" />
        <Button
          variant="light"
          onClick={addShortlist}
          loading={mutations.add.isPending}
          data-testid="vote-shortlist-add"
        >
          {t('selection.addShortlist')}
        </Button>
        {session.selectionCount > 0 && (
          <Button variant="subtle" color="red" onClick={() => setClearing(true)}>
            {t('selection.clear')}
          </Button>
        )}
      </Group>
      <ConfirmModal
        opened={clearing}
        onClose={() => setClearing(false)}
        title={t('selection.clearTitle')}
        message={t('selection.clearMessage', { count: session.selectionCount })}
        confirmLabel={t('selection.clear')}
        onConfirm={clear}
      />
    </Stack>
  );
}
