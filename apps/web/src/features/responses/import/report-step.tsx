import { Alert, Button, Checkbox, Group, Paper, SimpleGrid, Text } from '@mantine/core';
import type { ImportPreview, ImportReport } from '@opencall/shared/applications';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useCurrentLocale } from '../../../lib/domain-info-context';
import { useTranslation } from '../../../lib/use-translation';
import { PageSection } from '../../../ui/page-section';
import { ReportTable } from './report-table';

interface ReportStepProps {
  preview: ImportPreview;
  report: ImportReport;
  excludedCount: number;
  force: boolean;
  onForce: (force: boolean) => void;
  onExcludeErrors: () => void;
  onIncludeAgain: () => void;
  onBack: () => void;
  onReupload: () => void;
  onImport: () => void;
  isRunning: boolean;
  isImporting: boolean;
  error: unknown;
}

/** Step 3: what the import would do, row by row; the import itself once no row is in error. */
export function ReportStep(props: ReportStepProps) {
  const { preview, report, force, isRunning, isImporting } = props;
  const { t } = useTranslation('imports');
  const locale = useCurrentLocale();
  const { totals, previousImport } = report;
  const canImport = totals.errors === 0 && totals.created > 0 && (!previousImport || force) && !isRunning;
  const date = previousImport
    ? new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(
        new Date(previousImport.importedAt),
      )
    : '';

  return (
    <PageSection title={t('report.title')} description={t('report.intro')} testId="import-report-step">
      <SimpleGrid cols={{ base: 2, sm: 5 }} aria-live="polite" data-testid="import-totals">
        {(['rows', 'created', 'errors', 'skipped', 'newApplicants'] as const).map((key) => (
          <Paper key={key} withBorder p="sm" data-testid={`import-total-${key}`}>
            <Text size="xs" c="dimmed">
              {t(`report.totals.${key}`)}
            </Text>
            <Text fw={700} fz="xl" c={key === 'errors' && totals.errors > 0 ? 'red.8' : undefined}>
              {totals[key]}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      {previousImport && (
        <Alert color="yellow" role="alert" data-testid="import-previous">
          <Text size="sm" mb="xs">
            {t('report.previous', { date, filename: previousImport.filename })}
          </Text>
          <Checkbox
            label={t('report.force')}
            checked={force}
            onChange={(event) => props.onForce(event.currentTarget.checked)}
            data-testid="import-force"
          />
        </Alert>
      )}
      {totals.errors > 0 && (
        <Alert color="red" role="alert" data-testid="import-has-errors">
          <Text size="sm" mb="sm">
            {t('report.hasErrors', { count: String(totals.errors) })}
          </Text>
          <Group gap="xs">
            <Button size="compact-sm" onClick={props.onExcludeErrors} loading={isRunning} data-testid="import-exclude">
              {t('report.exclude')}
            </Button>
            <Button size="compact-sm" variant="default" onClick={props.onReupload}>
              {t('report.reupload')}
            </Button>
          </Group>
        </Alert>
      )}
      {props.excludedCount > 0 && (
        <Group gap="xs">
          <Text size="sm">{t('report.excluded', { count: String(props.excludedCount) })}</Text>
          <Button size="compact-sm" variant="subtle" onClick={props.onIncludeAgain} disabled={isRunning}>
            {t('report.includeAgain')}
          </Button>
        </Group>
      )}
      {Boolean(props.error) && !isImporting && (
        <Alert color="red" role="alert" title={t('report.importFailed')} data-testid="import-commit-error">
          {apiErrorMessage(props.error, t)}
        </Alert>
      )}
      <ReportTable preview={preview} rows={report.rows} />
      <Group justify="space-between">
        <Button variant="default" onClick={props.onBack} disabled={isImporting}>
          {t('report.back')}
        </Button>
        <Group gap="sm">
          {totals.created === 0 && (
            <Text size="sm" c="dimmed">
              {t('report.nothing')}
            </Text>
          )}
          <Button onClick={props.onImport} loading={isImporting} disabled={!canImport} data-testid="import-commit">
            {t('report.import', { count: String(totals.created) })}
          </Button>
        </Group>
      </Group>
    </PageSection>
  );
}
