import { Button, Table, Text } from '@mantine/core';
import { formatDateTime } from '@opencall/shared/i18n';
import type { AccountDeletionRequest, AccountDeletionState } from '@opencall/shared/users';
import { useCurrentLocale } from '../../../lib/domain-info-context';
import { useTranslation } from '../../../lib/use-translation';

/** The requests of one tab; unprocessed ones offer "mark processed" to those allowed to. */
export function DeletionRequestTable({
  state,
  requests,
  onMarkProcessed,
}: {
  state: AccountDeletionState;
  requests: AccountDeletionRequest[];
  /** Absent without the permission to process requests: the list is read-only. */
  onMarkProcessed?: (request: AccountDeletionRequest) => void;
}) {
  const { t } = useTranslation('users');
  const locale = useCurrentLocale();
  const date = (iso: string) => formatDateTime(new Date(iso), locale);
  return (
    <Table.ScrollContainer minWidth="40rem">
      <Table striped withTableBorder data-testid="deletion-requests">
        <Table.Caption>{t(`accountDeletion.tabs.${state}`)}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('accountDeletion.columns.person')}</Table.Th>
            <Table.Th scope="col">{t('accountDeletion.columns.reason')}</Table.Th>
            <Table.Th scope="col">{t('accountDeletion.columns.requestedAt')}</Table.Th>
            <Table.Th scope="col">
              {state === 'processed' ? t('accountDeletion.columns.processed') : t('accountDeletion.columns.action')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {requests.map((request) => {
            const name = [request.firstname, request.lastname].filter(Boolean).join(' ');
            return (
              <Table.Tr key={request.id} data-testid="deletion-request">
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {name || request.email}
                  </Text>
                  {name && (
                    <Text size="xs" c="dimmed">
                      {request.email}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{request.reason || '—'}</Table.Td>
                <Table.Td>{date(request.createdAt)}</Table.Td>
                <Table.Td>
                  {request.processedAt ? (
                    t('accountDeletion.processedBy', {
                      date: date(request.processedAt),
                      name: request.processedBy ?? '—',
                    })
                  ) : onMarkProcessed ? (
                    <Button
                      size="compact-sm"
                      variant="light"
                      onClick={() => onMarkProcessed(request)}
                      aria-label={t('accountDeletion.markFor', { name: name || request.email })}
                      data-testid="mark-processed"
                    >
                      {t('accountDeletion.mark')}
                    </Button>
                  ) : (
                    '—'
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
