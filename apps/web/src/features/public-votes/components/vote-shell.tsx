import { Anchor, Badge, Group, Stack, Tabs, Title } from '@mantine/core';
import type { VoteSession } from '@opencall/shared/public-votes';
import { Link, Navigate, Outlet, useLocation, useOutletContext, useParams } from 'react-router';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useDocumentTitle } from '../../../lib/document-title';
import { useCurrentLocale } from '../../../lib/domain-info-context';
import { useTranslation } from '../../../lib/use-translation';
import { ErrorScreen } from '../../../ui/error-screen';
import { PageLoader } from '../../../ui/page-loader';
import { useCurrentProgram } from '../../programs';
import { useVoteSession } from '../hooks/use-vote-sessions';
import { VOTE_TABS, votePaths } from '../vote-paths';

export type VoteContext = { voteSession: VoteSession };

/** `examinations/public/{sessionSlug}/…`: loads the vote session, its name, state and tabs. */
export function VoteShell() {
  const { t } = useTranslation('votes');
  const program = useCurrentProgram();
  const locale = useCurrentLocale();
  const { pathname } = useLocation();
  const slug = useParams().voteSlug ?? '';
  const query = useVoteSession(program.id, slug);
  const programContext = useOutletContext<object>();
  const tab = VOTE_TABS.find((candidate) => pathname.endsWith(`/${candidate}`)) ?? null;
  const list = `/${locale}/admin/programs/${program.slug}/sessions`;
  useDocumentTitle(
    query.data ? `${tab ? t(`tabs.${tab}`) : ''} · ${query.data.name}`.replace(/^ · /, '') : null,
    program.title || program.slug,
  );
  if (query.isPending) return <PageLoader />;
  if (query.isError)
    return (
      <ErrorScreen
        title={t('shell.loadFailed')}
        message={apiErrorMessage(query.error, t)}
        action={{ label: t('shell.back'), to: list }}
      />
    );
  if (!query.data) return <Navigate replace to={list} />;
  const session = query.data;
  if (session.slug !== slug || !tab)
    return <Navigate replace to={votePaths.page(locale, program.slug, session.slug, tab ?? 'config')} />;
  return (
    <Stack gap="md" data-testid="vote-shell">
      <div>
        <Anchor component={Link} to={list} size="sm">
          {t('shell.back')}
        </Anchor>
        <Group gap="sm" mt="xs">
          <Title order={2}>{session.name}</Title>
          <Badge color={session.published ? 'teal' : 'gray'} variant="light">
            {session.published ? t('shell.published') : t('shell.unpublished')}
          </Badge>
          <Badge variant="light">{t(`phase.${session.phase}`)}</Badge>
        </Group>
      </div>
      <Tabs value={tab}>
        <Tabs.List>
          {VOTE_TABS.map((name) => (
            <Tabs.Tab
              key={name}
              value={name}
              renderRoot={(props) => <Link {...props} to={votePaths.page(locale, program.slug, session.slug, name)} />}
            >
              {t(`tabs.${name}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Outlet context={{ ...programContext, voteSession: session } satisfies object & VoteContext} />
    </Stack>
  );
}

export const useVoteContext = () => useOutletContext<VoteContext>();
