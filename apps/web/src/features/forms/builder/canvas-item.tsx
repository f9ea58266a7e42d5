import { useSortable } from '@dnd-kit/sortable';
import { ActionIcon, Badge, Group, Paper, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { memo } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import type { DraftField } from '../draft-fields';
import type { CanvasContext } from './canvas';
import { FieldList } from './canvas';
import { CHILDREN_TYPES, fieldLabel } from './field-labels';

/** A field on the canvas: drag handle, summary (click to edit), delete, and its children for groups. */
export const CanvasItem = memo(function CanvasItem({
  field,
  selected,
  problems,
  context,
}: {
  field: DraftField;
  selected: boolean;
  problems: string[] | undefined;
  context: CanvasContext;
}) {
  const { t } = useTranslation('forms');
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: field.key,
  });
  const label = fieldLabel(field, t);
  return (
    <Paper
      ref={setNodeRef}
      withBorder
      p="xs"
      role="listitem"
      data-testid="canvas-field"
      data-reference={field.reference}
      data-selected={selected || undefined}
      style={{
        transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined,
        transition,
        outline: isDragging ? '2px dashed var(--mantine-primary-color-filled)' : undefined,
        borderColor: problems?.length
          ? 'var(--mantine-color-red-6)'
          : selected
            ? 'var(--mantine-primary-color-filled)'
            : undefined,
        borderWidth: selected ? 2 : undefined,
      }}
    >
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <ActionIcon
          ref={setActivatorNodeRef}
          variant="subtle"
          color="gray"
          {...attributes}
          {...listeners}
          aria-label={t('canvas.move', { name: label })}
          data-testid="drag-handle"
          style={{ cursor: 'grab', touchAction: 'none' }}
        >
          ⠿
        </ActionIcon>
        <UnstyledButton
          onClick={() => context.actions.select(field.key)}
          aria-pressed={selected}
          style={{ flex: 1, minWidth: 0 }}
          data-testid="select-field"
        >
          {/* Named by what it shows (WCAG 2.5.3), after the action. */}
          <VisuallyHidden>{t('list.edit')} </VisuallyHidden>
          <Group gap={6}>
            <Text size="sm" fw={600} truncate>
              {field.title?.trim() || t(`types.${field.type}.name`)}
              {field.required ? ' *' : ''}
            </Text>
            <Badge size="xs" variant="light">
              {t(`types.${field.type}.name`)}
            </Badge>
            {field.condition && (
              <Badge size="xs" variant="outline" color="grape">
                {t('canvas.conditional')}
              </Badge>
            )}
          </Group>
          <Text size="xs" c="dimmed" ff="monospace">
            {field.reference}
          </Text>
        </UnstyledButton>
        <ActionIcon
          variant="subtle"
          color="red"
          onClick={() => context.actions.remove(field.key)}
          aria-label={t('canvas.remove', { name: label })}
          data-testid="remove-field"
        >
          ✕
        </ActionIcon>
      </Group>
      {problems && problems.length > 0 && (
        <Stack gap={2} mt={4} role="alert" data-testid="field-problems">
          {problems.map((problem) => (
            <Text key={problem} size="xs" c="red">
              {problem}
            </Text>
          ))}
        </Stack>
      )}
      {CHILDREN_TYPES.includes(field.type) && (
        <Stack mt="xs" ml="lg">
          <FieldList
            id={field.key}
            fields={field.fields ?? []}
            context={context}
            label={t('canvas.childrenOf', { name: label })}
          />
        </Stack>
      )}
      {field.type === 'accordion' &&
        (field.sections ?? []).map((section, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the container id is the section's position
          <Stack key={`${field.key}#${index}`} mt="xs" ml="lg" gap={4}>
            <Text size="xs" fw={600}>
              {section.name || t('properties.sectionN', { n: index + 1 })}
            </Text>
            <FieldList
              id={`${field.key}#${index}`}
              fields={section.fields}
              context={context}
              label={t('canvas.sectionOf', { name: section.name || String(index + 1) })}
            />
          </Stack>
        ))}
    </Paper>
  );
});
