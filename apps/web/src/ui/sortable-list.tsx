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
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from '../lib/use-translation';

/**
 * A vertical list reordered by dragging a handle or from the keyboard (space to lift, arrows,
 * space to drop, escape to cancel), with what happens announced in the user's language.
 * `describe` names an item in the announcements ("the category “Juniors”", "the column “City”").
 */
export function SortableList({
  ids,
  describe,
  onReorder,
  children,
}: {
  ids: string[];
  describe: (id: string) => string;
  onReorder: (ids: string[]) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('common');
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const total = ids.length;
  const positionOf = (id: UniqueIdentifier | undefined) => ids.indexOf(String(id)) + 1;
  const item = (id: UniqueIdentifier) => describe(String(id));
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
    if (from < 0 || to < 0) return;
    onReorder(arrayMove(ids, from, to));
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={handleDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('dnd.instructions') } }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}

/** Where a dragged row of a sortable list stands while it moves (dnd-kit's `useSortable` values). */
export function sortableStyle({
  transform,
  transition,
  isDragging,
}: {
  transform: { x: number; y: number } | null;
  transition: string | undefined;
  isDragging: boolean;
}): CSSProperties {
  return {
    transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined,
    transition,
    position: 'relative',
    zIndex: isDragging ? 2 : undefined,
    opacity: isDragging ? 0.85 : undefined,
  };
}
