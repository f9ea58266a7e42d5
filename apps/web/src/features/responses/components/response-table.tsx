import { Anchor, Badge, Checkbox, Group, Table, Text, UnstyledButton } from '@mantine/core';
import type { ResponseRow } from '@opencall/shared/applications';
import { answerText } from '@opencall/shared/applications';
import type { Locale } from '@opencall/shared/common';
import { formatDateTime } from '@opencall/shared/i18n';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import { STATUS_COLOURS } from '../../../ui/status-colours';
import { isSelected, type TableView } from '../table-view';

type Sort = 'createdAt' | 'submittedAt' | 'status' | 'applicant';

function SortHeader({
  column,
  label,
  sort,
  order,
  onSort,
}: {
  column: Sort;
  label: string;
  sort: string;
  order: 'asc' | 'desc';
  onSort: (column: Sort) => void;
}) {
  const current = sort === column;
  return (
    <Table.Th scope="col" aria-sort={current ? (order === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <UnstyledButton onClick={() => onSort(column)} fw={600} data-testid={`sort-${column}`}>
        {label} {current ? (order === 'asc' ? '▲' : '▼') : ''}
      </UnstyledButton>
    </Table.Th>
  );
}

/** A page of applications with a box per row, sortable columns, and a link to each application. */
export function ResponseTable({
  rows,
  view,
  onToggleRow,
  onTogglePage,
  sort,
  order,
  onSort,
  locale,
  timeZone,
  detailPath,
  answerColumns,
}: {
  rows: ResponseRow[];
  view: TableView;
  onToggleRow: (id: string) => void;
  onTogglePage: () => void;
  sort: string;
  order: 'asc' | 'desc';
  onSort: (column: Sort) => void;
  locale: Locale;
  timeZone: string;
  detailPath: (id: string) => string;
  /** Answers shown as columns, by reference, with their question's title. */
  answerColumns: { value: string; label: string }[];
}) {
  const { t } = useTranslation('responses');
  const pageTicked = rows.length > 0 && rows.every((row) => isSelected(view, row.id));
  const someTicked = rows.some((row) => isSelected(view, row.id));
  const when = (value: string | null) => (value ? formatDateTime(new Date(value), locale, timeZone) : '—');
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped highlightOnHover withTableBorder data-testid="response-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <Checkbox
                aria-label={t('table.selectPage')}
                checked={pageTicked}
                indeterminate={!pageTicked && someTicked}
                onChange={onTogglePage}
                data-testid="select-page"
              />
            </Table.Th>
            <SortHeader column="applicant" label={t('table.applicant')} sort={sort} order={order} onSort={onSort} />
            <Table.Th scope="col">{t('table.category')}</Table.Th>
            <SortHeader column="status" label={t('table.status')} sort={sort} order={order} onSort={onSort} />
            <Table.Th scope="col">{t('table.tags')}</Table.Th>
            {answerColumns.map((column) => (
              <Table.Th key={column.value} scope="col">
                {column.label}
              </Table.Th>
            ))}
            <SortHeader column="createdAt" label={t('table.created')} sort={sort} order={order} onSort={onSort} />
            <SortHeader column="submittedAt" label={t('table.submitted')} sort={sort} order={order} onSort={onSort} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const name = row.applicant?.name || row.applicant?.email || t('table.unknownApplicant');
            return (
              <Table.Tr key={row.id} data-testid="response-row" data-id={row.id}>
                <Table.Td>
                  <Checkbox
                    aria-label={t('table.selectRow', { name })}
                    checked={isSelected(view, row.id)}
                    onChange={() => onToggleRow(row.id)}
                    data-testid="select-row"
                  />
                </Table.Td>
                <Table.Td>
                  <Anchor component={Link} to={detailPath(row.id)} fw={600}>
                    {name}
                  </Anchor>
                  {row.applicant && (
                    <Text size="xs" c="dimmed">
                      {row.applicant.email}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{row.category?.title ?? '—'}</Table.Td>
                <Table.Td>
                  <Badge color={STATUS_COLOURS[row.status]} variant="light">
                    {t(`status.${row.status}`)}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Group gap={4}>
                    {row.tags.map((tag) => (
                      <Badge key={tag.id} color={tag.color} variant="dot" size="sm">
                        {tag.name}
                      </Badge>
                    ))}
                  </Group>
                </Table.Td>
                {answerColumns.map((column) => (
                  <Table.Td key={column.value} data-testid={`answer-cell-${column.value}`}>
                    {answerText(row.answers[column.value])}
                  </Table.Td>
                ))}
                <Table.Td>{when(row.createdAt)}</Table.Td>
                <Table.Td>{when(row.submittedAt)}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
