import { Anchor, Button, Group, NumberInput, Select, Stack, Text } from '@mantine/core';
import { type EvaluationSession, MAX_SHORTLIST } from '@opencall/shared/evaluations';
import { useState } from 'react';
import { Link } from 'react-router';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useCurrentLocale } from '../../../lib/domain-info-context';
import { useTranslation } from '../../../lib/use-translation';
import { ConfirmModal } from '../../../ui/confirm-modal';
import { FormError } from '../../../ui/form-error';
import { showToast } from '../../../ui/toasts';
import { useSelectionMutations, useSessions } from '../hooks/use-sessions';

/**
 * A session fed by a selection: how many applications it holds, where to choose more (the responses
 * table), the shortlist of another session to take in (rounds), and emptying it. Each acts at once.
 */
export function SelectionPanel({
  session,
  programSlug,
  canManage,
}: {
  session: EvaluationSession;
  programSlug: string;
  canManage: boolean;
}) {
  const { t } = useTranslation('evaluations');
  const locale = useCurrentLocale();
  const mutations = useSelectionMutations(session.programId);
  const sessions = useSessions(session.programId, {});
  const others = (sessions.data?.pages.flatMap((page) => page.data) ?? []).filter((other) => other.id !== session.id);
  const [sourceId, setSourceId] = useState<string | null>(null);
  const [top, setTop] = useState<number | string>(10);
  const [error, setError] = useState<string | null>(null);
  const [confirmClear, setConfirmClear] = useState(false);

  async function takeShortlist() {
    setError(null);
    if (!sourceId || typeof top !== 'number') {
      setError(t('selection.shortlistIncomplete'));
      return;
    }
    try {
      const { data } = await mutations.add.mutateAsync({
        sessionId: session.id,
        body: { shortlist: { sessionId: sourceId, top } },
      });
      showToast({
        type: 'success',
        message: t('selection.added', { changed: String(data.changed), total: String(data.total) }),
      });
    } catch (failure) {
      setError(apiErrorMessage(failure, t));
    }
  }

  return (
    <Stack gap="sm" data-testid="selection-panel">
      <Text size="sm" fw={600} data-testid="selection-count" aria-live="polite">
        {t('selection.count', { count: String(session.selectionCount) })}
      </Text>
      <Text size="sm">
        {t('selection.fromTable')}{' '}
        <Anchor component={Link} to={`/${locale}/admin/programs/${programSlug}/responses`} underline="always">
          {t('selection.toTable')}
        </Anchor>
      </Text>
      {canManage && (
        <>
          <FormError>{error}</FormError>
          <Group align="flex-end" wrap="wrap" gap="sm">
            <Select
              label={t('selection.shortlistFrom')}
              placeholder={t('selection.shortlistPick')}
              data={others.map((other) => ({ value: other.id, label: other.name }))}
              value={sourceId}
              onChange={setSourceId}
              nothingFoundMessage={t('selection.noOtherSession')}
              searchable
              style={{ flex: '1 1 14rem' }}
              data-testid="selection-source"
            />
            <NumberInput
              label={t('selection.top')}
              min={1}
              max={MAX_SHORTLIST}
              allowDecimal={false}
              value={top}
              onChange={setTop}
              w="8rem"
              data-testid="selection-top"
            />
            <Button
              type="button"
              variant="default"
              onClick={takeShortlist}
              loading={mutations.add.isPending}
              data-testid="selection-shortlist"
            >
              {t('selection.takeShortlist')}
            </Button>
          </Group>
          <Text size="xs" c="dimmed">
            {t('selection.shortlistHint')}
          </Text>
          {session.selectionCount > 0 && (
            <Group>
              <Button
                type="button"
                variant="subtle"
                color="red.8"
                size="xs"
                onClick={() => setConfirmClear(true)}
                data-testid="selection-clear"
              >
                {t('selection.clear')}
              </Button>
            </Group>
          )}
          <ConfirmModal
            opened={confirmClear}
            onClose={() => setConfirmClear(false)}
            title={t('selection.clearTitle')}
            message={t('selection.clearMessage', { count: String(session.selectionCount) })}
            confirmLabel={t('selection.clear')}
            onConfirm={async () => {
              const { data } = await mutations.clear.mutateAsync(session.id);
              showToast({ type: 'success', message: t('selection.cleared', { changed: String(data.changed) }) });
            }}
          />
        </>
      )}
    </Stack>
  );
}
