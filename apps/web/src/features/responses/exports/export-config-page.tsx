import { Alert, Button, Group, Loader, Text } from '@mantine/core';
import type { ExportColumn } from '@opencall/shared/applications';
import { useState } from 'react';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useTranslation } from '../../../lib/use-translation';
import { PageSection } from '../../../ui/page-section';
import { showToast } from '../../../ui/toasts';
import { useCurrentProgram } from '../../programs';
import { ExportColumnList } from './export-column-list';
import { useExportConfig, useSaveExportConfig } from './use-export-config';

/** `admin/programs/{programSlug}/export-config`: which columns the CSV and XLSX exports hold, in which order. */
export function ExportConfigPage() {
  const { t } = useTranslation('exports');
  const program = useCurrentProgram();
  const query = useExportConfig(program.id);
  const save = useSaveExportConfig(program.id);
  // The organizer's unsaved arrangement; null means "as saved".
  const [draft, setDraft] = useState<ExportColumn[] | null>(null);
  const columns = draft ?? query.data?.columns ?? [];
  const included = columns.filter((column) => column.included).length;

  async function submit() {
    try {
      await save.mutateAsync({ columns: columns.map(({ id, included }) => ({ id, included })) });
      setDraft(null);
      showToast({ type: 'success', message: t('config.saved') });
    } catch (error) {
      showToast({ type: 'error', message: apiErrorMessage(error, t) });
    }
  }

  const setAll = (value: boolean) => setDraft(columns.map((column) => ({ ...column, included: value })));

  return (
    <PageSection
      title={t('config.title')}
      description={t('config.description')}
      maw="48rem"
      testId="export-config-page"
    >
      {query.isPending && (
        <Group gap="sm" role="status">
          <Loader size="sm" />
        </Group>
      )}
      {query.isError && (
        <Alert color="orange" role="alert" title={t('config.loadFailed')}>
          {apiErrorMessage(query.error, t)}
        </Alert>
      )}
      {query.data && (
        <>
          <Group justify="space-between">
            <Text size="sm" aria-live="polite" data-testid="export-config-count">
              {t('config.count', { included: String(included), total: String(columns.length) })}
            </Text>
            <Group gap="xs">
              <Button variant="subtle" size="compact-sm" onClick={() => setAll(true)}>
                {t('config.all')}
              </Button>
              <Button variant="subtle" size="compact-sm" onClick={() => setAll(false)}>
                {t('config.none')}
              </Button>
            </Group>
          </Group>
          <ExportColumnList columns={columns} onChange={setDraft} />
          {included === 0 && (
            <Text size="sm" c="orange" role="alert">
              {t('config.needOne')}
            </Text>
          )}
          <Group justify="flex-end">
            <Button
              onClick={() => void submit()}
              loading={save.isPending}
              disabled={included === 0 || draft === null}
              data-testid="export-config-save"
            >
              {t('config.save')}
            </Button>
          </Group>
        </>
      )}
    </PageSection>
  );
}
