import { Box, Group, Image, Paper, Radio, SimpleGrid, Text } from '@mantine/core';
import { useId } from 'react';
import { common, type InputProps } from './input-props';

/**
 * Image cards over native radios of one name: arrows move the choice, Tab enters and leaves the
 * group once, and each radio is named by its caption (the image's alt repeats it for readers).
 */
export function PictureChoice(props: InputProps) {
  const { field, value, onChange } = props;
  const baseId = useId();
  const selected = typeof value === 'string' ? value : '';
  return (
    <Radio.Group {...common(props)} value={selected} onChange={onChange}>
      <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="sm" mt={4}>
        {(field.options ?? []).map((option, index) => {
          const isChecked = option.reference === selected;
          const captionId = `${baseId}-${index}`;
          const caption = option.text || option.reference;
          return (
            <Paper
              key={option.reference}
              component="label"
              withBorder
              p="xs"
              radius="md"
              data-checked={isChecked || undefined}
              data-testid={`preview-picture-${field.reference}-${option.reference}`}
              style={{
                cursor: 'pointer',
                outline: isChecked ? '2px solid var(--mantine-primary-color-filled)' : undefined,
                background: isChecked ? 'var(--mantine-primary-color-light)' : undefined,
              }}
            >
              {option.image ? (
                <Image src={option.image} alt={caption} h={120} fit="contain" radius="sm" />
              ) : (
                <Box h={120} bg="var(--mantine-color-default-hover)" style={{ borderRadius: 4 }} />
              )}
              <Group gap={6} mt={6} wrap="nowrap">
                <Radio value={option.reference} aria-labelledby={captionId} />
                <Text id={captionId} size="sm" fw={isChecked ? 600 : 400}>
                  {caption}
                </Text>
              </Group>
            </Paper>
          );
        })}
      </SimpleGrid>
    </Radio.Group>
  );
}
