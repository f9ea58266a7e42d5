import { Anchor, Card, SimpleGrid, Text, Title } from '@mantine/core';
import { PERMISSIONS } from '@opencall/shared/auth';
import { Suspense } from 'react';
import { Link } from 'react-router';
import { displayName } from '../../../lib/display-name';
import { useDocumentTitle } from '../../../lib/document-title';
import { useCurrentLocale, useDomainInfo } from '../../../lib/domain-info-context';
import { useHasPermission, useSession } from '../../../lib/session/use-session';
import { useTranslation } from '../../../lib/use-translation';
import { PageLoader } from '../../../ui/page-loader';
import { PageSection } from '../../../ui/page-section';
import { PlatformStatisticsPanel } from '../../programs';
import { visibleSections } from '../admin-sections';

/** `admin/home/dashboard`: a welcome, the platform's numbers for program administrators, and the sections this user may open. */
export function AdminDashboardPage() {
  const { t } = useTranslation('users');
  useDocumentTitle(t('nav.dashboard'));
  const locale = useCurrentLocale();
  const { platform } = useDomainInfo();
  const { user } = useSession();
  const seesNumbers = useHasPermission(PERMISSIONS.programsAdministration);
  const sections = visibleSections(user?.permissions ?? []).filter((section) => section.key !== 'dashboard');

  return (
    <PageSection
      title={t('dashboard.welcome', { name: user ? displayName(user) : '' })}
      description={t('dashboard.intro', { platform: platform.name })}
      testId="admin-dashboard"
    >
      {seesNumbers && (
        <Suspense fallback={<PageLoader />}>
          <PlatformStatisticsPanel />
        </Suspense>
      )}
      {sections.length > 0 ? (
        <SimpleGrid
          cols={{ base: 1, sm: 2, lg: 3 }}
          spacing="md"
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
        >
          {sections.map((section) => (
            <Card key={section.key} component="li" withBorder radius="md" padding="lg">
              <Title order={2} fz="h4">
                {t(`nav.${section.key}`)}
              </Title>
              <Text size="sm" c="dimmed" mt="xs" mb="md">
                {t(`dashboard.sections.${section.key}`)}
              </Text>
              <Anchor component={Link} to={`/${locale}/admin/${section.path}`} mt="auto" fw={600}>
                {t('dashboard.open', { section: t(`nav.${section.key}`) })}
              </Anchor>
            </Card>
          ))}
        </SimpleGrid>
      ) : (
        <Text>{t('dashboard.noSections')}</Text>
      )}
    </PageSection>
  );
}
