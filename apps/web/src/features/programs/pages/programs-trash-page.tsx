import { useDocumentTitle } from '../../../lib/document-title';
import { useCurrentLocale } from '../../../lib/domain-info-context';
import { useTranslation } from '../../../lib/use-translation';
import { PageSection } from '../../../ui/page-section';
import { useSearch } from '../../../ui/search-input';
import { ProgramBucketList } from '../components/program-bucket-list';
import { ProgramSearch } from '../components/program-search';
import { useProgramBucket } from '../hooks/use-program-bucket';
import { programPaths } from '../program-paths';

/** `admin/home/trash/programs`: deleted programs, to restore or delete for good. */
export function ProgramsTrashPage() {
  const { t } = useTranslation('programs');
  useDocumentTitle(t('trash.title'));
  const locale = useCurrentLocale();
  const search = useSearch();
  const view = { search: search.applied, lang: locale };
  const list = useProgramBucket('deleted', view);
  return (
    <PageSection
      title={t('trash.title')}
      description={t('trash.description')}
      back={{ to: programPaths.list(locale), label: t('trash.back') }}
      testId="programs-trash-page"
    >
      <ProgramSearch input={search.input} />
      <ProgramBucketList status="deleted" list={list} view={view} />
    </PageSection>
  );
}
