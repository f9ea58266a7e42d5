import { useDraggable } from '@dnd-kit/core';
import { Paper, ScrollArea, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { FIELD_TYPES, type FieldType } from '@opencall/shared/forms';
import { memo, type PointerEventHandler, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { SearchInput } from '../../../ui/search-input';
import { PALETTE_PREFIX } from './builder-dnd';

const PaletteItem = memo(function PaletteItem({ type, onAdd }: { type: FieldType; onAdd: (type: FieldType) => void }) {
  const { t } = useTranslation('forms');
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({ id: `${PALETTE_PREFIX}${type}` });
  return (
    <UnstyledButton
      ref={setNodeRef}
      aria-pressed={attributes['aria-pressed']}
      // Pointer drags only: Enter and Space add the field by click, so keyboard users need no drag.
      onPointerDown={listeners?.onPointerDown as PointerEventHandler<HTMLButtonElement> | undefined}
      onClick={() => onAdd(type)}
      data-testid={`palette-${type}`}
      // Dragged, the entry stays readable (no transparency: WCAG contrast) and shows a dashed outline.
      style={{
        outline: isDragging ? '2px dashed var(--mantine-primary-color-filled)' : undefined,
        cursor: 'grab',
        touchAction: 'none',
      }}
    >
      <Paper withBorder p="xs" radius="sm">
        {/* Read out as "Add a Short text field", then the description: the visible name is in it (WCAG 2.5.3). */}
        <VisuallyHidden>{t('palette.add', { name: t(`types.${type}.name`) })}</VisuallyHidden>
        <Text size="sm" fw={600} aria-hidden>
          {t(`types.${type}.name`)}
        </Text>
        <Text size="xs" c="dimmed">
          {t(`types.${type}.description`)}
        </Text>
      </Paper>
    </UnstyledButton>
  );
});

/** Every field type: a click adds it (inside the selected group, else at the end); or drag it. */
export function Palette({ onAdd }: { onAdd: (type: FieldType) => void }) {
  const { t } = useTranslation('forms');
  const [filter, setFilter] = useState('');
  const needle = filter.trim().toLowerCase();
  const shown = FIELD_TYPES.filter(
    (type) => !needle || t(`types.${type}.name`).toLowerCase().includes(needle) || type.includes(needle),
  );
  return (
    <Stack gap="xs" component="section" aria-label={t('palette.title')} data-testid="palette">
      <Text fw={700}>{t('palette.title')}</Text>
      <Text size="xs" c="dimmed">
        {t('palette.hint')}
      </Text>
      <SearchInput size="xs" label={t('palette.filter')} value={filter} onSearch={setFilter} />
      <ScrollArea.Autosize mah="70vh" type="auto" offsetScrollbars>
        <Stack gap={6}>
          {shown.map((type) => (
            <PaletteItem key={type} type={type} onAdd={onAdd} />
          ))}
        </Stack>
      </ScrollArea.Autosize>
    </Stack>
  );
}
