import { useSortable } from '@dnd-kit/sortable';
import { ActionIcon, Badge, Checkbox, Group, Paper, Stack } from '@mantine/core';
import type { ExportColumn } from '@opencall/shared/applications';
import { useTranslation } from '../../../lib/use-translation';
import { SortableList, sortableStyle } from '../../../ui/sortable-list';

function ColumnRow({ column, onToggle }: { column: ExportColumn; onToggle: (included: boolean) => void }) {
  const { t } = useTranslation('exports');
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: column.id,
  });
  return (
    <Paper
      ref={setNodeRef}
      withBorder
      px="sm"
      py={6}
      data-testid="export-column"
      data-column-id={column.id}
      style={sortableStyle({ transform, transition, isDragging })}
    >
      <Group gap="sm" wrap="nowrap">
        <ActionIcon
          ref={setActivatorNodeRef}
          variant="subtle"
          color="gray"
          aria-label={t('config.handle', { name: column.label })}
          title={t('config.handle', { name: column.label })}
          style={{ cursor: isDragging ? 'grabbing' : 'grab', touchAction: 'none' }}
          {...attributes}
          {...listeners}
        >
          <span aria-hidden="true">⠿</span>
        </ActionIcon>
        <Checkbox
          checked={column.included}
          onChange={(event) => onToggle(event.currentTarget.checked)}
          label={column.label}
          aria-label={t('config.include', { name: column.label })}
          style={{ flex: 1 }}
        />
        <Badge variant="light" color={column.kind === 'fixed' ? 'gray' : 'blue'}>
          {t(column.kind === 'fixed' ? 'config.fixed' : 'config.answer')}
        </Badge>
      </Group>
    </Paper>
  );
}

/**
 * The export's columns in order: dragged by their handle (pointer, or keyboard: space, arrows,
 * space), ticked to be included, with each move announced in the reader's language.
 */
export function ExportColumnList({
  columns,
  onChange,
}: {
  columns: ExportColumn[];
  onChange: (columns: ExportColumn[]) => void;
}) {
  const { t } = useTranslation('exports');
  const byId = new Map(columns.map((column) => [column.id, column]));
  return (
    <SortableList
      ids={columns.map((column) => column.id)}
      describe={(id) => t('dnd.item', { name: byId.get(id)?.label ?? id })}
      onReorder={(ids) => onChange(ids.flatMap((id) => byId.get(id) ?? []))}
    >
      <Stack gap={6} data-testid="export-columns">
        {columns.map((column) => (
          <ColumnRow
            key={column.id}
            column={column}
            onToggle={(included) =>
              onChange(columns.map((other) => (other.id === column.id ? { ...other, included } : other)))
            }
          />
        ))}
      </Stack>
    </SortableList>
  );
}
