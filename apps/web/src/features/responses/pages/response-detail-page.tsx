import { Alert, Anchor, Badge, Button, type ButtonProps, Card, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { type ApplicationStatus, isDecision, type ResponseDetail } from '@opencall/shared/applications';
import { Suspense, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useCurrentLocale } from '../../../lib/domain-info-context';
import { useTranslation } from '../../../lib/use-translation';
import { ConfirmModal } from '../../../ui/confirm-modal';
import { ErrorScreen } from '../../../ui/error-screen';
import { PageLoader } from '../../../ui/page-loader';
import { STATUS_COLOURS } from '../../../ui/status-colours';
import { showToast } from '../../../ui/toasts';
import { OrganizerThread } from '../../messages';
import { AnswersSummary } from '../../portal';
import { useCategories, useCurrentProgram, useTags } from '../../programs';
import { ResponseSidebar } from '../components/response-sidebar';
import { useProgramFormDefinitions } from '../hooks/use-program-form-definitions';
import { useResponse, useResponseMutations } from '../hooks/use-responses';

/** The decisions a response may get, the one it has greyed out; `done` is the toast once made. */
const DECISIONS = [
  {
    value: 'accepted',
    look: { color: 'teal' },
    label: 'detail.accept',
    done: 'detail.accepted',
    testId: 'detail-accept',
  },
  {
    value: 'waitlist',
    look: { color: 'yellow', variant: 'light', c: 'dark' },
    label: 'detail.waitlist',
    done: 'detail.waitlisted',
    testId: 'detail-waitlist',
  },
  {
    value: 'rejected',
    look: { color: 'red', variant: 'light' },
    label: 'detail.reject',
    done: 'detail.rejected',
    testId: 'detail-reject',
  },
  {
    value: 'draft',
    look: { variant: 'default' },
    label: 'detail.reopen',
    done: 'detail.reopened',
    testId: 'detail-reopen',
  },
] as const;

/** What a step of it may be marked. */
const STEP_DECISIONS = [
  { value: 'validated', look: { color: 'teal' }, label: 'detail.validateStep', testId: 'step-validate' },
  { value: 'rejected', look: { color: 'red', variant: 'light' }, label: 'detail.rejectStep', testId: undefined },
] as const;

/** One button a decision; the one already made is greyed out. */
function DecisionButtons<C extends { value: string; look: ButtonProps; label: string; testId?: string }>({
  choices,
  current,
  size,
  onChoose,
}: {
  choices: readonly C[];
  current: string | null | undefined;
  size: ButtonProps['size'];
  onChoose: (choice: C) => void;
}) {
  const { t } = useTranslation('responses');
  return choices.map((choice) => (
    <Button
      key={choice.value}
      size={size}
      {...choice.look}
      disabled={current === choice.value}
      onClick={() => onChoose(choice)}
      data-testid={choice.testId}
    >
      {t(choice.label)}
    </Button>
  ));
}

/** `admin/programs/{programSlug}/responses/{responseId}`: one application, its decision, steps, tags and talk. */
export function ResponseDetailPage() {
  const { t } = useTranslation('responses');
  const locale = useCurrentLocale();
  const program = useCurrentProgram();
  const navigate = useNavigate();
  const responseId = useParams().responseId ?? '';
  const query = useResponse(program.id, responseId);
  const mutations = useResponseMutations(program.id, responseId);
  const categories = useCategories(program.id, locale);
  const tags = useTags(program.id);
  const [confirmTrash, setConfirmTrash] = useState(false);
  // A decision is confirmed first; the last one asked stays shown while the modal fades out.
  const [deciding, setDeciding] = useState<(typeof DECISIONS)[number] | null>(null);
  const lastDecision = useRef<(typeof DECISIONS)[number] | null>(null);
  if (deciding) lastDecision.current = deciding;
  const response = query.data;
  const category = categories.data?.find((candidate) => candidate.id === response?.category?.id);
  const formIds =
    category?.steps.flatMap((step) => (step.type === 'form' && step.config.form_id ? [step.config.form_id] : [])) ?? [];
  const formQueries = useProgramFormDefinitions(program.id, formIds, locale);
  const forms = new Map(formQueries.flatMap((q) => (q.data ? [[q.data.id, q.data] as const] : [])));
  const listPath = `/${locale}/admin/programs/${program.slug}/responses`;

  const act = async (run: () => Promise<unknown>, done: string) => {
    try {
      await run();
      showToast({ type: 'success', message: t(done) });
    } catch (error) {
      showToast({ type: 'error', message: apiErrorMessage(error, t) });
    }
  };

  if (query.isPending) return <PageLoader />;
  if (query.isError || !response) {
    return (
      <ErrorScreen
        title={t('detail.notFound')}
        message={query.error ? apiErrorMessage(query.error, t) : undefined}
        action={{ label: t('detail.back'), to: listPath }}
      />
    );
  }
  const setStatus = (status: ApplicationStatus, done: string) => act(() => mutations.status.mutateAsync(status), done);
  const validationSteps = category?.steps.filter((step) => step.type === 'validation') ?? [];
  const stepTitle = (stepId: string | null) => category?.steps.find((step) => step.id === stepId)?.title ?? '';

  return (
    <Stack gap="md" data-testid="response-detail">
      <Anchor component={Link} to={listPath} size="sm">
        ← {t('detail.back')}
      </Anchor>
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={2} fz="h3">
            {response.applicant?.name || t('table.unknownApplicant')}
          </Title>
          <Text c="dimmed">
            {response.applicant?.email} · {response.category?.title ?? '—'}
          </Text>
          {response.team.length > 0 && (
            <Text size="sm" c="dimmed" data-testid="detail-team">
              {t('detail.teamMembers', {
                names: response.team.map((member) => member.name || member.email).join(', '),
              })}
            </Text>
          )}
        </div>
        <Stack gap={4} align="flex-end">
          <Badge size="lg" color={STATUS_COLOURS[response.status]} variant="light" data-testid="detail-status">
            {t(`status.${response.status}`)}
          </Badge>
          <ReleaseState response={response} />
        </Stack>
      </Group>
      <Group gap="xs">
        <DecisionButtons choices={DECISIONS} current={response.status} size="xs" onChoose={setDeciding} />
        <Button size="xs" variant="subtle" color="red" onClick={() => setConfirmTrash(true)} data-testid="detail-trash">
          {t('detail.trash')}
        </Button>
      </Group>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Stack gap="md">
            {validationSteps.map((step) => {
              const decision = response.stepStatuses[step.id];
              return (
                <Alert
                  key={step.id}
                  color={decision === 'validated' ? 'teal' : decision === 'rejected' ? 'red' : 'blue'}
                  title={step.title}
                  data-testid="detail-validation-step"
                >
                  <Group justify="space-between">
                    <Text size="sm">{t(`detail.step.${decision ?? 'pending'}`)}</Text>
                    <Group gap="xs">
                      <DecisionButtons
                        choices={STEP_DECISIONS}
                        current={decision}
                        size="compact-xs"
                        onChoose={(choice) =>
                          void act(
                            () => mutations.step.mutateAsync({ stepId: step.id, decision: choice.value }),
                            'detail.stepSaved',
                          )
                        }
                      />
                    </Group>
                  </Group>
                </Alert>
              );
            })}
            {categories.isPending || formQueries.some((q) => q.isPending) ? (
              <PageLoader />
            ) : category ? (
              <Suspense fallback={<PageLoader />}>
                <AnswersSummary application={response} category={category} forms={forms} />
              </Suspense>
            ) : (
              <Card withBorder>
                <Text c="dimmed">{t('detail.noCategory')}</Text>
              </Card>
            )}
            <Suspense fallback={<PageLoader />}>
              <OrganizerThread programId={program.id} applicationId={response.id} />
            </Suspense>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <ResponseSidebar
            response={response}
            tags={tags.data?.pages.flatMap((p) => p.data) ?? []}
            locale={locale}
            timeZone={program.timezone}
            onTags={(tagIds) => void act(() => mutations.tags.mutateAsync(tagIds), 'detail.tagsSaved')}
            onComment={(body, visibility) => mutations.comment.mutateAsync({ body, visibility })}
            onDeleteComment={(commentId) =>
              void act(() => mutations.deleteComment.mutateAsync(commentId), 'detail.commentDeleted')
            }
            stepTitle={stepTitle}
            showComments={program.features.comments}
          />
        </Grid.Col>
      </Grid>
      <ConfirmModal
        opened={deciding !== null}
        onClose={() => setDeciding(null)}
        title={t('detail.confirmStatusTitle', { status: t(`status.${lastDecision.current?.value ?? 'submitted'}`) })}
        message={t(lastDecision.current?.value === 'draft' ? 'detail.confirmReopen' : 'detail.confirmDecision')}
        confirmLabel={t(lastDecision.current?.label ?? 'detail.accept')}
        onConfirm={() => (deciding ? setStatus(deciding.value, deciding.done) : undefined)}
      />
      <ConfirmModal
        opened={confirmTrash}
        onClose={() => setConfirmTrash(false)}
        title={t('detail.trashTitle')}
        message={t('detail.trashMessage')}
        confirmLabel={t('detail.trash')}
        onConfirm={async () => {
          await mutations.trash.mutateAsync();
          showToast({ type: 'success', message: t('detail.trashed') });
          navigate(listPath);
        }}
      />
    </Stack>
  );
}

/** Whether the applicant knows the decision: not yet (it waits for a release), or since when. */
function ReleaseState({ response }: { response: ResponseDetail }) {
  const { t } = useTranslation('responses');
  const locale = useCurrentLocale();
  if (!isDecision(response.status)) return null;
  if (response.releasedStatus === response.status && response.releasedAt)
    return (
      <Text size="xs" c="dimmed" data-testid="detail-released">
        {t('decisions.releasedOn', {
          date: new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(response.releasedAt)),
        })}
      </Text>
    );
  return (
    <Text size="xs" c="orange" data-testid="detail-unreleased">
      {t('decisions.notReleased')}
    </Text>
  );
}
