import { Alert, Button, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { ListStates } from '../../../ui/list-states';
import { PageSection } from '../../../ui/page-section';
import { LogEntryRow } from '../components/logs/log-entry-row';
import { useProgramLogs } from '../hooks/use-program-logs';
import { useCurrentProgram } from '../program-context';

/** `admin/programs/{programSlug}/logs`: every change made in the program, newest first. */
export function ProgramLogsPage() {
  const { t } = useTranslation('programs');
  const program = useCurrentProgram();
  const query = useProgramLogs(program.id);
  const logs = query.data?.pages.flatMap((page) => page.data) ?? [];
  const total = query.data?.pages[0]?.pagination.total ?? 0;

  return (
    <PageSection title={t('logs.title')} description={t('logs.intro')} testId="logs-page">
      <ListStates query={query} loadingLabel={t('logs.loading')} failedTitle={t('logs.loadFailed')} testId="logs" />
      {query.isSuccess && logs.length === 0 && (
        <Alert color="gray" title={t('logs.empty')} data-testid="logs-empty">
          {t('logs.emptyHint')}
        </Alert>
      )}
      {logs.length > 0 && (
        <Table.ScrollContainer minWidth={720}>
          <Table data-testid="log-table" verticalSpacing="xs">
            <VisuallyHidden component="caption">{t('logs.caption')}</VisuallyHidden>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('logs.when')}</Table.Th>
                <Table.Th>{t('logs.who')}</Table.Th>
                <Table.Th>{t('logs.action')}</Table.Th>
                <Table.Th>{t('logs.entity')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('logs.changes')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {logs.map((log) => (
                <LogEntryRow key={log.id} log={log} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {logs.length > 0 && (
        <Group justify="space-between">
          <Text size="sm" c="dimmed" data-testid="logs-count">
            {t('logs.shown', { shown: logs.length, total })}
          </Text>
          {query.hasNextPage && (
            <Button
              variant="default"
              loading={query.isFetchingNextPage}
              onClick={() => query.fetchNextPage()}
              data-testid="logs-load-more"
            >
              {t('logs.loadMore')}
            </Button>
          )}
        </Group>
      )}
    </PageSection>
  );
}
