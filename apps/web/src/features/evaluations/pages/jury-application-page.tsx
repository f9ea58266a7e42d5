import { Anchor, Button, Card, Container, Grid, Group, Stack, Text, Title } from '@mantine/core';
import type { PortalForm } from '@opencall/shared/applications';
import { juryWorkApi } from '@opencall/shared/evaluations';
import { fillPath } from '@opencall/shared/http';
import { type ReactNode, Suspense, useMemo, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useDocumentTitle } from '../../../lib/document-title';
import { useCurrentLocale, useDomainInfo } from '../../../lib/domain-info-context';
import { useTranslation } from '../../../lib/use-translation';
import { ErrorScreen } from '../../../ui/error-screen';
import { PageLoader } from '../../../ui/page-loader';
import { showToast } from '../../../ui/toasts';
import { AnswersSummary, DownloadButton, usePortalCategory, usePortalForms } from '../../portal';
import { DeclareConflictModal } from '../components/declare-conflict-modal';
import { JuryNoteCard } from '../components/jury-note-card';
import { PeerSheets } from '../components/peer-sheets';
import { ScoreSheetCard } from '../components/score-sheet';
import { useJurySession } from '../hooks/use-jury-session';
import { useJuryApplication } from '../hooks/use-jury-work';
import { juryApplicationLabel, juryPaths } from '../jury-paths';

/** No category (an imported application): the answers still show, by question. */
const NO_STEPS = { steps: [] };

/**
 * A link to the previous or next application; at either end of the list, a disabled button (a
 * disabled link stays a link to assistive technologies, and its greyed text fails the contrast rules).
 */
function StepButton({ to, testId, children }: { to: string | null; testId: string; children: ReactNode }) {
  return to ? (
    <Button variant="default" size="sm" component={Link} to={to} data-testid={testId}>
      {children}
    </Button>
  ) : (
    <Button variant="default" size="sm" disabled data-testid={testId}>
      {children}
    </Button>
  );
}

/**
 * `applications/{programSlug}/sessions/{sessionSlug}/{responseId}?sessionId=…&programId=…`: one
 * application given to the juror, read beside their score sheet, with the previous and next ones.
 */
export function JuryApplicationPage() {
  const { t } = useTranslation('evaluations');
  const locale = useCurrentLocale();
  const { platform } = useDomainInfo();
  const navigate = useNavigate();
  const { programSlug = '', sessionSlug = '', responseId = '' } = useParams();
  const [params] = useSearchParams();
  const sessionId = params.get('sessionId') ?? '';
  const session = useJurySession(sessionId, locale);
  const detail = useJuryApplication(sessionId, responseId);
  const [conflictOpen, setConflictOpen] = useState(false);
  const application = detail.data;
  const category = usePortalCategory(
    platform.id,
    application?.programId ?? '',
    application?.categoryId ?? null,
    locale,
  );
  const steps = category.data?.steps ?? [];
  const formQueries = usePortalForms(
    platform.id,
    application?.programId ?? '',
    steps.flatMap((step) => (step.type === 'form' && step.config.form_id ? [step.config.form_id] : [])),
    locale,
  );
  const forms = useMemo(
    () =>
      new Map(formQueries.flatMap((query) => (query.data ? [[query.data.id, query.data as PortalForm] as const] : []))),
    [formQueries],
  );
  const label = application ? juryApplicationLabel(application, t) : t('work.notFoundTitle');
  useDocumentTitle(label, session.data?.name);

  if (session.isPending || detail.isPending) return <PageLoader />;
  if (session.isError || detail.isError)
    return <ErrorScreen title={t('work.loadFailed')} message={apiErrorMessage(session.error ?? detail.error, t)} />;
  const jury = session.data;
  if (!jury || !application)
    return (
      <ErrorScreen
        title={t('work.notFoundTitle')}
        message={t('work.notFound')}
        action={{
          label: t('work.backToSession'),
          to: juryPaths.session(locale, programSlug, sessionSlug, sessionId, jury?.program.id),
        }}
      />
    );
  const text = (texts: Partial<Record<string, string>> | undefined) =>
    texts?.[jury.lang] || texts?.[jury.defaultLang] || '';
  const to = (id: string) => juryPaths.application(locale, programSlug, sessionSlug, id, sessionId, jury.program.id);
  const sessionPage = juryPaths.session(locale, programSlug, sessionSlug, sessionId, jury.program.id);

  return (
    <Container size="xl" py="lg" data-testid="jury-application-page">
      <Stack gap="md">
        <div>
          <Anchor component={Link} to={sessionPage} size="sm">
            {t('work.backTo', { session: jury.name })}
          </Anchor>
          <Group justify="space-between" mt={4} wrap="wrap">
            <div>
              <Title order={1} fz="h2" data-testid="jury-applicant">
                {label}
              </Title>
              {(application.applicant || application.email) && (
                <Text size="sm" c="dimmed" data-testid="jury-applicant-details">
                  {[t('work.reference', { reference: application.reference }), application.email]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
              )}
            </div>
            <Group gap="xs">
              <StepButton to={application.previousId ? to(application.previousId) : null} testId="jury-previous">
                {t('work.previous')}
              </StepButton>
              <StepButton to={application.nextId ? to(application.nextId) : null} testId="jury-next">
                {t('work.next')}
              </StepButton>
              <DownloadButton
                variant="default"
                size="sm"
                path={fillPath(juryWorkApi.pdf.url, { sessionId, applicationId: application.id })}
                filename={`${application.reference}.pdf`}
                label={t('work.pdf')}
                testId="jury-pdf"
              />
              {jury.status === 'open' && (
                <Button
                  variant="subtle"
                  color="red.8"
                  size="sm"
                  onClick={() => setConflictOpen(true)}
                  data-testid="jury-declare-conflict"
                >
                  {t('conflict.declare')}
                </Button>
              )}
            </Group>
          </Group>
        </div>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <section aria-label={t('work.answers')}>
              {category.isPending && application.categoryId ? (
                <PageLoader />
              ) : application.questions.length === 0 ? (
                <Card withBorder>
                  <Text c="dimmed">{t('work.noAnswers')}</Text>
                </Card>
              ) : (
                <Suspense fallback={<PageLoader />}>
                  <AnswersSummary
                    application={application}
                    category={category.data ?? NO_STEPS}
                    forms={forms}
                    questions={application.questions}
                  />
                </Suspense>
              )}
            </section>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="md" style={{ position: 'sticky', top: 16 }}>
              <ScoreSheetCard
                key={application.id}
                sessionId={sessionId}
                detail={application}
                criteria={jury.criteria}
                open={jury.status === 'open' && jury.acceptedAt !== null}
                text={text}
              />
              <JuryNoteCard
                key={`note-${application.id}`}
                sessionId={sessionId}
                applicationId={application.id}
                note={application.note}
              />
              {application.peers && <PeerSheets peers={application.peers} criteria={jury.criteria} text={text} />}
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
      <DeclareConflictModal
        sessionId={sessionId}
        applicationId={application.id}
        opened={conflictOpen}
        onClose={() => setConflictOpen(false)}
        onDeclared={() => {
          setConflictOpen(false);
          showToast({ type: 'success', message: t('conflict.declared') });
          navigate(application.nextId ? to(application.nextId) : sessionPage);
        }}
      />
    </Container>
  );
}
