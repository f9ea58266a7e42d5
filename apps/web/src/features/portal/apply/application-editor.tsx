import { Alert, Badge, Button, Group, List, Paper, Stack, Stepper, Text, Title } from '@mantine/core';
import type { MyApplication, PortalForm, SubmitProblem } from '@opencall/shared/applications';
import { isDecision } from '@opencall/shared/applications';
import type { FormAnswers } from '@opencall/shared/forms';
import type { PortalProgram } from '@opencall/shared/programs';
import { findBlockingValidationStep } from '@opencall/shared/programs';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-error';
import { useCurrentLocale, useDomainInfo } from '../../../lib/domain-info-context';
import { useTranslation } from '../../../lib/use-translation';
import { LeaveConfirmModal, useLeaveGuard } from '../../../ui/leave-guard';
import { PageLoader } from '../../../ui/page-loader';
import { showToast } from '../../../ui/toasts';
import type { PreviewStore } from '../../forms';
import { DownloadButton } from '../components/download-button';
import { useApplicationMutations, usePortalCategory, usePortalForms } from '../hooks/use-applicant-data';
import { fieldsByReference } from './answer-text';
import { AnswersSummary } from './answers-summary';
import { readLocalDraft, withLocalAnswers } from './autosave';
import { ConflictModal } from './conflict-modal';
import { SaveIndicator } from './save-indicator';
import { SignedOutAlert } from './signed-out-alert';
import { StepBody } from './step-body';
import { useAutosave } from './use-autosave';

const DECISION_COLOURS = { accepted: 'teal', waitlist: 'yellow', rejected: 'gray' } as const;

/** Leaving a field may show its error and move the button before mouse-up: keep the click. */
const keepClick = (event: { preventDefault(): void }) => event.preventDefault();

