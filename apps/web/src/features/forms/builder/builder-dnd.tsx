import {
  type Announcements,
  type CollisionDetection,
  closestCenter,
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DragStartEvent,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { arrayMove, sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { Paper, Text } from '@mantine/core';
import type { FieldType } from '@opencall/shared/forms';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { containerOf, type DraftField, findDraft, getContainer, moveDraft } from '../draft-fields';
import type { DraftActions } from '../hooks/use-form-draft';
import { fieldLabel } from './field-labels';

export const PALETTE_PREFIX = 'palette:';
export const CONTAINER_PREFIX = 'container:';

/** The innermost target under the pointer (smallest box), else the nearest one (keyboard). */
const collision: CollisionDetection = (args) => {
  const hits = pointerWithin(args);
  if (hits.length === 0) return closestCenter(args);
  const area = (id: string | number) => {
    const rect = args.droppableRects.get(id);
    return rect ? rect.width * rect.height : Number.POSITIVE_INFINITY;
  };
  return [...hits].sort((a, b) => area(a.id) - area(b.id)).slice(0, 1);
};

/** Where a drop over `overId` lands: a container and an index in it (the end when undefined). */
function dropTarget(fields: DraftField[], overId: string): { container: string; index?: number } | null {
  if (overId.startsWith(CONTAINER_PREFIX)) return { container: overId.slice(CONTAINER_PREFIX.length) };
  const container = containerOf(fields, overId);
  if (!container) return null;
  const index = getContainer(fields, container)?.findIndex((f) => f.key === overId);
  return { container, index: index === undefined || index < 0 ? undefined : index };
}

/** Drag and drop of the builder: palette entries onto the canvas, fields within and across groups. */
// Stable options: new objects each render would rebuild the sensors and re-render every sortable field.
const POINTER_OPTIONS = { activationConstraint: { distance: 6 } };
const KEYBOARD_OPTIONS = { coordinateGetter: sortableKeyboardCoordinates };

export function BuilderDnd({
  fields,
  actions,
  children,
}: {
  fields: DraftField[];
  actions: DraftActions;
  children: ReactNode;
}) {
  const { t } = useTranslation('forms');
  const [dragging, setDragging] = useState<string | null>(null);
  const sensors = useSensors(useSensor(PointerSensor, POINTER_OPTIONS), useSensor(KeyboardSensor, KEYBOARD_OPTIONS));

  const nameOf = useMemo(
    () => (id: string | number) => {
      const text = String(id);
      if (text.startsWith(PALETTE_PREFIX)) return t(`types.${text.slice(PALETTE_PREFIX.length)}.name`);
      if (text.startsWith(CONTAINER_PREFIX)) {
        const owner = findDraft(fields, text.slice(CONTAINER_PREFIX.length).split('#')[0] ?? '');
        return owner ? t('dnd.inside', { name: fieldLabel(owner, t) }) : t('dnd.formEnd');
      }
      const field = findDraft(fields, text);
      return field ? fieldLabel(field, t) : text;
    },
    [fields, t],
  );

  const announcements: Announcements = {
    onDragStart: ({ active }) => t('dnd.picked', { name: nameOf(active.id) }),
    onDragOver: ({ active, over }) =>
      over
        ? t('dnd.over', { name: nameOf(active.id), target: nameOf(over.id) })
        : t('dnd.outside', { name: nameOf(active.id) }),
    onDragEnd: ({ active, over }) =>
      over
        ? t('dnd.dropped', { name: nameOf(active.id), target: nameOf(over.id) })
        : t('dnd.cancelled', { name: nameOf(active.id) }),
    onDragCancel: ({ active }) => t('dnd.cancelled', { name: nameOf(active.id) }),
  };

  function handleDragEnd({ active, over }: DragEndEvent) {
    setDragging(null);
    if (!over) return;
    const activeId = String(active.id);
    const target = dropTarget(fields, String(over.id));
    if (!target) return;
    if (activeId.startsWith(PALETTE_PREFIX)) {
      actions.add(activeId.slice(PALETTE_PREFIX.length) as FieldType, target.container, target.index);
      return;
    }
    if (activeId === String(over.id)) return;
    const source = containerOf(fields, activeId);
    if (source === target.container) {
      const list = getContainer(fields, source) ?? [];
      const from = list.findIndex((f) => f.key === activeId);
      const to = target.index ?? list.length - 1;
      if (from !== to) actions.setContainer(source, arrayMove(list, from, to));
      return;
    }
    const moved = moveDraft(fields, activeId, target.container, target.index);
    if (moved !== fields) actions.setFields(moved);
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collision}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('dnd.instructions') } }}
      onDragStart={({ active }: DragStartEvent) => setDragging(String(active.id))}
      onDragCancel={() => setDragging(null)}
      onDragEnd={handleDragEnd}
    >
      {children}
      <DragOverlay dropAnimation={null}>
        {dragging?.startsWith(PALETTE_PREFIX) ? (
          <Paper withBorder shadow="md" p="xs" maw="16rem">
            <Text size="sm" fw={600}>
              {nameOf(dragging)}
            </Text>
          </Paper>
        ) : null}
      </DragOverlay>
    </DndContext>
  );
}
