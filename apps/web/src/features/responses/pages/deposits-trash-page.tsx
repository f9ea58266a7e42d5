import { Anchor, Badge, Button, Group, Pagination, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { formatDateTime } from '@opencall/shared/i18n';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentLocale } from '../../../app/domain-info-context';
import { ConfirmModal } from '../../../ui/confirm-modal';
import { showToast } from '../../../ui/toasts';
import { apiErrorMessage } from '../../auth/api-error-message';
import { STATUS_COLOURS } from '../../portal/status-colours';
import { ListError, ListLoading } from '../../programs/components/list-states';
import { useDepositTrashActions, useTrashedDeposits } from '../hooks/use-responses';

const PER_PAGE = 20;

/** `home/trash/deposits`: deleted applications, restored or deleted for good. */
export function DepositsTrashPage() {
  const { t } = useTranslation('responses');
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
      {query.isPending && <ListLoading label={t('loading')} testId="trash-loading" />}
      {query.isError && (
        <ListError
          title={t('loadFailed')}
          error={query.error}
          onRetry={() => void query.refetch()}
          testId="trash-error"
        />
      )}
      {query.isSuccess && rows.length === 0 && (
        <Text c="dimmed" data-testid="trash-empty">
          {t('trash.empty')}
        </Text>
      )}
      {rows.length > 0 && (
        <Table.ScrollContainer minWidth={0}>
          <Table striped withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('table.applicant')}</Table.Th>
                <Table.Th scope="col">{t('trash.program')}</Table.Th>
                <Table.Th scope="col">{t('table.status')}</Table.Th>
                <Table.Th scope="col">{t('trash.deletedAt')}</Table.Th>
                <Table.Th scope="col">
                  <VisuallyHidden>{t('trash.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
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
                      <Group gap="xs" justify="flex-end">
                        <Button
                          size="xs"
                          variant="default"
                          onClick={() => void restore(row.id)}
                          data-testid="trash-restore"
                        >
                          {t('trash.restore')}
                        </Button>
                        <Button
                          size="xs"
                          color="red"
                          variant="light"
                          onClick={() => setPurging({ id: row.id, name })}
                          data-testid="trash-purge"
                        >
                          {t('trash.purge')}
                        </Button>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
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
