import { useNavigate } from 'react-router';
import { useDocumentTitle } from '../../../lib/document-title';
import { useCurrentLocale } from '../../../lib/domain-info-context';
import { useTranslation } from '../../../lib/use-translation';
import { PageSection } from '../../../ui/page-section';
import { showToast } from '../../../ui/toasts';
import { CreateProgramForm } from '../components/create-program-form';
import { programPaths } from '../program-paths';

/** `admin/home/programs/create`: a new program, then its configuration page. */
export function CreateProgramPage() {
  const { t } = useTranslation('programs');
  useDocumentTitle(t('create.title'));
  const locale = useCurrentLocale();
  const navigate = useNavigate();
  return (
    <PageSection
      title={t('create.title')}
      description={t('create.description')}
      back={{ to: programPaths.list(locale), label: t('trash.back') }}
      testId="create-program-page"
    >
      <CreateProgramForm
        onCancel={() => void navigate(programPaths.list(locale))}
        onCreated={(program) => {
          showToast({ type: 'success', message: t('create.done', { title: program.title || program.slug }) });
          void navigate(programPaths.configure(locale, program.slug));
        }}
      />
    </PageSection>
  );
}