/** Walking a category's steps: autosaved answers, organizer checks, then a server-checked submit. */
export function ApplicationEditor({ program, initial }: { program: PortalProgram; initial: MyApplication }) {
  const { t } = useTranslation('portal');
  const locale = useCurrentLocale();
  const { platform } = useDomainInfo();
  // Answers still on this device (a lost session, a dropped network) are shown at once, before they are sent.
  const [application, setApplication] = useState(() =>
    withLocalAnswers(initial, readLocalDraft(window.localStorage, initial.id)),
  );
  const [formKey, setFormKey] = useState(0);
  const [problems, setProblems] = useState<SubmitProblem[]>([]);
  // "Next" was refused: the step says why, next to its answers.
  const [stepRefused, setStepRefused] = useState(false);
  const [params, setParams] = useSearchParams();
  const store = useRef<PreviewStore | null>(null);
  const mutations = useApplicationMutations(program.id);
  const onSaved = useCallback(
    (saved: MyApplication) => {
      setApplication((previous) => ({ ...saved, answers: { ...previous.answers, ...saved.answers } }));
      mutations.remember(saved);
    },
    [mutations.remember],
  );
  const { autosave, state } = useAutosave(initial, onSaved);
  // Signed out, leaving is the way to send the answers, and they wait on the device meanwhile.
  const dirty = state.status !== 'saved' && state.status !== 'signedOut';
  const blocker = useLeaveGuard(dirty && application.editable);

  const category = usePortalCategory(platform.id, program.id, initial.category?.id ?? null, locale);
  const steps = category.data?.steps ?? [];
  const formQueries = usePortalForms(
    platform.id,
    program.id,
    steps.flatMap((step) => (step.type === 'form' && step.config.form_id ? [step.config.form_id] : [])),
    locale,
  );
  const forms = useMemo(
    () => new Map(formQueries.flatMap((query) => (query.data ? [[query.data.id, query.data] as const] : []))),
    [formQueries],
  );
  const fields = useMemo(
    () => [...forms.values()].reduce((all, form: PortalForm) => fieldsByReference(form.fields, all), new Map()),
    [forms],
  );

  const index = Math.min(Math.max(Number(params.get('step') ?? '1') - 1, 0), Math.max(steps.length - 1, 0));
  const withStatus = steps.map((step) => ({ ...step, status: application.stepStatuses[step.id] }));
  const blockedAt = (target: number) => findBlockingValidationStep(withStatus, target);
  const goTo = (target: number) => {
    const next = new URLSearchParams(params);
    next.set('step', String(target + 1));
    setParams(next, { replace: true });
    setStepRefused(false);
    window.scrollTo({ top: 0 });
  };

  const onAnswers = useCallback(
    (answers: FormAnswers) => {
      const step = steps[index];
      if (step) autosave.change(step.id, answers);
    },
    [autosave, steps, index],
  );

  function next() {
    const issues = store.current?.validateAll() ?? 0;
    if (issues > 0) {
      setStepRefused(true);
      document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    goTo(index + 1);
  }

  async function submit() {
    if ((store.current?.validateAll() ?? 0) > 0) {
      setStepRefused(true);
      return;
    }
    await autosave.flush();
    if (autosave.current.status !== 'saved') {
      showToast({ type: 'warning', message: t('apply.notSavedYet') });
      return;
    }
    try {
      const result = await mutations.submit.mutateAsync({ responseId: application.id, version: application.version });
      autosave.rebase(result.data.version);
      setApplication(result.data);
      setProblems([]);
      showToast({ type: 'success', message: t('apply.submitted') });
      window.scrollTo({ top: 0 });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'submission_incomplete') {
        const found = (error.details as SubmitProblem[]) ?? [];
        setProblems(found);
        const first = steps.findIndex((step) => step.id === found[0]?.stepId);
        if (first >= 0) goTo(first);
      }
      showToast({ type: 'error', message: error instanceof Error ? error.message : String(error) });
    }
  }

  if (category.isPending || formQueries.some((query) => query.isPending)) return <PageLoader />;
  if (!category.data) return <Alert color="orange">{t('apply.categoryFailed')}</Alert>;

  const header = (
    <Group justify="space-between" align="flex-start">
      <div>
        <Title order={1} fz="h2">
          {program.title}
        </Title>
        <Text c="dimmed">{category.data.title}</Text>
      </div>
      <Stack gap={4} align="flex-end">
        <Badge size="lg" variant="light" data-testid="application-status">
          {t(`status.${application.status}`)}
        </Badge>
        {application.editable && <SaveIndicator state={state} onRetry={() => void autosave.retry()} />}
      </Stack>
    </Group>
  );

  if (!application.editable) {
    return (
      <Stack gap="lg" data-testid="application-view">
        {header}
        {isDecision(application.status) ? (
          // A released decision, said once: no "submitted" banner beside it.
          <Alert
            color={DECISION_COLOURS[application.status]}
            title={t(`apply.decision.${application.status}.title`)}
            data-testid="application-decision"
            data-decision={application.status}
          >
            {t(`apply.decision.${application.status}.message`)}
          </Alert>
        ) : (
          application.status !== 'draft' && (
            <Alert color="teal" title={t('apply.doneTitle')} data-testid="application-submitted">
              {t('apply.doneMessage')}
            </Alert>
          )
        )}
        {application.status !== 'draft' && program.applicantPdf && (
          <div>
            <DownloadButton
              variant="light"
              path={`/api/portal/me/responses/${application.id}/pdf`}
              filename={`${program.slug}.pdf`}
              label={t('apply.pdf')}
              testId="application-pdf"
            />
          </div>
        )}
        <AnswersSummary application={application} category={category.data} forms={forms} />
      </Stack>
    );
  }

  const step = steps[index];
  const blocked = blockedAt(index);
  const last = index === steps.length - 1;
  const problemsHere = problems.filter((problem) => problem.stepId === step?.id);
  // A save refused for one field of this step (a file the server will not take): said on that field.
  const refusedHere =
    state.status === 'refused' && state.field && state.field.stepId === step?.id
      ? { [state.field.reference]: state.message }
      : undefined;
  return (
    <Stack gap="lg" data-testid="application-editor">
      {header}
      {state.status === 'signedOut' && <SignedOutAlert />}
      <Stepper
        active={index}
        onStepClick={(target) => !blockedAt(target) && goTo(target)}
        size="sm"
        allowNextStepsSelect
        aria-label={t('apply.steps')}
      >
        {steps.map((candidate, position) => (
          <Stepper.Step
            key={candidate.id}
            label={candidate.title || t('apply.stepNumber', { number: String(position + 1) })}
            disabled={blockedAt(position) !== null}
            data-testid={`step-tab-${position + 1}`}
          />
        ))}
      </Stepper>
      <Text size="sm" c="dimmed" data-testid="step-progress">
        {t('apply.progress', { current: String(index + 1), total: String(steps.length) })}
      </Text>
      {problems.length > 0 && (
        <Alert color="orange" title={t('apply.problemsTitle')} data-testid="submit-problems">
          <List size="sm">
            {problems.map((problem) => (
              <List.Item key={problem.stepId}>
                {steps.find((candidate) => candidate.id === problem.stepId)?.title} —{' '}
                {t(`apply.problems.${problem.reason}`)}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
      <Paper withBorder p="lg" radius="md">
        {step && blocked ? (
          <Alert color="blue" data-testid="step-blocked">
            {t('apply.blocked', { title: blocked })}
          </Alert>
        ) : step ? (
          <Stack gap="md">
            <Title order={2} fz="h3">
              {step.title || t('apply.stepNumber', { number: String(index + 1) })}
            </Title>
            {(problemsHere.length > 0 || stepRefused) && (
              <Text c="red" role="alert" data-testid="step-refused">
                {t('apply.fixStep')}
              </Text>
            )}
            <StepBody
              step={step}
              form={step.config.form_id ? forms.get(step.config.form_id) : undefined}
              application={application}
              formKey={formKey}
              onAnswers={onAnswers}
              serverErrors={refusedHere}
              onStore={(value) => {
                store.current = value;
              }}
            />
          </Stack>
        ) : (
          <Text c="dimmed">{t('apply.noSteps')}</Text>
        )}
      </Paper>
      <Group justify="space-between">
        <Button variant="default" disabled={index === 0} onClick={() => goTo(index - 1)} data-testid="step-previous">
          {t('apply.previous')}
        </Button>
        {last ? (
          <Button
            onClick={() => void submit()}
            onMouseDown={keepClick}
            loading={mutations.submit.isPending}
            data-testid="application-submit"
          >
            {t('apply.submit')}
          </Button>
        ) : (
          <Button
            onClick={next}
            onMouseDown={keepClick}
            disabled={blockedAt(index + 1) !== null && !blocked}
            data-testid="step-next"
          >
            {t('apply.next')}
          </Button>
        )}
      </Group>
      <ConflictModal
        conflict={state.status === 'conflict' ? state : null}
        fields={fields}
        onResolve={(choice) => {
          if (state.status === 'conflict' && choice === 'theirs') {
            setApplication(state.current);
            setFormKey((key) => key + 1);
          }
          void autosave.resolve(choice);
        }}
      />
      <LeaveConfirmModal
        blocker={blocker}
        message={t('apply.leave.message')}
        texts={{
          title: t('apply.leave.title'),
          stay: t('apply.leave.stay'),
          leave: t('apply.leave.leave'),
        }}
      />
    </Stack>
  );
}
