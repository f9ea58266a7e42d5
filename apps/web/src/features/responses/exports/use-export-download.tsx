import { notifications } from '@mantine/notifications';
import type { ResponseFilter, Selection } from '@opencall/shared/applications';
import { useState } from 'react';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useTranslation } from '../../../lib/use-translation';
import { showToast } from '../../../ui/toasts';
import { type DownloadProgress, downloadFile } from './download';
import { ExportProgress } from './export-progress';
import { type DownloadKind, expectedFileName, exportPath } from './export-query';

/**
 * Runs one export download at a time with the session's headers, while the SPEC §2 notice says
 * which file is on its way, how much has come, and offers to stop.
 */
export function useExportDownload(programId: string, programSlug: string, timeZone?: string) {
  const { t } = useTranslation('exports');
  const [running, setRunning] = useState<DownloadKind | null>(null);

  async function start(format: DownloadKind, filter: ResponseFilter, selection?: Selection | null) {
    const filename = expectedFileName(programSlug, format, new Date(), timeZone);
    const notice = `export-${programId}-${format}`;
    const controller = new AbortController();
    setRunning(format);
    const show = (progress: DownloadProgress | null) => ({
      id: notice,
      autoClose: false,
      withCloseButton: false,
      message: <ExportProgress filename={filename} progress={progress} onCancel={() => controller.abort()} />,
      'data-testid': 'export-notice',
    });
    notifications.show(show(null) as Parameters<typeof notifications.show>[0]);
    // A notice redrawn for every chunk would cost more than the download: four times a second is enough.
    let shownAt = 0;
    const onProgress = (progress: DownloadProgress) => {
      if (Date.now() - shownAt < 250) return;
      shownAt = Date.now();
      notifications.update(show(progress) as Parameters<typeof notifications.update>[0]);
    };
    try {
      await downloadFile(exportPath(programId, format, filter, selection), filename, {
        signal: controller.signal,
        onProgress,
      });
    } catch (error) {
      if (controller.signal.aborted) showToast({ type: 'info', message: t('download.cancelled', { filename }) });
      else showToast({ type: 'error', title: t('download.failed', { filename }), message: apiErrorMessage(error, t) });
    } finally {
      notifications.hide(notice);
      setRunning(null);
    }
  }

  return { running, start };
}
