import { Button, Group, Loader, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import type { AutosaveState, Saved } from './autosave';

/** Where the applicant's answers are, said politely to screen readers too. */
export function SaveIndicator({
  state,
  onRetry,
  testId = 'save-state',
}: {
  state: AutosaveState<Saved>;
  onRetry: () => void;
  testId?: string;
}) {
  const { t } = useTranslation('portal');
  const label = {
    saved: state.status === 'saved' && state.at ? t('apply.save.saved') : t('apply.save.upToDate'),
    pending: t('apply.save.pending'),
    saving: t('apply.save.saving'),
    offline: t('apply.save.offline'),
    signedOut: t('apply.save.signedOut'),
    conflict: t('apply.save.conflict'),
    refused: state.status === 'refused' ? state.message : '',
  }[state.status];
  return (
    <Group gap="xs" role="status" aria-live="polite" data-testid={testId} data-state={state.status}>
      {state.status === 'saving' && <Loader size="xs" />}
      <Text size="sm" c={['offline', 'signedOut', 'refused'].includes(state.status) ? 'orange.8' : 'dimmed'}>
        {label}
      </Text>
      {state.status === 'offline' && (
        <Button size="compact-xs" variant="subtle" onClick={onRetry}>
          {t('apply.save.retry')}
        </Button>
      )}
    </Group>
  );
}
