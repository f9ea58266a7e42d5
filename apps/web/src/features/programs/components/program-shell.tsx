import { Anchor, Badge, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import type { Program } from '@opencall/shared/programs';
import { useEffect } from 'react';
import { Link, Navigate, Outlet, useLocation, useParams } from 'react-router';
import { ApiError } from '../../../lib/api-error';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useHasFeature } from '../../../lib/billing/use-subscription';
import { useDocumentTitle } from '../../../lib/document-title';
import { useCurrentLocale } from '../../../lib/domain-info-context';
import { useTranslation } from '../../../lib/use-translation';
import { ErrorScreen } from '../../../ui/error-screen';
import { PageLoader } from '../../../ui/page-loader';
import { UnderHeading } from '../../../ui/page-section';
import { showToast } from '../../../ui/toasts';
import { useProgramBySlug } from '../hooks/use-program-by-slug';
import { useProgramPermissions } from '../hooks/use-program-permissions';
import { canManage, canWorkOn } from '../program-access';
import type { ProgramContext } from '../program-context';
import { programPaths } from '../program-paths';

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
  'sessions',
  'galleries',
  'messagerie',
  'transactionnals',
  'tags',
  'collaborators',
  'program-features',
  'public-interface-config',
  'logs',
] as const;
type Tab = (typeof TABS)[number];

/** Tabs that set the program up; the others are work on it (responses, exports, team, logs). */
const SET_UP_TABS: readonly Tab[] = [
  'import-deposits',
  'configure',
  'params',
  'sections',
  'program-features',
  'public-interface-config',
  'transactionnals',
];

/** Tabs of the parts the program has switched on (`program-features`) that the user's roles open. */
function tabsOf(program: Program, permissions: readonly string[]): readonly Tab[] {
  if (!canWorkOn(permissions) && !canManage(permissions)) return [];
  return TABS.filter(
    (tab) =>
      (tab !== 'tags' || program.features.tags) &&
      (SET_UP_TABS.includes(tab) ? canManage(permissions) : canWorkOn(permissions)),
  );
}

const isMissingPermissions = (error: unknown) => error instanceof ApiError && error.code === 'missing_permissions';

/** `admin/programs/{programSlug}/…`: loads the program and its roles, shows its name and the tabs they open. */
export function ProgramShell() {
  const slug = useParams().programSlug ?? '';
  return <ProgramShellOf key={slug} slug={slug} />;
}

function ProgramShellOf({ slug }: { slug: string }) {
  const { t } = useTranslation('programs');
  const locale = useCurrentLocale();
  const { pathname } = useLocation();
  const query = useProgramBySlug(slug, locale);
  const access = useProgramPermissions(slug);
  // SPEC §6 feature check: a module the plan lacks has no tab (the server refuses it too).
  const hasEvaluations = useHasFeature('evaluation_sessions');
  const hasPublicVotes = useHasFeature('public_votes');
  const hasGalleries = useHasFeature('galleries');
  const missing = query.isSuccess && query.data === null;
  // A session's pages (`examinations/{sessionSlug}/…`) sit under the sessions tab and name themselves.
  const onSessionPage = pathname.includes('/examinations/');
  // So do a gallery's (`galleries/{gallerySlug}/responses`, `…/config`), under the galleries tab.
  const onGalleryPage = /\/galleries\/[^/]+/.test(pathname);
  const tabOfPath = TABS.find((tab) => pathname.endsWith(`/${tab}`) || pathname.includes(`/${tab}/`));
  // The tab names the page in the browser's title, for every other page under the program.
  useDocumentTitle(
    tabOfPath && (tabOfPath === 'forms' ? t('forms:tab') : t(`shell.tabs.${tabOfPath}`)),
    query.data && (query.data.title || query.data.slug),
    { enabled: !onSessionPage && !onGalleryPage },
  );

  useEffect(() => {
    if (missing) showToast({ type: 'warning', message: t('shell.notFound') });
  }, [missing, t]);

  if (query.isPending || access.isPending) return <PageLoader />;
  // SPEC §8: the missing-permissions dialog is already open; the page goes back to the user's programs.
  if (query.isError && isMissingPermissions(query.error)) return <Navigate replace to={programPaths.list(locale)} />;
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
  const { permissions } = access;
  const tabs = tabsOf(program, permissions).filter(
    (tab) => (tab !== 'sessions' || hasEvaluations || hasPublicVotes) && (tab !== 'galleries' || hasGalleries),
  );
  const current = onSessionPage ? 'sessions' : onGalleryPage ? 'galleries' : (tabOfPath ?? null);
  // A tab the user's roles do not open (a link to `configure` for a collaborator, say): the first one they do.
  if (current && !tabs.includes(current)) {
    const first = tabs[0];
    return (
      <Navigate replace to={first ? `/${locale}/admin/programs/${program.slug}/${first}` : programPaths.list(locale)} />
    );
  }
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
      <UnderHeading level={1}>
        <Outlet context={{ program, permissions } satisfies ProgramContext} />
      </UnderHeading>
    </Stack>
  );
}
