import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Stack, Text } from '@mantine/core';
import { memo, useMemo } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import type { DraftField } from '../draft-fields';
import type { DraftActions } from '../hooks/use-form-draft';
import { CONTAINER_PREFIX } from './builder-dnd';
import { CanvasItem } from './canvas-item';

export interface CanvasContext {
  selected: string | null;
  actions: DraftActions;
  /** Problems per field key: condition problems and the server's refusals. */
  problems: ReadonlyMap<string, string[]>;
}

/** One list of fields (the form, a group's children or an accordion section): sortable and a drop zone. */
export const FieldList = memo(function FieldList({
  id,
  fields,
  context,
  label,
}: {
  id: string;
  fields: DraftField[];
  context: CanvasContext;
  label: string;
}) {
  const { t } = useTranslation('forms');
  const { setNodeRef, isOver } = useDroppable({ id: `${CONTAINER_PREFIX}${id}` });
  // The same array while the keys are the same: a new one re-renders every sortable field.
  const joinedKeys = fields.map((f) => f.key).join('\n');
  const itemKeys = useMemo(() => (joinedKeys ? joinedKeys.split('\n') : []), [joinedKeys]);
  return (
    <SortableContext id={id} items={itemKeys} strategy={verticalListSortingStrategy}>
      <Stack
        ref={setNodeRef}
        gap="xs"
        p="xs"
        role="list"
        aria-label={label}
        data-testid={`field-list-${id}`}
        style={{
          minHeight: '3.5rem',
          borderRadius: 'var(--mantine-radius-sm)',
          border: `1px dashed ${isOver ? 'var(--mantine-primary-color-filled)' : 'var(--mantine-color-default-border)'}`,
          background: isOver ? 'var(--mantine-primary-color-light)' : undefined,
        }}
      >
        {fields.length === 0 && (
          // Grey on white; full text colour on the tinted background a drag over the list shows (contrast).
          <Text size="sm" c={isOver ? undefined : 'dimmed'} ta="center" py="xs" role="listitem">
            {t('canvas.dropHere')}
          </Text>
        )}
        {fields.map((field) => (
          <CanvasItem
            key={field.key}
            field={field}
            selected={context.selected === field.key}
            problems={context.problems.get(field.key)}
            context={context}
          />
        ))}
      </Stack>
    </SortableContext>
  );
});
