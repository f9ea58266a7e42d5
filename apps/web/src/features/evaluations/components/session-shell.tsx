import { Anchor, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Link, Navigate, Outlet, useLocation, useOutletContext, useParams } from 'react-router';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useDocumentTitle } from '../../../lib/document-title';
import { useCurrentLocale } from '../../../lib/domain-info-context';
import { useTranslation } from '../../../lib/use-translation';
import { ErrorScreen } from '../../../ui/error-screen';
import { PageLoader } from '../../../ui/page-loader';
import { UnderHeading } from '../../../ui/page-section';
import { showToast } from '../../../ui/toasts';
import { useCanManageProgram, useCurrentProgram } from '../../programs';
import { useSession } from '../hooks/use-sessions';
import type { SessionContext } from '../session-context';
import { SESSION_TABS, sessionPaths } from '../session-paths';
import { SessionStatusActions } from './session-status-actions';
import { SessionStatusBadge } from './session-status-badge';

/** `examinations/{sessionSlug}/…`: loads the session, shows its name, status and moves, and its tabs. */
export function SessionShell() {
  const { t } = useTranslation('evaluations');
  const program = useCurrentProgram();
  const canManage = useCanManageProgram();
  const locale = useCurrentLocale();
  const { pathname } = useLocation();
  const slug = useParams().sessionSlug ?? '';
  const query = useSession(program.id, slug);
  // The pages inside still read the program's context (program, roles on it): the session joins it.
  const programContext = useOutletContext<object>();
  const missing = query.isSuccess && query.data === null;
  const tab = SESSION_TABS.find((candidate) => pathname.endsWith(`/${candidate}`)) ?? null;
  useDocumentTitle(
    query.data ? `${tab ? t(`tabs.${tab}`) : ''} · ${query.data.name}`.replace(/^ · /, '') : null,
    program.title || program.slug,
  );

  useEffect(() => {
    if (missing) showToast({ type: 'warning', message: t('shell.notFound') });
  }, [missing, t]);

  if (query.isPending) return <PageLoader />;
  if (query.isError)
    return (
      <ErrorScreen
        title={t('shell.loadFailed')}
        message={apiErrorMessage(query.error, t)}
        action={{ label: t('shell.backToList'), to: sessionPaths.list(locale, program.slug) }}
      />
    );
  // SPEC §8: a missing evaluation session sends back to the sessions list.
  if (!query.data) return <Navigate replace to={sessionPaths.list(locale, program.slug)} />;
  const session = query.data;
  // The address changed (renamed in the settings), or names no tab (`examinations/{sessionSlug}`): its settings.
  if (session.slug !== slug || !tab)
    return <Navigate replace to={sessionPaths.page(locale, program.slug, session.slug, tab ?? 'config')} />;
  return (
    <Stack gap="md" data-testid="session-shell">
      <div>
        <Anchor component={Link} to={sessionPaths.list(locale, program.slug)} size="sm">
          {t('shell.backToList')}
        </Anchor>
        <Group justify="space-between" align="flex-start" mt="xs" gap="sm">
          <div>
            <Group gap="sm">
              <Title order={2} fz="h3" data-testid="session-title">
                {session.name}
              </Title>
              <SessionStatusBadge status={session.status} />
            </Group>
            <Text size="sm" c="dimmed">
              {t('shell.criteriaCount', { count: session.criteriaCount })}
            </Text>
          </div>
          {canManage && <SessionStatusActions session={session} />}
        </Group>
      </div>
      <Tabs value={tab}>
        <Tabs.List aria-label={t('shell.tabsLabel')}>
          {SESSION_TABS.map((value) => (
            <Tabs.Tab
              key={value}
              value={value}
              renderRoot={(props) => (
                <Link {...props} to={sessionPaths.page(locale, program.slug, session.slug, value)} />
              )}
            >
              {t(`tabs.${value}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <UnderHeading level={2}>
        <Outlet context={{ ...programContext, session } satisfies SessionContext} />
      </UnderHeading>
    </Stack>
  );
}
