import { Button, type ButtonProps } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useTranslation } from '../../../lib/use-translation';
import { showToast } from '../../../ui/toasts';
import { downloadFile } from '../../responses';

/**
 * A button that downloads an API file with the session's headers (a plain link could not carry
 * them), with the SPEC §2 notice while it comes and a translated error if it fails.
 */
export function DownloadButton({
  path,
  filename,
  label,
  testId,
  ...buttonProps
}: { path: string; filename: string; label: string; testId?: string } & ButtonProps) {
  const { t } = useTranslation('exports');
  const [running, setRunning] = useState(false);
  async function start() {
    const notice = `download-${path}`;
    setRunning(true);
    notifications.show({
      id: notice,
      loading: true,
      autoClose: false,
      withCloseButton: false,
      message: t('download.inProgress', { filename }),
    });
    try {
      await downloadFile(path, filename);
    } catch (error) {
      showToast({ type: 'error', title: t('download.failed', { filename }), message: apiErrorMessage(error, t) });
    } finally {
      notifications.hide(notice);
      setRunning(false);
    }
  }
  return (
    <Button {...buttonProps} loading={running} onClick={() => void start()} data-testid={testId}>
      {label}
    </Button>
  );
}
