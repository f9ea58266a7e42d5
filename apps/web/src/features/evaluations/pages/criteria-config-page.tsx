import { Alert, Button, Group, Menu, Stack, Text } from '@mantine/core';
import type { Locale } from '@opencall/shared/common';
import { CRITERION_KINDS, MAX_CRITERIA_PER_SESSION, weightShares } from '@opencall/shared/evaluations';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-error';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useTranslation } from '../../../lib/use-translation';
import { FormError } from '../../../ui/form-error';
import { LeaveConfirmModal, useLeaveGuard } from '../../../ui/leave-guard';
import { ListStates } from '../../../ui/list-states';
import { PageSection } from '../../../ui/page-section';
import { showToast } from '../../../ui/toasts';
import { useCanManageProgram, useCurrentProgram } from '../../programs';
import { CriterionCard } from '../components/criterion-card';
import { type DraftCriterion, issuesByCriterion, move, newCriterion, toDrafts, toInput } from '../criteria-draft';
import { useCriteria, useSessionMutations } from '../hooks/use-sessions';
import { useCurrentSession } from '../session-context';

/** `examinations/{sessionSlug}/criteria-config`: what the jury scores, with weights, in order. */
export function CriteriaConfigPage() {
  const { t } = useTranslation('evaluations');
  const session = useCurrentSession();
  const query = useCriteria(session.programId, session.id);
  return (
    <PageSection title={t('tabs.criteria-config')} description={t('criteria.intro')} testId="criteria-config-page">
      <ListStates
        query={query}
        loadingLabel={t('criteria.loading')}
        failedTitle={t('criteria.loadFailed')}
        testId="criteria"
      />
      {query.data && <CriteriaEditor key={session.updatedAt} saved={toDrafts(query.data)} />}
    </PageSection>
  );
}

function CriteriaEditor({ saved }: { saved: DraftCriterion[] }) {
  const { t } = useTranslation('evaluations');
  const program = useCurrentProgram();
  const session = useCurrentSession();
  const canManage = useCanManageProgram();
  const mutations = useSessionMutations(program.id);
  const [drafts, setDrafts] = useState(saved);
  const [issues, setIssues] = useState(new Map<number, { field: string; reason: string }[]>());
  const [general, setGeneral] = useState<string | null>(null);
  const dirty = JSON.stringify(toInput(drafts)) !== JSON.stringify(toInput(saved));
  const blocker = useLeaveGuard(dirty && !mutations.replaceCriteria.isPending);
  const shares = weightShares(drafts);
  const langs = program.supportedLangs as Locale[];
  const words = { yes: t('criteria.defaultYes'), no: t('criteria.defaultNo') };

  async function save() {
    setIssues(new Map());
    setGeneral(null);
    try {
      await mutations.replaceCriteria.mutateAsync({ sessionId: session.id, criteria: toInput(drafts) });
      showToast({ type: 'success', message: t('criteria.saved') });
    } catch (error) {
      const byCriterion = error instanceof ApiError ? issuesByCriterion(error.details) : new Map();
      setIssues(byCriterion);
      setGeneral(byCriterion.size ? t('criteria.fixIssues') : apiErrorMessage(error, t));
    }
  }

  return (
    <Stack gap="md" maw="60rem">
      <FormError>{general}</FormError>
      {drafts.length === 0 ? (
        <Alert color="gray" title={t('criteria.empty')} data-testid="criteria-empty">
          {t('criteria.emptyHint')}
        </Alert>
      ) : (
        <Text size="sm" c="dimmed" data-testid="criteria-summary">
          {t('criteria.summary', { count: drafts.length, weighted: drafts.filter((draft) => draft.weight > 0).length })}
        </Text>
      )}
      {drafts.map((draft, index) => (
        <CriterionCard
          key={draft.key}
          criterion={draft}
          index={index}
          count={drafts.length}
          share={shares[index] ?? 0}
          langs={langs}
          defaultLang={program.defaultLang}
          issues={issues.get(index) ?? []}
          readOnly={!canManage}
          onChange={(next) => setDrafts((current) => current.map((item, at) => (at === index ? next : item)))}
          onMove={(by) => setDrafts((current) => move(current, index, by))}
          onRemove={() => setDrafts((current) => current.filter((_, at) => at !== index))}
        />
      ))}
      {canManage && (
        <Group justify="space-between">
          <Menu position="bottom-start">
            <Menu.Target>
              <Button
                variant="default"
                disabled={drafts.length >= MAX_CRITERIA_PER_SESSION}
                data-testid="criterion-add"
              >
                {t('criteria.add')}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {CRITERION_KINDS.map((kind) => (
                <Menu.Item
                  key={kind}
                  onClick={() => setDrafts((current) => [...current, newCriterion(kind, program.defaultLang, words)])}
                  data-testid={`criterion-add-${kind}`}
                >
                  {t(`kinds.${kind}`)}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
          <Button
            onClick={() => void save()}
            loading={mutations.replaceCriteria.isPending}
            disabled={!dirty}
            data-testid="criteria-save"
          >
            {t('criteria.save')}
          </Button>
        </Group>
      )}
      <LeaveConfirmModal blocker={blocker} message={t('form.unsaved')} />
    </Stack>
  );
}
