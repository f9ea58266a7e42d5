import { Button, Card, Group, NumberInput, Radio, Stack, Switch, Text, Title } from '@mantine/core';
import type { AssignmentPlan, AssignmentSettings } from '@opencall/shared/evaluations';
import { useState } from 'react';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useTranslation } from '../../../lib/use-translation';
import { ConfirmModal } from '../../../ui/confirm-modal';
import { FormError } from '../../../ui/form-error';
import { showToast } from '../../../ui/toasts';
import { useAssignmentMutations } from '../hooks/use-assignments';

/** What a plan comes to, in one sentence and a shortfall warning. */
function PlanSummary({ plan }: { plan: AssignmentPlan }) {
  const { t } = useTranslation('evaluations');
  const counts = plan.loads.map((load) => load.count);
  const missing = plan.shortfall.reduce((sum, item) => sum + item.missing, 0);
  return (
    <Stack gap={4} role="status" data-testid="assignment-summary">
      <Text size="sm">
        {t(plan.dryRun ? 'assign.wouldAdd' : 'assign.added', {
          added: String(plan.added),
          kept: String(plan.kept),
          applications: String(plan.applications),
        })}
      </Text>
      {counts.length > 0 && (
        <Text size="sm">
          {t('assign.loads', { min: String(Math.min(...counts)), max: String(Math.max(...counts)) })}
        </Text>
      )}
      {missing > 0 && (
        <Text size="sm" c="orange" data-testid="assignment-shortfall">
          {t('assign.shortfall', { applications: String(plan.shortfall.length), missing: String(missing) })}
        </Text>
      )}
    </Stack>
  );
}

/**
 * How the session's applications are shared among its jurors: everyone scores everything, or each
 * application gets N jurors (a cap per juror, by panel, by language). A preview shows the result first.
 */
export function AssignmentPanel({
  programId,
  sessionId,
  settings,
  canManage,
}: {
  programId: string;
  sessionId: string;
  settings: AssignmentSettings;
  canManage: boolean;
}) {
  const { t } = useTranslation('evaluations');
  const mutations = useAssignmentMutations(programId, sessionId);
  const [draft, setDraft] = useState<AssignmentSettings>(settings);
  const [plan, setPlan] = useState<AssignmentPlan | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const set = (patch: Partial<AssignmentSettings>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setPlan(null);
  };

  async function run(dryRun: boolean) {
    setError(null);
    try {
      const result = await mutations.plan.mutateAsync({ ...draft, dryRun });
      setPlan(result);
      if (!dryRun) showToast({ type: 'success', message: t('assign.saved') });
    } catch (failure) {
      setError(apiErrorMessage(failure, t));
      if (!dryRun) throw failure;
    }
  }

  const balanced = draft.mode === 'balanced';
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="assignment-title" data-testid="assignment-panel">
      <Title order={2} fz="h4" id="assignment-title" mb="xs">
        {t('assign.title')}
      </Title>
      <Stack gap="sm">
        <Radio.Group
          label={t('assign.mode')}
          value={draft.mode}
          onChange={(mode) => set({ mode: mode as AssignmentSettings['mode'] })}
        >
          <Stack gap={6} mt={6}>
            <Radio value="everyone" label={t('assign.everyone')} disabled={!canManage} data-testid="assign-everyone" />
            <Radio value="balanced" label={t('assign.balanced')} disabled={!canManage} data-testid="assign-balanced" />
          </Stack>
        </Radio.Group>
        {balanced && (
          <Group grow align="flex-start" wrap="wrap">
            <NumberInput
              label={t('assign.perApplication')}
              min={1}
              max={50}
              allowDecimal={false}
              disabled={!canManage}
              value={draft.perApplication}
              onChange={(value) => set({ perApplication: Math.max(1, Math.min(50, Number(value) || 1)) })}
              data-testid="assign-per-application"
            />
            <NumberInput
              label={t('assign.maxPerJuror')}
              description={t('assign.maxPerJurorHint')}
              min={1}
              allowDecimal={false}
              disabled={!canManage}
              value={draft.maxPerJuror ?? ''}
              onChange={(value) => set({ maxPerJuror: value === '' ? null : Math.max(1, Number(value) || 1) })}
              data-testid="assign-cap"
            />
          </Group>
        )}
        {balanced && (
          <Group gap="lg">
            <Switch
              label={t('assign.byPanel')}
              checked={draft.byPanel}
              disabled={!canManage}
              onChange={(event) => set({ byPanel: event.currentTarget.checked })}
            />
            <Switch
              label={t('assign.byLanguage')}
              checked={draft.byLanguage}
              disabled={!canManage}
              onChange={(event) => set({ byLanguage: event.currentTarget.checked })}
            />
          </Group>
        )}
        <Text size="xs" c="dimmed">
          {balanced ? t('assign.balancedHint') : t('assign.everyoneHint')}
        </Text>
        {plan && <PlanSummary plan={plan} />}
        <FormError>{error}</FormError>
        {canManage && (
          <Group justify="flex-end">
            <Button
              variant="default"
              onClick={() => void run(true)}
              loading={mutations.plan.isPending}
              data-testid="assign-preview"
            >
              {t('assign.preview')}
            </Button>
            <Button onClick={() => setConfirming(true)} data-testid="assign-apply">
              {balanced ? t('assign.apply') : t('assign.saveMode')}
            </Button>
          </Group>
        )}
      </Stack>
      <ConfirmModal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('assign.confirmTitle')}
        message={
          balanced ? t('assign.confirmBalanced', { count: String(draft.perApplication) }) : t('assign.confirmEveryone')
        }
        confirmLabel={balanced ? t('assign.apply') : t('assign.saveMode')}
        onConfirm={() => run(false)}
      />
    </Card>
  );
}
