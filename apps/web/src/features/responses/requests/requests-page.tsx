import { Badge, Button, Pagination, Stack, Table, Tabs, Text, Title } from '@mantine/core';
import { formatDateTime } from '@opencall/shared/i18n';
import { useState } from 'react';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useCurrentLocale } from '../../../lib/domain-info-context';
import { useTranslation } from '../../../lib/use-translation';
import { DataTable } from '../../../ui/data-table';
import { ListStates } from '../../../ui/list-states';
import { showToast } from '../../../ui/toasts';
import { useCurrentProgram } from '../../programs';
import { useRequests, useSetRequestStatus } from './use-requests';

/** `admin/programs/{programSlug}/requests`: applicants' requests, unprocessed then processed. */
export function RequestsPage() {
  const { t } = useTranslation('responses');
  const locale = useCurrentLocale();
  const program = useCurrentProgram();
  const [status, setStatus] = useState<'unprocessed' | 'processed'>('unprocessed');
  const [page, setPage] = useState(1);
  const query = useRequests(program.id, status, page);
  const change = useSetRequestStatus(program.id);
  const rows = query.data?.data ?? [];

  async function toggle(requestId: string) {
    const next = status === 'unprocessed' ? 'processed' : 'unprocessed';
    try {
      await change.mutateAsync({ requestId, status: next });
      showToast({ type: 'success', message: t(`requests.marked.${next}`) });
    } catch (error) {
      showToast({ type: 'error', message: apiErrorMessage(error, t) });
    }
  }

  return (
    <Stack gap="md" data-testid="requests-page">
      <Title order={2} fz="h3">
        {t('requests.title')}
      </Title>
      <Tabs
        value={status}
        onChange={(value) => {
          setStatus((value as 'unprocessed' | 'processed') ?? 'unprocessed');
          setPage(1);
        }}
      >
        <Tabs.List>
          <Tabs.Tab value="unprocessed" data-testid="requests-unprocessed">
            {t('requests.unprocessed')}
          </Tabs.Tab>
          <Tabs.Tab value="processed" data-testid="requests-processed">
            {t('requests.processed')}
          </Tabs.Tab>
        </Tabs.List>
      </Tabs>
      <ListStates query={query} loadingLabel={t('loading')} failedTitle={t('loadFailed')} testId="requests" />
      {query.isSuccess && rows.length === 0 && (
        <Text c="dimmed" data-testid="requests-empty">
          {t(`requests.empty.${status}`)}
        </Text>
      )}
      {rows.length > 0 && (
        <DataTable
          striped
          withTableBorder
          caption={t('requests.title')}
          columns={[
            t('table.applicant'),
            t('requests.type'),
            t('requests.message'),
            t('requests.date'),
            t('trash.actions'),
          ]}
        >
          {rows.map((row) => (
            <Table.Tr key={row.id} data-testid="request-row">
              <Table.Td>
                {row.applicant?.name ?? t('table.unknownApplicant')}
                <Text size="xs" c="dimmed">
                  {row.applicant?.email}
                </Text>
              </Table.Td>
              <Table.Td>
                <Badge variant="light">{t(`requests.types.${row.type}`)}</Badge>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'pre-wrap' }}>{row.message || '—'}</Table.Td>
              <Table.Td>
                {formatDateTime(new Date(row.createdAt), locale, program.timezone)}
                {row.processedBy && (
                  <Text size="xs" c="dimmed">
                    {t('requests.processedBy', { name: row.processedBy.name })}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Button size="xs" variant="default" onClick={() => void toggle(row.id)} data-testid="request-toggle">
                  {t(status === 'unprocessed' ? 'requests.markProcessed' : 'requests.markUnprocessed')}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </DataTable>
      )}
      {query.data && query.data.pagination.nbPages > 1 && (
        <Pagination total={query.data.pagination.nbPages} value={page} onChange={setPage} />
      )}
    </Stack>
  );
}
