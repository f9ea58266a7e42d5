import { Table } from '@mantine/core';

/** Label / number rows: the accessible twin of a chart. */
export function CountTable({
  caption,
  headers,
  rows,
  testId,
}: {
  caption: string;
  headers: readonly string[];
  rows: readonly (readonly [string, ...number[]])[];
  testId?: string;
}) {
  return (
    <Table.ScrollContainer minWidth={0}>
      <Table striped withTableBorder data-testid={testId}>
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {headers.map((header, index) => (
              <Table.Th key={header} ta={index === 0 ? 'start' : 'end'} scope="col">
                {header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map(([label, ...values]) => (
            <Table.Tr key={label}>
              <Table.Th scope="row" fw={400}>
                {label}
              </Table.Th>
              {values.map((value, index) => (
                <Table.Td key={headers[index + 1]} ta="end">
                  {value}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
