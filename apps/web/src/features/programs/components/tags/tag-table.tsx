import { Badge, Button, ColorSwatch, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import type { Tag } from '@opencall/shared/programs';
import { useTranslation } from 'react-i18next';

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
    <Table.ScrollContainer minWidth={0}>
      <Table striped highlightOnHover data-testid="tag-table">
        <VisuallyHidden component="caption">{t('tags.caption')}</VisuallyHidden>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('tags.name')}</Table.Th>
            <Table.Th>{t('tags.color')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('tags.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
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
                  <Group gap="xs" justify="flex-end" wrap="nowrap">
                    <Button
                      size="compact-sm"
                      variant="default"
                      aria-label={t('tags.editNamed', { name: tag.name })}
                      onClick={() => onEdit(tag)}
                      data-testid="tag-edit"
                    >
                      {t('tags.edit')}
                    </Button>
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      color="red"
                      aria-label={t('tags.deleteNamed', { name: tag.name })}
                      onClick={() => onDelete(tag)}
                      data-testid="tag-delete"
                    >
                      {t('tags.delete')}
                    </Button>
                  </Group>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
