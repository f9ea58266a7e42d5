import { Button, Menu, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { MAX_EXPORT_IDS, type ResponseFilter, type Selection } from '@opencall/shared/applications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../ui/toasts';
import { apiErrorMessage } from '../../auth/api-error-message';
import { downloadFile } from './download';
import { type DownloadKind, expectedFileName, exportPath, isTooLarge } from './export-query';

export interface ExportMenuProps {
  programId: string;
  programSlug: string;
  /** The list's current filter: exported when nothing is selected. */
  filter: ResponseFilter;
  /** The ticked rows, or every row of a filter minus some (SPEC §3 table view). */
  selection?: Selection | null;
}

function selectedCount(selection: Selection | null | undefined): number | null {
  return selection && 'ids' in selection ? selection.ids.length : null;
}

/**
 * The responses page's export button: CSV or XLSX of the selection (or of the filter), downloaded
 * with the session's headers while the SPEC §2 notice says which file is on its way.
 */
export function ExportMenu({ programId, programSlug, filter, selection }: ExportMenuProps) {
  const { t } = useTranslation('exports');
  const [running, setRunning] = useState<DownloadKind | null>(null);
  const tooLarge = isTooLarge(selection);
  const count = selectedCount(selection);

  async function start(format: DownloadKind) {
    const filename = expectedFileName(programSlug, format);
    const notice = `export-${programId}-${format}`;
    setRunning(format);
    notifications.show({
      id: notice,
      loading: true,
      autoClose: false,
      withCloseButton: false,
      message: t('download.inProgress', { filename }),
      'data-testid': 'export-notice',
    } as Parameters<typeof notifications.show>[0]);
    try {
      await downloadFile(exportPath(programId, format, filter, selection), filename);
    } catch (error) {
      showToast({
        type: 'error',
        title: t('download.failed', { filename }),
        message: apiErrorMessage(error, t),
      });
    } finally {
      notifications.hide(notice);
      setRunning(null);
    }
  }

  return (
    <Menu withinPortal position="bottom-end">
      <Menu.Target>
        <Button variant="default" loading={running !== null} data-testid="export-menu">
          {t('menu.button')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          {count !== null ? t('menu.scopeSelection', { count: String(count) }) : t('menu.scopeFilter')}
        </Menu.Label>
        {tooLarge && (
          <Text size="xs" c="orange.8" px="sm" maw="18rem" role="alert">
            {t('menu.tooMany', { max: String(MAX_EXPORT_IDS) })}
          </Text>
        )}
        <Menu.Item disabled={tooLarge || running !== null} onClick={() => void start('csv')} data-testid="export-csv">
          {t('menu.csv')}
        </Menu.Item>
        <Menu.Item disabled={tooLarge || running !== null} onClick={() => void start('xlsx')} data-testid="export-xlsx">
          {t('menu.xlsx')}
        </Menu.Item>
        <Menu.Item disabled={tooLarge || running !== null} onClick={() => void start('zip')} data-testid="export-zip">
          {t('menu.zip')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
