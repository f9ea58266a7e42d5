import { Badge, Button, Group, Tabs } from '@mantine/core';
import { PROGRAM_BUCKET_NAMES, type ProgramBucketName } from '@opencall/shared/programs';
import { Link, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../lib/document-title';
import { useCurrentLocale } from '../../../lib/domain-info-context';
import { useSession } from '../../../lib/session/use-session';
import { useTranslation } from '../../../lib/use-translation';
import { PageSection } from '../../../ui/page-section';
import { useSearch } from '../../../ui/search-input';
import { ProgramBucketList } from '../components/program-bucket-list';
import { ProgramSearch } from '../components/program-search';
import { useProgramBucket } from '../hooks/use-program-bucket';
import { canAdministerPrograms } from '../program-access';
import { programPaths } from '../program-paths';

function isBucket(value: string | null): value is ProgramBucketName {
  return (PROGRAM_BUCKET_NAMES as readonly (string | null)[]).includes(value);
}

/** `admin/home/programs` and `admin/programs`: the active, archived and deleted buckets as tabs. */
export function ProgramsPage() {
  const { t } = useTranslation('programs');
  useDocumentTitle(t('list.title'));
  const locale = useCurrentLocale();
  const [params, setParams] = useSearchParams();
  const requested = params.get('bucket');
  const bucket: ProgramBucketName = isBucket(requested) ? requested : 'active';
  const search = useSearch();
  // Creating programs and the trash are the platform's; a collaborator of one program sees theirs only.
  const administersPrograms = canAdministerPrograms(useSession().user?.permissions ?? []);
  const view = { search: search.applied, lang: locale };
  const lists = {
    active: useProgramBucket('active', view),
    archived: useProgramBucket('archived', view),
    deleted: useProgramBucket('deleted', view),
  };

  return (
    <PageSection
      title={t('list.title')}
      description={t('list.description')}
      testId="programs-page"
      actions={
        administersPrograms && (
          <Group gap="sm">
            <Button variant="default" component={Link} to={programPaths.trash(locale)}>
              {t('trash.link')}
            </Button>
            <Button component={Link} to={programPaths.create(locale)} data-testid="create-program">
              {t('actions.create')}
            </Button>
          </Group>
        )
      }
    >
      <ProgramSearch input={search.input} />
      <Tabs
        value={bucket}
        onChange={(value) =>
          isBucket(value) && setParams(value === 'active' ? {} : { bucket: value }, { replace: true })
        }
        keepMounted={false}
      >
        <Tabs.List>
          {PROGRAM_BUCKET_NAMES.map((name) => (
            <Tabs.Tab
              key={name}
              value={name}
              data-testid={`bucket-${name}`}
              rightSection={
                <Badge size="sm" variant="light" circle={false} data-testid={`bucket-${name}-total`}>
                  {lists[name].data?.pages[0]?.metadata.total ?? '…'}
                </Badge>
              }
            >
              {t(`buckets.${name}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {PROGRAM_BUCKET_NAMES.map((name) => (
          <Tabs.Panel key={name} value={name} pt="md">
            <ProgramBucketList status={name} list={lists[name]} view={view} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </PageSection>
  );
}
