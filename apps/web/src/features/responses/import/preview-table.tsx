import { Table, Text } from '@mantine/core';
import type { ImportPreview } from '@opencall/shared/applications';
import { useTranslation } from '../../../lib/use-translation';
import { columnLabel } from './import-labels';

/** The file's first rows under its column titles, as the server read them. */
export function PreviewTable({ preview }: { preview: ImportPreview }) {
  const { t } = useTranslation('imports');
  return (
    <div>
      <Text fw={600} size="sm" mb="xs">
        {t('mapping.previewTitle')}
      </Text>
      <Table.ScrollContainer minWidth={Math.min(160 * preview.headers.length, 1600)}>
        <Table striped withTableBorder fz="sm" data-testid="import-preview-table">
          <Table.Caption>
            {t('mapping.previewCaption', { shown: String(preview.rows.length), total: String(preview.totalRows) })}
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              {preview.headers.map((_, column) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: columns are positions in the file
                <Table.Th key={column} scope="col">
                  {columnLabel(preview.headers, column, t)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {preview.rows.map((row, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the preview rows never move
              <Table.Tr key={index}>
                {preview.headers.map((_, column) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: columns are positions in the file
                  <Table.Td key={column}>{row[column]}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </div>
  );
}
