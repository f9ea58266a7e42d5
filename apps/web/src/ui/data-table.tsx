import { Table, type TableProps, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A table of rows: its caption (for screen readers, or shown), the column headings, and a last column
 * of row actions whose heading only screen readers hear. Rows come as children (`Table.Tr`).
 */
export function DataTable({
  caption,
  isCaptionShown = false,
  columns,
  actionsLabel,
  testId,
  children,
  ...table
}: Omit<TableProps, 'children' | 'caption'> & {
  caption: string;
  isCaptionShown?: boolean;
  columns: readonly string[];
  actionsLabel?: string;
  testId?: string;
  children: ReactNode;
}) {
  // A table wider than the screen scrolls inside its card (the theme makes the container focusable).
  return (
    <Table.ScrollContainer minWidth={0}>
      <Table {...table} data-testid={testId}>
        {isCaptionShown ? (
          <Table.Caption>{caption}</Table.Caption>
        ) : (
          <VisuallyHidden component="caption">{caption}</VisuallyHidden>
        )}
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column} scope="col">
                {column}
              </Table.Th>
            ))}
            {actionsLabel && (
              <Table.Th scope="col">
                <VisuallyHidden>{actionsLabel}</VisuallyHidden>
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
