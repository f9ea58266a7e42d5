import { Anchor, Badge, Pagination, Stack, Table, Text, Title } from '@mantine/core';
import { formatDateTime } from '@opencall/shared/i18n';
import { useState } from 'react';
import { Link } from 'react-router';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useDocumentTitle } from '../../../lib/document-title';
import { useCurrentLocale } from '../../../lib/domain-info-context';
import { useTranslation } from '../../../lib/use-translation';
import { ConfirmModal } from '../../../ui/confirm-modal';
import { DataTable } from '../../../ui/data-table';
import { ListStates } from '../../../ui/list-states';
import { RowActions } from '../../../ui/row-actions';
import { STATUS_COLOURS } from '../../../ui/status-colours';
import { showToast } from '../../../ui/toasts';
import { useDepositTrashActions, useTrashedDeposits } from '../hooks/use-responses';

const PER_PAGE = 20;

/** `home/trash/deposits`: deleted applications, restored or deleted for good. */
export function DepositsTrashPage() {
  const { t } = useTranslation('responses');
  useDocumentTitle(t('trash.title'));
  const locale = useCurrentLocale();
  const [page, setPage] = useState(1);
  const query = useTrashedDeposits(page, PER_PAGE);
  const actions = useDepositTrashActions();
  const [purging, setPurging] = useState<{ id: string; name: string } | null>(null);
  const rows = query.data?.data ?? [];

  async function restore(id: string) {
    try {
      await actions.restore.mutateAsync(id);
      showToast({ type: 'success', message: t('trash.restored') });
    } catch (error) {
      showToast({ type: 'error', message: apiErrorMessage(error, t) });
    }
  }

  return (
    <Stack gap="md" data-testid="deposits-trash">
      <Title order={1} fz="h2">
        {t('trash.title')}
      </Title>
      <Text c="dimmed">{t('trash.intro')}</Text>
      <ListStates query={query} loadingLabel={t('loading')} failedTitle={t('loadFailed')} testId="trash" />
      {query.isSuccess && rows.length === 0 && (
        <Text c="dimmed" data-testid="trash-empty">
          {t('trash.empty')}
        </Text>
      )}
      {rows.length > 0 && (
        <DataTable
          striped
          withTableBorder
          caption={t('trash.title')}
          columns={[t('table.applicant'), t('trash.program'), t('table.status'), t('trash.deletedAt')]}
          actionsLabel={t('trash.actions')}
        >
          {rows.map((row) => {
            const name = row.applicant?.name || row.applicant?.email || t('table.unknownApplicant');
            return (
              <Table.Tr key={row.id} data-testid="trash-row">
                <Table.Td>{name}</Table.Td>
                <Table.Td>
                  <Anchor component={Link} to={`/${locale}/admin/programs/${row.program.slug}/responses`}>
                    {row.program.title}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  <Badge color={STATUS_COLOURS[row.status]} variant="light">
                    {t(`status.${row.status}`)}
                  </Badge>
                </Table.Td>
                <Table.Td>{formatDateTime(new Date(row.deletedAt), locale)}</Table.Td>
                <Table.Td>
                  <RowActions
                    actions={[
                      { label: t('trash.restore'), onClick: () => void restore(row.id), testId: 'trash-restore' },
                      {
                        label: t('trash.purge'),
                        onClick: () => setPurging({ id: row.id, name }),
                        isDanger: true,
                        testId: 'trash-purge',
                      },
                    ]}
                  />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </DataTable>
      )}
      {query.data && query.data.pagination.nbPages > 1 && (
        <Pagination total={query.data.pagination.nbPages} value={page} onChange={setPage} />
      )}
      <ConfirmModal
        opened={purging !== null}
        onClose={() => setPurging(null)}
        title={t('trash.purgeTitle', { name: purging?.name ?? '' })}
        message={t('trash.purgeMessage')}
        confirmText
        confirmLabel={t('trash.purge')}
        isDeletion
        onConfirm={async () => {
          if (!purging) return;
          try {
            await actions.destroy.mutateAsync(purging.id);
            showToast({ type: 'success', message: t('trash.purged') });
          } catch (error) {
            showToast({ type: 'error', message: apiErrorMessage(error, t) });
            throw error;
          }
        }}
      />
    </Stack>
  );
}
