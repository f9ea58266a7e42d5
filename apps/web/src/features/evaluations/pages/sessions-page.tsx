import { Button, Group } from '@mantine/core';
import type { EvaluationSession, SessionStatus } from '@opencall/shared/evaluations';
import { Suspense, useRef, useState } from 'react';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useHasFeature } from '../../../lib/billing/use-subscription';
import { useCurrentLocale } from '../../../lib/domain-info-context';
import { useAppNavigate } from '../../../lib/use-app-navigate';
import { useTranslation } from '../../../lib/use-translation';
import { ConfirmModal } from '../../../ui/confirm-modal';
import { PageSection } from '../../../ui/page-section';
import { PagedList, pagedRows } from '../../../ui/paged-list';
import { SearchInput, useSearch } from '../../../ui/search-input';
import { showToast } from '../../../ui/toasts';
import { useCanManageProgram, useCurrentProgram } from '../../programs';
import { VoteSessionsSection } from '../../public-votes';
import { SessionCreateModal } from '../components/session-create-modal';
import { SessionStatusSelect } from '../components/session-status-select';
import { SessionTable } from '../components/session-table';
import { useSessionMutations, useSessions } from '../hooks/use-sessions';
import { sessionPaths } from '../session-paths';

/** `admin/programs/{programSlug}/sessions`: the program's evaluation sessions, created and deleted here. */
export function SessionsPage() {
  const { t } = useTranslation('evaluations');
  const program = useCurrentProgram();
  const locale = useCurrentLocale();
  const navigate = useAppNavigate();
  const canManage = useCanManageProgram();
  const hasPublicVotes = useHasFeature('public_votes');
  const search = useSearch();
  const [status, setStatus] = useState<SessionStatus | null>(null);
  const list = useSessions(program.id, { search: search.applied || undefined, status: status ?? undefined });
  const mutations = useSessionMutations(program.id);
  const [creating, setCreating] = useState(0);
  const [deleting, setDeleting] = useState<EvaluationSession | null>(null);
  // The name stays while the confirmation fades out.
  const lastDeleting = useRef<EvaluationSession | null>(null);
  if (deleting) lastDeleting.current = deleting;
  const { rows, total } = pagedRows(list.data);

  async function create(body: { name: string; slug: string }) {
    const { data } = await mutations.create.mutateAsync(body);
    showToast({ type: 'success', message: t('list.created', { name: data.name }) });
    navigate(sessionPaths.page(locale, program.slug, data.slug, 'criteria-config'));
  }

  async function remove(session: EvaluationSession) {
    try {
      await mutations.remove.mutateAsync(session.id);
      showToast({ type: 'success', message: t('list.deleted', { name: session.name }) });
    } catch (error) {
      showToast({ type: 'error', message: apiErrorMessage(error, t) });
      throw error;
    }
  }

  const name = lastDeleting.current?.name ?? '';
  return (
    <>
      <PageSection
        title={t('list.title')}
        description={t('list.intro')}
        testId="sessions-page"
        actions={
          canManage && (
            <Button onClick={() => setCreating((count) => count + 1)} data-testid="session-create">
              {t('list.create')}
            </Button>
          )
        }
      >
        <Group align="flex-end" wrap="wrap">
          <SearchInput {...search.input} label={t('list.search')} maw="20rem" testId="session-search" />
          <SessionStatusSelect value={status} onChange={setStatus} />
        </Group>
        <PagedList
          list={list}
          shown={rows.length}
          failedTitle={t('list.loadFailed')}
          empty={{
            title: search.applied || status ? t('list.noMatch') : t('list.empty'),
            description: search.applied || status ? t('list.noMatchHint') : t('list.emptyHint'),
            testId: 'sessions-empty',
          }}
          countLabel={t('list.count', { shown: rows.length, total })}
          moreLabel={t('list.loadMore')}
          testId="sessions"
        >
          <SessionTable
            sessions={rows}
            programSlug={program.slug}
            onDelete={canManage ? (session) => setDeleting(session) : undefined}
          />
        </PagedList>

        <SessionCreateModal key={creating} opened={creating > 0} onClose={() => setCreating(0)} onCreate={create} />
        <ConfirmModal
          opened={deleting !== null}
          onClose={() => setDeleting(null)}
          title={t('list.deleteTitle', { name })}
          message={t('list.deleteMessage', { name })}
          confirmLabel={t('list.delete')}
          isDeletion
          onConfirm={() => (deleting ? remove(deleting) : undefined)}
        />
      </PageSection>
      {/* The public kind of session: its own list, under the juries', when the plan opens public votes. */}
      {hasPublicVotes && (
        <Suspense fallback={null}>
          <VoteSessionsSection />
        </Suspense>
      )}
    </>
  );
}
