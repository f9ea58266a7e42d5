import { Badge, Group, List, Pagination, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import type { ImportPreview, ImportRowReport } from '@opencall/shared/applications';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { DataTable } from '../../../ui/data-table';
import { rowErrorText } from './import-labels';

const PAGE_SIZE = 50;
const FILTERS = ['all', 'error', 'created', 'skipped'] as const;
type Filter = (typeof FILTERS)[number];
const OUTCOME_COLORS = { created: 'teal', error: 'red', skipped: 'gray' } as const;

/** The dry run's rows, errors first when there are some, a page at a time. */
export function ReportTable({ preview, rows }: { preview: ImportPreview; rows: ImportRowReport[] }) {
  const { t } = useTranslation('imports');
  const hasErrors = rows.some((row) => row.outcome === 'error');
  const [filter, setFilter] = useState<Filter>(hasErrors ? 'error' : 'all');
  const [page, setPage] = useState(1);
  const shown = filter === 'all' ? rows : rows.filter((row) => row.outcome === filter);
  const pages = Math.max(1, Math.ceil(shown.length / PAGE_SIZE));
  const current = Math.min(page, pages);
  const categoryTitle = (id: string | null) => preview.categories.find((category) => category.id === id)?.title ?? '';

  return (
    <Stack gap="sm">
      <SegmentedControl
        aria-label={t('report.filter.label')}
        value={filter}
        onChange={(value) => {
          setFilter(value as Filter);
          setPage(1);
        }}
        data={FILTERS.map((value) => ({ value, label: t(`report.filter.${value}`) }))}
        data-testid="import-report-filter"
        w="fit-content"
      />
      {shown.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="import-report-empty">
          {t('report.empty')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <DataTable
            verticalSpacing="xs"
            caption={t('report.caption')}
            isCaptionShown
            columns={[
              t('report.row'),
              t('report.email'),
              t('report.category'),
              t('report.status'),
              t('report.outcome'),
              t('report.problems'),
            ]}
            testId="import-report-table"
          >
            {shown.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE).map((row) => (
              <Table.Tr
                key={row.row}
                bg={row.outcome === 'error' ? 'var(--mantine-color-red-light)' : undefined}
                data-testid="import-report-row"
                data-outcome={row.outcome}
              >
                <Table.Td>{row.row}</Table.Td>
                <Table.Td>
                  <Text size="sm">{row.email}</Text>
                  {row.applicant && (
                    <Text size="xs" c="dimmed">
                      {t(`report.applicant.${row.applicant}`)}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{categoryTitle(row.categoryId)}</Table.Td>
                <Table.Td>{row.status ? t(`statuses.${row.status}`) : ''}</Table.Td>
                <Table.Td>
                  <Badge variant="light" color={OUTCOME_COLORS[row.outcome]}>
                    {t(`report.outcomes.${row.outcome}`)}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  {row.errors.length > 0 && (
                    <List size="sm" c="red.9" spacing={2} data-testid="import-row-errors">
                      {row.errors.map((error, index) => (
                        // biome-ignore lint/suspicious/noArrayIndexKey: a row's problems never move
                        <List.Item key={index}>{rowErrorText(error, preview.headers, t)}</List.Item>
                      ))}
                    </List>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </DataTable>
        </Table.ScrollContainer>
      )}
      {pages > 1 && (
        <Group justify="flex-end">
          <Pagination
            total={pages}
            value={current}
            onChange={setPage}
            getControlProps={(control) => ({ 'aria-label': t(`pager.${control}`) })}
          />
        </Group>
      )}
    </Stack>
  );
}
