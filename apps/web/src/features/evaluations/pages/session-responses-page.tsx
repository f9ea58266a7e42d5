import { Anchor, Button, Table } from '@mantine/core';
import type { SessionApplication } from '@opencall/shared/evaluations';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { ConfirmModal } from '../../../ui/confirm-modal';
import { DataTable } from '../../../ui/data-table';
import { PageSection } from '../../../ui/page-section';
import { PagedList } from '../../../ui/paged-list';
import { SearchInput, useSearch } from '../../../ui/search-input';
import { showToast } from '../../../ui/toasts';
import { useCanManageProgram } from '../../programs';
import { ApplicationJurorsDrawer } from '../components/application-jurors-drawer';
import { useSessionApplications } from '../hooks/use-assignments';
import { useJurors } from '../hooks/use-jurors';
import { useSelectionMutations } from '../hooks/use-sessions';
import { useCurrentSession } from '../session-context';

/** `examinations/{sessionSlug}/responses`: the session's applications, who evaluates each, how far, and each one's history. */
export function SessionResponsesPage() {
  const { t } = useTranslation('evaluations');
  const session = useCurrentSession();
  const canManage = useCanManageProgram();
  const search = useSearch();
  const list = useSessionApplications(session.programId, session.id, search.applied || undefined);
  const jurors = useJurors(session.programId, session.id);
  const [open, setOpen] = useState<SessionApplication | null>(null);
  const [leaving, setLeaving] = useState<SessionApplication | null>(null);
  const selection = useSelectionMutations(session.programId);
  // A session fed by a selection: its managers take an application out of it from here.
  const removable = canManage && session.entry.source === 'selection';
  const name = (row: SessionApplication) => row.applicant || t('work.noName');
  const rows = list.data?.pages.flatMap((page) => page.data) ?? [];
  const total = list.data?.pages[0]?.pagination.totalFiltred ?? 0;
  return (
    <PageSection title={t('tabs.responses')} description={t('responses.intro')} testId="session-responses-page">
      <SearchInput {...search.input} label={t('work.search')} maw="20rem" testId="session-responses-search" />
      <PagedList
        list={list}
        shown={rows.length}
        failedTitle={t('responses.loadFailed')}
        empty={{
          title: search.applied ? t('responses.noMatch') : t('responses.empty'),
          description: search.applied ? t('list.noMatchHint') : t('responses.emptyHint'),
          testId: 'session-responses-empty',
        }}
        countLabel={t('list.count', { shown: rows.length, total })}
        moreLabel={t('list.loadMore')}
        testId="session-responses"
      >
        <DataTable
          striped
          caption={t('responses.caption')}
          columns={[
            t('work.applicant'),
            t('responses.jurors'),
            t('responses.final'),
            t('responses.mean'),
            ...(removable ? [t('selection.actions')] : []),
          ]}
          testId="session-responses-table"
        >
          {rows.map((row) => (
            <Table.Tr key={row.id} data-testid="session-response-row">
              <Table.Td>
                <Anchor component="button" type="button" onClick={() => setOpen(row)}>
                  {name(row)}
                </Anchor>
              </Table.Td>
              <Table.Td>{row.assigned}</Table.Td>
              <Table.Td>
                {t('juries.finalOf', { final: String(row.final), assigned: String(row.assigned) })}
                {row.draft > 0 ? ` · ${t('juries.drafts', { count: String(row.draft) })}` : ''}
              </Table.Td>
              <Table.Td>{row.mean ?? '—'}</Table.Td>
              {removable && (
                <Table.Td>
                  <Button
                    variant="subtle"
                    color="red.8"
                    size="compact-sm"
                    onClick={() => setLeaving(row)}
                    aria-label={t('selection.removeNamed', { name: name(row) })}
                    data-testid="selection-remove"
                  >
                    {t('selection.remove')}
                  </Button>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </DataTable>
      </PagedList>
      <ConfirmModal
        opened={leaving !== null}
        onClose={() => setLeaving(null)}
        title={t('selection.removeTitle')}
        message={t('selection.removeMessage', { name: leaving ? name(leaving) : '' })}
        confirmLabel={t('selection.remove')}
        onConfirm={async () => {
          if (!leaving) return;
          await selection.remove.mutateAsync({ sessionId: session.id, applicationId: leaving.id });
          showToast({ type: 'success', message: t('selection.removed', { name: name(leaving) }) });
        }}
      />
      <ApplicationJurorsDrawer
        programId={session.programId}
        sessionId={session.id}
        application={open}
        jurors={jurors.data ?? []}
        canManage={canManage}
        onClose={() => setOpen(null)}
      />
    </PageSection>
  );
}
