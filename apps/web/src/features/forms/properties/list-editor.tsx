import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { isImageSource } from '@opencall/shared/forms';
import { memo } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { REFERENCE_PATTERN } from '../draft-fields';

export interface ListItem {
  reference: string;
  text: string;
  /** picture-choice options only */
  image?: string;
}

/** Options, rows or columns: reference and text each (and an image for picture choices), added, removed and moved. */
export const ListEditor = memo(function ListEditor({
  legend,
  items,
  prefix,
  onChange,
  testId,
  withImages = false,
}: {
  legend: string;
  items: ListItem[];
  prefix: string;
  onChange: (items: ListItem[]) => void;
  testId: string;
  withImages?: boolean;
}) {
  const { t } = useTranslation('forms');
  const set = (index: number, patch: Partial<ListItem>) =>
    onChange(items.map((item, i) => (i === index ? { ...item, ...patch } : item)));
  const move = (index: number, by: number) => {
    const next = [...items];
    const [item] = next.splice(index, 1);
    if (item) next.splice(index + by, 0, item);
    onChange(next);
  };
  const add = () => {
    const used = new Set(items.map((i) => i.reference));
    let n = items.length + 1;
    while (used.has(`${prefix}-${n}`)) n++;
    onChange([...items, { reference: `${prefix}-${n}`, text: '' }]);
  };
  const duplicates = new Set(items.map((i) => i.reference).filter((r, i, all) => all.indexOf(r) !== i));
  return (
    <Stack gap={6} component="fieldset" style={{ border: 0, padding: 0, margin: 0 }} data-testid={testId}>
      <Text component="legend" size="sm" fw={600}>
        {legend}
      </Text>
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: references are edited here, the position is the identity
        <Stack key={index} gap={2}>
          <Group gap={4} wrap="nowrap" align="flex-start">
            <TextInput
              size="xs"
              w="35%"
              label={t('properties.itemReference', { n: index + 1 })}
              value={item.reference}
              onChange={(e) => set(index, { reference: e.currentTarget.value })}
              error={
                !REFERENCE_PATTERN.test(item.reference)
                  ? t('properties.referenceInvalid')
                  : duplicates.has(item.reference)
                    ? t('properties.referenceTaken')
                    : undefined
              }
            />
            <TextInput
              size="xs"
              style={{ flex: 1 }}
              label={t('properties.itemText', { n: index + 1 })}
              value={item.text}
              onChange={(e) => set(index, { text: e.currentTarget.value })}
            />
            <Group gap={0} mt={22} wrap="nowrap">
              <ActionIcon
                size="sm"
                variant="subtle"
                disabled={index === 0}
                onClick={() => move(index, -1)}
                aria-label={t('properties.moveUp', { n: index + 1 })}
              >
                ↑
              </ActionIcon>
              <ActionIcon
                size="sm"
                variant="subtle"
                disabled={index === items.length - 1}
                onClick={() => move(index, 1)}
                aria-label={t('properties.moveDown', { n: index + 1 })}
              >
                ↓
              </ActionIcon>
              <ActionIcon
                size="sm"
                variant="subtle"
                color="red"
                onClick={() => onChange(items.filter((_, i) => i !== index))}
                aria-label={t('properties.removeItem', { n: index + 1 })}
              >
                ✕
              </ActionIcon>
            </Group>
          </Group>
          {withImages && (
            <TextInput
              size="xs"
              label={t('properties.itemImage', { n: index + 1 })}
              placeholder="https://…"
              value={item.image ?? ''}
              onChange={(e) => set(index, { image: e.currentTarget.value.trim() || undefined })}
              error={item.image && !isImageSource(item.image) ? t('properties.imageInvalid') : undefined}
              data-testid={`option-image-${index + 1}`}
            />
          )}
        </Stack>
      ))}
      <Button size="xs" variant="light" onClick={add} style={{ alignSelf: 'flex-start' }}>
        {t('properties.addItem')}
      </Button>
    </Stack>
  );
});
