import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import type { DraftField } from '../draft-fields';

/** Accordion sections: a name each (their fields are placed on the canvas). */
export function SectionsEditor({
  field,
  onChange,
}: {
  field: DraftField;
  onChange: (sections: DraftField['sections']) => void;
}) {
  const { t } = useTranslation('forms');
  const sections = field.sections ?? [];
  return (
    <Stack gap={6} data-testid="sections-editor">
      <Text size="sm" fw={600}>
        {t('properties.sections')}
      </Text>
      {sections.map((section, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: sections have no identity but their position
        <Group key={index} gap={4} wrap="nowrap" align="flex-end">
          <TextInput
            size="xs"
            style={{ flex: 1 }}
            label={t('properties.sectionN', { n: index + 1 })}
            value={section.name}
            onChange={(e) =>
              onChange(sections.map((s, i) => (i === index ? { ...s, name: e.currentTarget.value } : s)))
            }
          />
          <ActionIcon
            size="sm"
            variant="subtle"
            color="red"
            mb={4}
            disabled={sections.length === 1}
            onClick={() => onChange(sections.filter((_, i) => i !== index))}
            aria-label={t('properties.removeSection', { n: index + 1 })}
          >
            ✕
          </ActionIcon>
        </Group>
      ))}
      <Button
        size="xs"
        variant="light"
        style={{ alignSelf: 'flex-start' }}
        onClick={() =>
          onChange([...sections, { name: t('properties.sectionN', { n: sections.length + 1 }), fields: [] }])
        }
      >
        {t('properties.addSection')}
      </Button>
    </Stack>
  );
}
