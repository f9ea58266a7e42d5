import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import { useCurrentLocale } from '../../../lib/domain-info-context';
import { useTranslation } from '../../../lib/use-translation';
import { formatFileSize } from '../../files';
import type { DownloadProgress } from './download';

/**
 * The export notice's body while the file arrives: the SPEC §2 sentence, how much has come (a
 * streamed export has no size known in advance, so the bar only fills when the server gave one)
 * and a way to stop.
 */
export function ExportProgress({
  filename,
  progress,
  onCancel,
}: {
  filename: string;
  progress: DownloadProgress | null;
  onCancel: () => void;
}) {
  const { t } = useTranslation(['exports', 'files']);
  const locale = useCurrentLocale();
  const percent = progress?.total ? Math.min(100, (progress.received / progress.total) * 100) : null;
  return (
    <Stack gap={6} data-testid="export-progress">
      <Text size="sm">{t('download.inProgress', { filename })}</Text>
      <Progress
        value={percent ?? 100}
        striped={percent === null}
        animated={percent === null}
        size="sm"
        aria-label={t('download.progressLabel', { filename })}
      />
      <Group justify="space-between" wrap="nowrap">
        <Text size="xs" c="dimmed" aria-live="polite" data-testid="export-received">
          {progress
            ? t('download.received', { size: formatFileSize(progress.received, locale, t) })
            : t('download.preparing')}
        </Text>
        <Button size="compact-xs" variant="subtle" onClick={onCancel} data-testid="export-cancel">
          {t('download.cancel')}
        </Button>
      </Group>
    </Stack>
  );
}
