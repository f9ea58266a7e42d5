import { Button, Menu, Text } from '@mantine/core';
import { MAX_EXPORT_IDS, type ResponseFilter, type Selection } from '@opencall/shared/applications';
import { Link } from 'react-router';
import { useCurrentLocale } from '../../../lib/domain-info-context';
import { useTranslation } from '../../../lib/use-translation';
import { type DownloadKind, exportViewPath, isTooLarge } from './export-query';
import { useExportDownload } from './use-export-download';

export interface ExportMenuProps {
  programId: string;
  programSlug: string;
  /** The program's time zone: the server dates the file's name in it. */
  timeZone: string;
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
export function ExportMenu({ programId, programSlug, timeZone, filter, selection }: ExportMenuProps) {
  const { t } = useTranslation('exports');
  const locale = useCurrentLocale();
  const { running, start: startDownload } = useExportDownload(programId, programSlug, timeZone);
  const tooLarge = isTooLarge(selection);
  const count = selectedCount(selection);
  const start = (format: DownloadKind) => void startDownload(format, filter, selection);

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
          <Text size="xs" c="orange" px="sm" maw="18rem" role="alert">
            {t('menu.tooMany', { max: String(MAX_EXPORT_IDS) })}
          </Text>
        )}
        <Menu.Item disabled={tooLarge || running !== null} onClick={() => start('csv')} data-testid="export-csv">
          {t('menu.csv')}
        </Menu.Item>
        <Menu.Item disabled={tooLarge || running !== null} onClick={() => start('xlsx')} data-testid="export-xlsx">
          {t('menu.xlsx')}
        </Menu.Item>
        <Menu.Item disabled={tooLarge || running !== null} onClick={() => start('zip')} data-testid="export-zip">
          {t('menu.zip')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          component={Link}
          to={exportViewPath(locale, programId, 'csv', filter)}
          data-testid="export-view-link"
        >
          {t('menu.view')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
