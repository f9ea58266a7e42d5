import { Alert, Button, Group, Pagination, Text } from '@mantine/core';
import type { Collaborator, InviteCollaboratorBody, ProgramRoleKey } from '@opencall/shared/programs';
import { useRef, useState } from 'react';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useTranslation } from '../../../lib/use-translation';
import { ConfirmModal } from '../../../ui/confirm-modal';
import { ListStates } from '../../../ui/list-states';
import { PageSection } from '../../../ui/page-section';
import { SearchInput, useSearch } from '../../../ui/search-input';
import { showToast } from '../../../ui/toasts';
import { CollaboratorTable } from '../components/collaborators/collaborator-table';
import { EditCollaboratorRolesModal } from '../components/collaborators/edit-collaborator-roles-modal';
import { InviteCollaboratorModal } from '../components/collaborators/invite-collaborator-modal';
import { useCollaboratorMutations, useCollaborators } from '../hooks/use-collaborators';
import { useCanManageProgram, useCurrentProgram } from '../program-context';

type Dialog = { kind: 'invite' } | { kind: 'edit'; person: Collaborator } | { kind: 'remove'; person: Collaborator };

/** `admin/programs/{programSlug}/collaborators`: who works on the program, with which roles. */
export function ProgramCollaboratorsPage() {
  const { t } = useTranslation('programs');
  const program = useCurrentProgram();
  const canManage = useCanManageProgram();
  const searchBox = useSearch();
  const search = searchBox.applied;
  const [page, setPage] = useState(1);
  const query = useCollaborators(program.id, { page, search });
  const mutations = useCollaboratorMutations(program.id);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [opening, setOpening] = useState(0);
  // The texts stay while a modal fades out after `dialog` went back to null.
  const shown = useRef<Dialog | null>(null);
  if (dialog) shown.current = dialog;
  const collaborators = query.data?.data ?? [];
  const pagination = query.data?.pagination;
  // A search starts again from its first page.
  const [searched, setSearched] = useState(search);
  if (searched !== search) {
    setSearched(search);
    setPage(1);
  }

  const open = (next: Dialog) => {
    setOpening((count) => count + 1);
    setDialog(next);
  };
  const fail = (error: unknown): never => {
    showToast({ type: 'error', message: apiErrorMessage(error, t) });
    throw error;
  };

  async function invite(body: InviteCollaboratorBody) {
    await mutations.invite.mutateAsync(body).catch(fail);
    showToast({ type: 'success', message: t('collaborators.invited', { email: body.email }) });
  }

  async function saveRoles(person: Collaborator, roleKeys: ProgramRoleKey[]) {
    await mutations.update.mutateAsync({ userId: person.id, roleKeys }).catch(fail);
    showToast({ type: 'success', message: t('collaborators.updated', { name: person.name || person.email }) });
  }

  async function remove(person: Collaborator) {
    await mutations.remove.mutateAsync(person.id).catch(fail);
    showToast({ type: 'success', message: t('collaborators.removed', { name: person.name || person.email }) });
  }

  const removing = shown.current?.kind === 'remove' ? shown.current.person : null;
  const removingName = removing ? removing.name || removing.email : '';
  return (
    <PageSection
      title={t('collaborators.title')}
      description={t('collaborators.intro')}
      testId="collaborators-page"
      actions={
        canManage && (
          <Button onClick={() => open({ kind: 'invite' })} data-testid="collaborator-invite">
            {t('collaborators.invite')}
          </Button>
        )
      }
    >
      <SearchInput
        label={t('collaborators.search')}
        placeholder={t('collaborators.searchPlaceholder')}
        {...searchBox.input}
        maw="24rem"
        testId="collaborators-search"
      />
      <ListStates
        query={query}
        loadingLabel={t('collaborators.loading')}
        failedTitle={t('collaborators.loadFailed')}
        testId="collaborators"
      />
      {query.isSuccess && collaborators.length === 0 && search && (
        <Text data-testid="collaborators-no-match">{t('collaborators.noMatch', { search })}</Text>
      )}
      {query.isSuccess && collaborators.length === 0 && !search && (
        <Alert color="gray" title={t('collaborators.empty')} data-testid="collaborators-empty">
          {t('collaborators.emptyHint')}
        </Alert>
      )}
      {collaborators.length > 0 && (
        <CollaboratorTable
          collaborators={collaborators}
          onEdit={canManage ? (person) => open({ kind: 'edit', person }) : undefined}
          onRemove={canManage ? (person) => open({ kind: 'remove', person }) : undefined}
        />
      )}
      {pagination && pagination.nbPages > 1 && (
        <Group justify="space-between">
          <Text size="sm" c="dimmed" data-testid="collaborators-count">
            {t('collaborators.count', { shown: String(collaborators.length), total: String(pagination.totalFiltred) })}
          </Text>
          <Pagination
            total={pagination.nbPages}
            value={page}
            onChange={setPage}
            getControlProps={(control) => ({ 'aria-label': t(`collaborators.pager.${control}`) })}
            data-testid="collaborators-pagination"
          />
        </Group>
      )}

      <InviteCollaboratorModal
        key={`invite-${opening}`}
        opened={dialog?.kind === 'invite'}
        onClose={() => setDialog(null)}
        onInvite={invite}
      />
      <EditCollaboratorRolesModal
        key={`edit-${opening}`}
        collaborator={dialog?.kind === 'edit' ? dialog.person : null}
        onClose={() => setDialog(null)}
        onSave={saveRoles}
      />
      <ConfirmModal
        opened={dialog?.kind === 'remove'}
        onClose={() => setDialog(null)}
        title={t('collaborators.removeTitle', { name: removingName })}
        message={t('collaborators.removeMessage', { name: removingName })}
        confirmLabel={t('collaborators.remove')}
        onConfirm={() => (removing ? remove(removing) : undefined)}
      />
    </PageSection>
  );
}
