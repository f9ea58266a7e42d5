import { Anchor, Badge, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import type { Program } from '@opencall/shared/programs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, Outlet, useLocation, useOutletContext, useParams } from 'react-router';
import { useCurrentLocale } from '../../../app/domain-info-context';
import { ErrorScreen } from '../../../ui/error-screen';
import { PageLoader } from '../../../ui/page-loader';
import { showToast } from '../../../ui/toasts';
import { apiErrorMessage } from '../../auth/api-error-message';
import { useProgramBySlug } from '../hooks/use-program-by-slug';
import { programPaths } from '../program-paths';

/** The program the pages under `admin/programs/{programSlug}/` work on. */
export function useCurrentProgram(): Program {
  return useOutletContext<{ program: Program }>().program;
}

const TABS = [
  'dashboard',
  'responses',
  'import-deposits',
  'requests',
  'export-config',
  'configure',
  'params',
  'sections',
  'forms',
  'tags',
  'collaborators',
  'program-features',
  'public-interface-config',
  'logs',
] as const;
type Tab = (typeof TABS)[number];

/** Tabs of the parts the program has switched on (`program-features`). */
function tabsOf(program: Program): readonly Tab[] {
  return TABS.filter((tab) => tab !== 'tags' || program.features.tags);
}

/** `admin/programs/{programSlug}/…`: loads the program, shows its name and the program tabs. */
export function ProgramShell() {
  const { t } = useTranslation('programs');
  const locale = useCurrentLocale();
  const { pathname } = useLocation();
  const slug = useParams().programSlug ?? '';
  const query = useProgramBySlug(slug, locale);
  const missing = query.isSuccess && query.data === null;

  useEffect(() => {
    if (missing) showToast({ type: 'warning', message: t('shell.notFound') });
  }, [missing, t]);

  if (query.isPending) return <PageLoader />;
  if (query.isError) {
    return (
      <ErrorScreen
        title={t('shell.loadFailed')}
        message={apiErrorMessage(query.error, t)}
        action={{ label: t('shell.backToList'), to: programPaths.list(locale) }}
      />
    );
  }
  // SPEC §8: a missing admin program sends back to the programs list.
  if (!query.data) return <Navigate replace to={programPaths.list(locale)} />;
  const program = query.data;
  const tabs = tabsOf(program);
  const current = tabs.find((tab) => pathname.endsWith(`/${tab}`) || pathname.includes(`/${tab}/`)) ?? null;
  return (
    <Stack gap="md" data-testid="program-shell">
      <div>
        <Anchor component={Link} to={programPaths.list(locale)} size="sm">
          {t('trash.back')}
        </Anchor>
        <Group gap="sm" mt="xs">
          <Title order={1} fz="h2">
            {program.title || program.slug}
          </Title>
          <Badge variant="light">{t(`buckets.${program.status}`)}</Badge>
          <Badge variant="light" color={program.publishedAt ? 'teal' : 'gray'}>
            {program.publishedAt ? t('table.published') : t('table.unpublished')}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {program.slug}
        </Text>
      </div>
      <Tabs value={current}>
        <Tabs.List>
          {tabs.map((tab) => (
            <Tabs.Tab
              key={tab}
              value={tab}
              renderRoot={(props) => <Link {...props} to={`/${locale}/admin/programs/${program.slug}/${tab}`} />}
            >
              {tab === 'forms' ? t('forms:tab') : t(`shell.tabs.${tab}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Outlet context={{ program }} />
    </Stack>
  );
}
