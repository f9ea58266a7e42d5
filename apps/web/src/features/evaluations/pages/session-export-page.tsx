import { Alert, Button, Group, Radio, Select, Stack, Text } from '@mantine/core';
import { EXPORT_FORMATS, type ExportFormat } from '@opencall/shared/applications';
import { SESSION_EXPORT_VIEWS, type SessionExportView } from '@opencall/shared/evaluations';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useDocumentTitle } from '../../../lib/document-title';
import { useTranslation } from '../../../lib/use-translation';
import { PageSection } from '../../../ui/page-section';
import { showToast } from '../../../ui/toasts';
import { downloadFile } from '../../responses';
import { useAllSessions, useSession } from '../hooks/use-sessions';

/**
 * `admin/session/export-view` (query `programId`, `sessionId`): a session's scores (per juror, per
 * criterion, totals, comments) or its ranking, as CSV or XLSX, streamed.
 */
export function SessionExportPage() {
  const { t } = useTranslation('evaluations');
  const [params, setParams] = useSearchParams();
  const sessions = useAllSessions({});
  const rows = sessions.data?.pages.flatMap((page) => page.data) ?? [];
  const sessionId = params.get('sessionId') ?? '';
  const listed = rows.find((session) => session.id === sessionId);
  // A session named by the address but beyond the list's first page is read on its own.
  const direct = useSession(params.get('programId') ?? '', sessionId, sessions.isSuccess && !listed);
  const chosen = listed ?? direct.data ?? null;
  const [view, setView] = useState<SessionExportView>('scores');
  const [format, setFormat] = useState<ExportFormat>('xlsx');
  const [received, setReceived] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  useDocumentTitle(t('export.title'), chosen?.name);

  async function download() {
    if (!chosen) return;
    setError(null);
    setReceived(0);
    try {
      const path = `/api/user.programs/${chosen.programId}/evaluation-sessions/${chosen.id}/export?view=${view}&format=${format}`;
      const name = await downloadFile(path, `${chosen.slug}-${view}.${format}`, {
        onProgress: (progress) => setReceived(progress.received),
      });
      showToast({ type: 'success', message: t('export.done', { name }) });
    } catch (failure) {
      setError(apiErrorMessage(failure, t));
    } finally {
      setReceived(null);
    }
  }

  return (
    <PageSection title={t('export.title')} description={t('export.intro')} testId="session-export-page">
      <Stack gap="md" maw="40rem">
        <Select
          label={t('export.session')}
          placeholder={t('sheet.choose')}
          searchable
          data={[
            ...rows.map((session) => ({ value: session.id, label: `${session.name} · ${session.program.title}` })),
            ...(chosen && !listed ? [{ value: chosen.id, label: chosen.name }] : []),
          ]}
          value={chosen?.id ?? null}
          onChange={(value) => {
            const session = rows.find((candidate) => candidate.id === value);
            setParams(session ? { programId: session.programId, sessionId: session.id } : {}, { replace: true });
          }}
          data-testid="session-export-session"
        />
        <Radio.Group label={t('export.view')} value={view} onChange={(value) => setView(value as SessionExportView)}>
          <Stack gap={6} mt={6}>
            {SESSION_EXPORT_VIEWS.map((value) => (
              <Radio
                key={value}
                value={value}
                label={t(`export.views.${value}`)}
                data-testid={`session-export-${value}`}
              />
            ))}
          </Stack>
        </Radio.Group>
        <Radio.Group label={t('export.format')} value={format} onChange={(value) => setFormat(value as ExportFormat)}>
          <Group gap="md" mt={6}>
            {EXPORT_FORMATS.map((value) => (
              <Radio key={value} value={value} label={value.toUpperCase()} />
            ))}
          </Group>
        </Radio.Group>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group>
          <Button
            onClick={() => void download()}
            disabled={!chosen}
            loading={received !== null}
            data-testid="session-export-download"
          >
            {t('export.download')}
          </Button>
          {received !== null && (
            <Text size="sm" role="status">
              {t('export.progress', { size: (received / 1024).toFixed(0) })}
            </Text>
          )}
        </Group>
      </Stack>
    </PageSection>
  );
}
