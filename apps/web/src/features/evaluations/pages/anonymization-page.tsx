import { Alert, Checkbox, Stack, Switch, Text } from '@mantine/core';
import type { Anonymization, SessionQuestion } from '@opencall/shared/evaluations';
import { useState } from 'react';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useTranslation } from '../../../lib/use-translation';
import { LeaveConfirmModal, useLeaveGuard } from '../../../ui/leave-guard';
import { ListStates } from '../../../ui/list-states';
import { PageSection } from '../../../ui/page-section';
import { SettingsCard, SettingsForm } from '../../../ui/settings-form';
import { showToast } from '../../../ui/toasts';
import { useCanManageProgram, useCurrentProgram } from '../../programs';
import { QuestionBadges } from '../components/question-badges';
import { useSessionMutations, useSessionQuestions } from '../hooks/use-sessions';
import { useCurrentSession } from '../session-context';

const IDENTITY = ['name', 'email', 'fileDetails'] as const;

/**
 * `examinations/{sessionSlug}/anonymization`: what the jury must not see. The server withholds it
 * from every juror's read (lists, application, files, exports), so saving here is enough.
 */
export function AnonymizationPage() {
  const { t } = useTranslation('evaluations');
  const session = useCurrentSession();
  const query = useSessionQuestions(session.programId, session.id);
  return (
    <PageSection title={t('tabs.anonymization')} description={t('anonymization.intro')} testId="anonymization-page">
      <ListStates
        query={query}
        loadingLabel={t('views.loading')}
        failedTitle={t('views.loadFailed')}
        testId="anonymization"
      />
      {query.data && <AnonymizationForm key={session.updatedAt} questions={query.data} />}
    </PageSection>
  );
}

function AnonymizationForm({ questions }: { questions: SessionQuestion[] }) {
  const { t } = useTranslation('evaluations');
  const program = useCurrentProgram();
  const session = useCurrentSession();
  const canManage = useCanManageProgram();
  const mutations = useSessionMutations(program.id);
  const [values, setValues] = useState<Anonymization>(session.anonymization);
  const [error, setError] = useState<string | null>(null);
  const dirty = JSON.stringify(values) !== JSON.stringify(session.anonymization);
  const blocker = useLeaveGuard(dirty && !mutations.update.isPending);

  async function save() {
    setError(null);
    try {
      await mutations.update.mutateAsync({ sessionId: session.id, body: { anonymization: values } });
      showToast({ type: 'success', message: t('anonymization.saved') });
    } catch (failure) {
      setError(apiErrorMessage(failure, t));
    }
  }

  return (
    <>
      <SettingsForm
        label={t('tabs.anonymization')}
        testId="anonymization-form"
        general={error}
        busy={mutations.update.isPending}
        submitLabel={t('anonymization.save')}
        submitTestId="anonymization-save"
        onSubmit={save}
        readOnly={!canManage}
      >
        <SettingsCard title={t('anonymization.identity')}>
          <Stack gap="md">
            {IDENTITY.map((key) => (
              <Switch
                key={key}
                checked={values[key]}
                disabled={!canManage}
                onChange={(event) => {
                  const checked = event.currentTarget.checked;
                  setValues((current) => ({ ...current, [key]: checked }));
                }}
                label={t(`anonymization.${key}.label`)}
                description={t(`anonymization.${key}.hint`)}
                data-testid={`anonymization-${key}`}
              />
            ))}
            {values.name && !values.fileDetails && (
              <Alert color="orange" variant="light" data-testid="anonymization-file-warning">
                {t('anonymization.fileNameWarning')}
              </Alert>
            )}
          </Stack>
        </SettingsCard>
        <SettingsCard title={t('anonymization.questions')}>
          {questions.length === 0 ? (
            <Alert color="gray" title={t('views.empty')}>
              {t('views.emptyHint')}
            </Alert>
          ) : (
            <Checkbox.Group
              label={t('anonymization.questionsLabel')}
              description={t('anonymization.questionsHint')}
              value={values.questions}
              onChange={(next) => setValues((current) => ({ ...current, questions: next }))}
              data-testid="anonymization-questions"
            >
              <Stack gap="xs" mt="sm">
                {questions.map((question) => (
                  <Checkbox
                    key={question.reference}
                    value={question.reference}
                    disabled={!canManage}
                    label={question.label}
                    description={<QuestionBadges type={question.type} hidden={false} />}
                  />
                ))}
              </Stack>
            </Checkbox.Group>
          )}
          <Text size="sm" c="dimmed" mt="md" data-testid="anonymization-summary" aria-live="polite">
            {t('anonymization.summary', { count: values.questions.length })}
          </Text>
        </SettingsCard>
      </SettingsForm>
      <LeaveConfirmModal blocker={blocker} message={t('form.unsaved')} />
    </>
  );
}
