import { Stepper } from '@mantine/core';
import type { ImportFileBody, ImportPreview, ImportReport, ImportResult } from '@opencall/shared/applications';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-error';
import { useCurrentLocale } from '../../../lib/domain-info-context';
import { useTranslation } from '../../../lib/use-translation';
import { PageSection } from '../../../ui/page-section';
import { useCurrentProgram } from '../../programs';
import { FileStep } from './file-step';
import { MappingStep, type MappingValues } from './mapping-step';
import { ReportStep } from './report-step';
import { ResultStep } from './result-step';
import { useImportCalls } from './use-import';

const NO_MAPPING: MappingValues = { columns: [], categoryId: null, status: 'submitted' };

/**
 * `admin/programs/{programSlug}/import-deposits`: a file, a target per column, a dry run that
 * writes nothing, then the import of every row at once.
 */
export function ImportDepositsPage() {
  const { t } = useTranslation('imports');
  const locale = useCurrentLocale();
  const program = useCurrentProgram();
  const calls = useImportCalls(program.id);
  const [active, setActive] = useState(0);
  const [file, setFile] = useState<ImportFileBody | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [mapping, setMapping] = useState<MappingValues>(NO_MAPPING);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [excludeRows, setExcludeRows] = useState<number[]>([]);
  const [force, setForce] = useState(false);
  const [result, setResult] = useState<ImportResult | null>(null);

  async function readFile(body: ImportFileBody) {
    const data = await calls.preview.mutateAsync(body);
    setFile(body);
    setPreview(data);
    setMapping({ ...NO_MAPPING, columns: data.suggested });
    setReport(null);
    setExcludeRows([]);
    setForce(false);
    calls.dryRun.reset();
    setActive(1);
  }

  const runBody = (rows: number[]) => ({
    ...(file as ImportFileBody),
    mapping: {
      columns: mapping.columns,
      status: mapping.status,
      ...(mapping.categoryId && { categoryId: mapping.categoryId }),
    },
    excludeRows: rows,
  });

  async function dryRun(rows: number[]) {
    calls.commit.reset();
    try {
      setReport(await calls.dryRun.mutateAsync(runBody(rows)));
      setExcludeRows(rows);
      setActive(2);
    } catch {
      // The step shows the mutation's error.
    }
  }

  async function commit() {
    try {
      setResult(await calls.commit.mutateAsync({ ...runBody(excludeRows), force }));
      setActive(3);
    } catch (error) {
      // Imported meanwhile (another tab, a colleague): the report now says so and offers to force.
      if (report && error instanceof ApiError && error.code === 'import_already_done') {
        setReport({ ...report, previousImport: error.details as ImportReport['previousImport'] });
      }
    }
  }

  function restart() {
    setActive(0);
    setFile(null);
    setPreview(null);
    setReport(null);
    setResult(null);
    calls.preview.reset();
    calls.dryRun.reset();
    calls.commit.reset();
  }

  const errorRows = report?.rows.filter((row) => row.outcome === 'error').map((row) => row.row) ?? [];
  return (
    <PageSection title={t('title')} description={t('intro')} testId="import-deposits-page">
      <Stepper
        active={active}
        onStepClick={(step) => active < 3 && setActive(step)}
        allowNextStepsSelect={false}
        size="sm"
      >
        <Stepper.Step label={t('steps.file')} description={t('steps.fileHint')}>
          <FileStep onFile={readFile} isReading={calls.preview.isPending} error={calls.preview.error} />
        </Stepper.Step>
        <Stepper.Step label={t('steps.mapping')} description={t('steps.mappingHint')}>
          {preview && (
            <MappingStep
              preview={preview}
              values={mapping}
              onChange={setMapping}
              onRun={() => void dryRun(excludeRows)}
              onChangeFile={() => setActive(0)}
              isRunning={calls.dryRun.isPending}
              error={calls.dryRun.error}
            />
          )}
        </Stepper.Step>
        <Stepper.Step label={t('steps.report')} description={t('steps.reportHint')}>
          {preview && report && (
            <ReportStep
              preview={preview}
              report={report}
              excludedCount={excludeRows.length}
              force={force}
              onForce={setForce}
              onExcludeErrors={() => void dryRun([...new Set([...excludeRows, ...errorRows])])}
              onIncludeAgain={() => void dryRun([])}
              onBack={() => setActive(1)}
              onReupload={restart}
              onImport={() => void commit()}
              isRunning={calls.dryRun.isPending}
              isImporting={calls.commit.isPending}
              error={calls.commit.error ?? calls.dryRun.error}
            />
          )}
        </Stepper.Step>
        <Stepper.Step label={t('steps.done')} description={t('steps.doneHint')}>
          {result && (
            <ResultStep
              result={result}
              responsesPath={`/${locale}/admin/programs/${program.slug}/responses`}
              onAgain={restart}
            />
          )}
        </Stepper.Step>
      </Stepper>
    </PageSection>
  );
}
