import { Alert, Button, Group, Select, Table, Text } from '@mantine/core';
import {
  APPLICATION_STATUSES,
  type ApplicationStatus,
  type ImportPreview,
  type ImportTarget,
  mappingProblems,
} from '@opencall/shared/applications';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useTranslation } from '../../../lib/use-translation';
import { PageSection } from '../../../ui/page-section';
import { columnLabel, targetOf, targetOptions, targetValue } from './import-labels';
import { PreviewTable } from './preview-table';

export interface MappingValues {
  columns: ImportTarget[];
  categoryId: string | null;
  status: ApplicationStatus;
}

/** What keeps a mapping from being tried: no e-mail column, or no category for rows without one. */
export function mappingBlockers(preview: ImportPreview, values: MappingValues) {
  const hasEmail = !mappingProblems(values.columns).some((problem) => problem.reason === 'email_required');
  const hasCategoryColumn = values.columns.some((target) => target.type === 'category');
  const hasCategory =
    preview.categories.length > 0 &&
    (hasCategoryColumn || values.categoryId !== null || preview.categories.length === 1);
  return { hasEmail, hasCategory };
}

interface MappingStepProps {
  preview: ImportPreview;
  values: MappingValues;
  onChange: (values: MappingValues) => void;
  onRun: () => void;
  onChangeFile: () => void;
  isRunning: boolean;
  error: unknown;
}

/** Step 2: a target per column (the title guessed it), the defaults, and the file's first rows. */
export function MappingStep({ preview, values, onChange, onRun, onChangeFile, isRunning, error }: MappingStepProps) {
  const { t } = useTranslation('imports');
  const { hasEmail, hasCategory } = mappingBlockers(preview, values);
  const chosen = values.columns.map(targetValue);
  const setColumn = (column: number, value: string) =>
    onChange({ ...values, columns: values.columns.map((target, i) => (i === column ? targetOf(value) : target)) });

  return (
    <PageSection
      title={t('mapping.title')}
      description={t('mapping.intro', { filename: preview.filename, count: String(preview.totalRows) })}
      testId="import-mapping-step"
    >
      <Table.ScrollContainer minWidth={640}>
        <Table verticalSpacing="xs" data-testid="import-mapping-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('mapping.column')}</Table.Th>
              <Table.Th scope="col">{t('mapping.sample')}</Table.Th>
              <Table.Th scope="col">{t('mapping.target')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {preview.headers.map((_, column) => {
              const label = columnLabel(preview.headers, column, t);
              const taken = new Set(chosen.filter((value, i) => i !== column && value !== 'ignore'));
              const samples = preview.rows.map((row) => row[column] ?? '').filter(Boolean);
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: columns are positions in the file
                <Table.Tr key={column} data-testid="import-mapping-row">
                  <Table.Th scope="row" fw={600}>
                    {label}
                  </Table.Th>
                  <Table.Td>
                    <Text size="sm" c="dimmed" lineClamp={2} maw="16rem">
                      {samples.slice(0, 3).join(' · ')}
                    </Text>
                  </Table.Td>
                  <Table.Td miw="16rem">
                    <Select
                      aria-label={t('mapping.targetOf', { column: label })}
                      data={targetOptions(preview, taken, t)}
                      value={chosen[column] ?? 'ignore'}
                      onChange={(value) => setColumn(column, value ?? 'ignore')}
                      allowDeselect={false}
                      searchable
                      nothingFoundMessage={t('mapping.nothingFound')}
                      // The whole list shows (a search narrows it): a scrolled list box would be a region the
                      // keyboard cannot reach, and a focusable one is a child a listbox may not hold (axe).
                      withScrollArea={false}
                      data-testid="import-target"
                    />
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {preview.categories.length === 0 ? (
        <Alert color="orange" role="alert">
          {t('mapping.noCategory')}
        </Alert>
      ) : (
        <Group align="flex-start" grow>
          <Select
            label={t('mapping.defaultCategory')}
            description={t('mapping.defaultCategoryHint')}
            data={preview.categories.map((category) => ({ value: category.id, label: category.title }))}
            value={values.categoryId ?? (preview.categories.length === 1 ? (preview.categories[0]?.id ?? null) : null)}
            onChange={(categoryId) => onChange({ ...values, categoryId })}
            clearable={preview.categories.length > 1}
            data-testid="import-default-category"
          />
          <Select
            label={t('mapping.defaultStatus')}
            description={t('mapping.defaultStatusHint')}
            data={APPLICATION_STATUSES.map((status) => ({ value: status, label: t(`statuses.${status}`) }))}
            value={values.status}
            onChange={(status) => onChange({ ...values, status: (status ?? 'submitted') as ApplicationStatus })}
            allowDeselect={false}
            data-testid="import-default-status"
          />
        </Group>
      )}
      {!hasEmail && (
        <Text size="sm" c="red" role="alert" data-testid="import-email-required">
          {t('mapping.emailRequired')}
        </Text>
      )}
      {hasEmail && !hasCategory && preview.categories.length > 0 && (
        <Text size="sm" c="red" role="alert" data-testid="import-category-required">
          {t('mapping.categoryRequired')}
        </Text>
      )}
      {Boolean(error) && !isRunning && (
        <Alert color="red" role="alert" title={t('report.failed')} data-testid="import-dry-run-error">
          {apiErrorMessage(error, t)}
        </Alert>
      )}
      <PreviewTable preview={preview} />
      <Group justify="space-between">
        <Button variant="default" onClick={onChangeFile}>
          {t('mapping.changeFile')}
        </Button>
        <Button onClick={onRun} loading={isRunning} disabled={!hasEmail || !hasCategory} data-testid="import-run-dry">
          {t('mapping.run')}
        </Button>
      </Group>
    </PageSection>
  );
}
