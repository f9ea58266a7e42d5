import { useSortable } from '@dnd-kit/sortable';
import { ActionIcon } from '@mantine/core';
import type { ReactNode } from 'react';
import { sortableStyle } from '../../../../ui/sortable-list';

/** A sortable block whose only drag activator is a labelled handle button (pointer and keyboard). */
export function SortableRow({
  id,
  handleLabel,
  handleTestId,
  children,
}: {
  id: string;
  handleLabel: string;
  handleTestId: string;
  children: (handle: ReactNode) => ReactNode;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
  });
  const handle = (
    <ActionIcon
      ref={setActivatorNodeRef}
      variant="subtle"
      color="gray"
      size="lg"
      aria-label={handleLabel}
      title={handleLabel}
      data-testid={handleTestId}
      style={{ cursor: isDragging ? 'grabbing' : 'grab', touchAction: 'none' }}
      {...attributes}
      {...listeners}
    >
      <span aria-hidden="true">⠿</span>
    </ActionIcon>
  );
  return (
    <div ref={setNodeRef} style={sortableStyle({ transform, transition, isDragging })}>
      {children(handle)}
    </div>
  );
}
