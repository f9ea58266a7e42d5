import { Badge, ColorSwatch, Group, Table, Text } from '@mantine/core';
import type { Tag } from '@opencall/shared/programs';
import { useTranslation } from '../../../../lib/use-translation';
import { DataTable } from '../../../../ui/data-table';
import { RowActions } from '../../../../ui/row-actions';

/** The program's tags: the tag as it shows, its colour, edit and delete buttons. */
export function TagTable({
  tags,
  onEdit,
  onDelete,
}: {
  tags: Tag[];
  /** Without the edit and remove handlers (a user who may not set the program up) the rows are read-only. */
  onEdit?: (tag: Tag) => void;
  onDelete?: (tag: Tag) => void;
}) {
  const { t } = useTranslation('programs');
  return (
    <DataTable
      striped
      highlightOnHover
      caption={t('tags.caption')}
      columns={[t('tags.name'), t('tags.color')]}
      actionsLabel={t('tags.actions')}
      testId="tag-table"
    >
      {tags.map((tag) => (
        <Table.Tr key={tag.id} data-testid="tag-row" data-tag-name={tag.name}>
          <Table.Td>
            <Badge color={tag.color} variant="filled" autoContrast tt="none">
              {tag.name}
            </Badge>
          </Table.Td>
          <Table.Td>
            <Group gap="xs" wrap="nowrap">
              <ColorSwatch color={tag.color} size={16} aria-hidden="true" />
              <Text size="sm" ff="monospace">
                {tag.color}
              </Text>
            </Group>
          </Table.Td>
          <Table.Td>
            {onEdit && onDelete && (
              <RowActions
                actions={[
                  {
                    label: t('tags.edit'),
                    ariaLabel: t('tags.editNamed', { name: tag.name }),
                    onClick: () => onEdit(tag),
                    testId: 'tag-edit',
                  },
                  {
                    label: t('tags.delete'),
                    ariaLabel: t('tags.deleteNamed', { name: tag.name }),
                    onClick: () => onDelete(tag),
                    isDanger: true,
                    testId: 'tag-delete',
                  },
                ]}
              />
            )}
          </Table.Td>
        </Table.Tr>
      ))}
    </DataTable>
  );
}
