import { Alert, Button, Stack } from '@mantine/core';
import { programPhase } from '@opencall/shared/programs';
import { Suspense } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useDocumentTitle } from '../../../lib/document-title';
import { useCurrentLocale, useDomainInfo } from '../../../lib/domain-info-context';
import { useTranslation } from '../../../lib/use-translation';
import { ErrorScreen } from '../../../ui/error-screen';
import { PageLoader } from '../../../ui/page-loader';
import { ApplicantThread } from '../../messages';
import { ApplicationEditor } from '../apply/application-editor';
import { CategoryChooser } from '../apply/category-chooser';
import { TeamPanel } from '../apply/team-panel';
import { ApplicationNotFound, ProgramNotFound } from '../components/not-found';
import { useMyApplication, useMyApplications } from '../hooks/use-applicant-data';
import { usePortalProgram } from '../hooks/use-portal-program';

/** `/{locale}/applications/{programSlug}/apply`: start an application, or carry on with `?responseId=`. */
export function ApplyPage() {
  const { t } = useTranslation('portal');
  const locale = useCurrentLocale();
  const { platform } = useDomainInfo();
  const slug = useParams().programSlug ?? '';
  const [params, setParams] = useSearchParams();
  const responseId = params.get('responseId');
  const program = usePortalProgram(platform.id, slug, locale);
  const application = useMyApplication(responseId);
  const mine = useMyApplications(program.data?.id, Boolean(program.data) && !responseId);
  useDocumentTitle(t('apply.pageTitle'), program.data?.title);

  if (program.isPending || (responseId && application.isPending)) return <PageLoader />;
  if (program.isError)
    return <ErrorScreen title={t('program.loadFailed')} message={apiErrorMessage(program.error, t)} />;
  if (!program.data) return <ProgramNotFound />;
  if (responseId) {
    if (application.isError)
      return <ErrorScreen title={t('apply.loadFailed')} message={apiErrorMessage(application.error, t)} />;
    if (!application.data || application.data.program.id !== program.data.id)
      return <ApplicationNotFound programSlug={slug} />;
    return (
      <Stack gap="xl">
        <ApplicationEditor key={application.data.id} program={program.data} initial={application.data} />
        <TeamPanel responseId={application.data.id} />
        <Suspense fallback={<PageLoader />}>
          <ApplicantThread responseId={application.data.id} />
        </Suspense>
      </Stack>
    );
  }
  const phase = programPhase(program.data, new Date());
  if (phase !== 'open' && phase !== 'closingSoon') {
    return (
      <Stack>
        <Alert color="gray" title={t(`program.phase.${phase}`)} data-testid="apply-closed">
          {t('apply.closed')}
        </Alert>
        <div>
          <Button component={Link} to={`/${locale}/applications/${slug}`} variant="default">
            {t('applicationNotFound.back')}
          </Button>
        </div>
      </Stack>
    );
  }
  if (mine.isPending) return <PageLoader />;
  return (
    <CategoryChooser
      program={program.data}
      mine={mine.data ?? []}
      onOpen={(id) => setParams({ responseId: id }, { replace: true })}
    />
  );
}
