import { Badge, Button, Progress, Stack, Table, Text } from '@mantine/core';
import { batchPercent, type MessageBatch } from '@opencall/shared/messages';
import { useCurrentLocale } from '../../../lib/domain-info-context';
import { useTranslation } from '../../../lib/use-translation';
import { DataTable } from '../../../ui/data-table';

const STATUS_COLORS: Record<MessageBatch['status'], string> = {
  scheduled: 'blue',
  sending: 'orange',
  sent: 'teal',
  cancelled: 'gray',
};

export const formatMoment = (locale: string, iso: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/** The program's messages to many: subject, state, a progress bar of the e-mails out, and cancel while scheduled. */
export function BatchList({ batches, onCancel }: { batches: MessageBatch[]; onCancel: (batch: MessageBatch) => void }) {
  const { t } = useTranslation('messages');
  const locale = useCurrentLocale();
  return (
    <DataTable
      caption={t('page.title')}
      columns={[t('batch.subject'), t('batch.status'), t('batch.progress'), t('batch.createdAt')]}
      actionsLabel={t('batch.cancel')}
      testId="message-batches"
    >
      {batches.map((batch) => {
        const done = batch.sent + batch.failed;
        const percent = batchPercent(batch);
        return (
          <Table.Tr key={batch.id} data-testid="message-batch" data-status={batch.status}>
            <Table.Td>
              <Text fw={500}>{batch.subject}</Text>
              {batch.createdBy && (
                <Text size="xs" c="dimmed">
                  {t('batch.by')} {batch.createdBy.name}
                </Text>
              )}
            </Table.Td>
            <Table.Td>
              <Stack gap={4}>
                <Badge variant="light" color={STATUS_COLORS[batch.status]}>
                  {t(`status.${batch.status}`)}
                </Badge>
                {batch.status === 'scheduled' && batch.scheduledAt && (
                  <Text size="xs">{t('batch.scheduledFor', { date: formatMoment(locale, batch.scheduledAt) })}</Text>
                )}
              </Stack>
            </Table.Td>
            <Table.Td miw="10rem">
              <Progress
                value={batch.status === 'scheduled' || batch.status === 'cancelled' ? 0 : percent}
                color={batch.failed > 0 ? 'orange' : 'teal'}
                aria-label={t('batch.progressLabel', { done: String(done), total: String(batch.total) })}
                data-testid="message-batch-progress"
                data-percent={percent}
              />
              <Text size="xs" mt={4} data-testid="message-batch-counts">
                {t('batch.progressLabel', { done: String(done), total: String(batch.total) })}
                {batch.failed > 0 && ` · ${t('batch.failed', { count: String(batch.failed) })}`}
              </Text>
            </Table.Td>
            <Table.Td>{formatMoment(locale, batch.createdAt)}</Table.Td>
            <Table.Td>
              {batch.status === 'scheduled' && (
                <Button
                  size="xs"
                  variant="default"
                  color="red"
                  onClick={() => onCancel(batch)}
                  data-testid="message-batch-cancel"
                >
                  {t('batch.cancel')}
                </Button>
              )}
            </Table.Td>
          </Table.Tr>
        );
      })}
    </DataTable>
  );
}
