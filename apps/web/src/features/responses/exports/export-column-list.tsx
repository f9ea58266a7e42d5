import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { ActionIcon, Badge, Checkbox, Group, Paper, Stack } from '@mantine/core';
import type { ExportColumn } from '@opencall/shared/applications';
import { useTranslation } from 'react-i18next';

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
      style={{
        transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined,
        transition,
        position: 'relative',
        zIndex: isDragging ? 2 : undefined,
        opacity: isDragging ? 0.85 : undefined,
      }}
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
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = columns.map((column) => column.id);
  const total = ids.length;
  const positionOf = (id: UniqueIdentifier | undefined) => ids.indexOf(String(id)) + 1;
  const item = (id: UniqueIdentifier) =>
    t('dnd.item', { name: columns.find((column) => column.id === String(id))?.label ?? String(id) });
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('dnd.pickedUp', { item: item(active.id), position: positionOf(active.id), total }),
    onDragOver: ({ active, over }) =>
      over
        ? t('dnd.movedOver', { item: item(active.id), position: positionOf(over.id), total })
        : t('dnd.outside', { item: item(active.id) }),
    onDragEnd: ({ active, over }) =>
      over
        ? t('dnd.dropped', { item: item(active.id), position: positionOf(over.id), total })
        : t('dnd.cancelled', { item: item(active.id) }),
    onDragCancel: ({ active }) => t('dnd.cancelled', { item: item(active.id) }),
  };

  function handleDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from >= 0 && to >= 0) onChange(arrayMove(columns, from, to));
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={handleDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('dnd.instructions') } }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
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
      </SortableContext>
    </DndContext>
  );
}
