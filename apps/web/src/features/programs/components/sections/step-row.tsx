import { Badge, Button, Group, Paper, Text } from '@mantine/core';
import type { Step } from '@opencall/shared/programs';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../../lib/use-translation';

/** One step of a category: its number, type and title, with edit and delete. */
export function StepRow({
  step,
  number,
  handle,
  onEdit,
  onDelete,
}: {
  step: Step;
  number: number;
  handle: ReactNode;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('programs');
  const name = step.title || t(`sections.step.types.${step.type}`);
  return (
    <Paper
      withBorder
      p="xs"
      id={`step-${step.id}`}
      tabIndex={-1}
      data-testid={`step-${step.id}`}
      aria-label={t('sections.step.label', { number, name })}
    >
      <Group gap="sm" wrap="nowrap">
        {handle}
        <Text fw={600} c="dimmed" w="2ch" ta="right">
          {number}
        </Text>
        <Badge variant="light" color={step.type === 'validation' ? 'grape' : step.type === 'form' ? 'blue' : 'teal'}>
          {t(`sections.step.types.${step.type}`)}
        </Badge>
        <Text style={{ flex: 1 }} truncate>
          {name}
        </Text>
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={onEdit}
          aria-label={t('sections.step.editNamed', { number, name })}
          data-testid={`step-edit-${step.id}`}
        >
          {t('sections.step.edit')}
        </Button>
        <Button
          variant="subtle"
          color="red"
          size="compact-sm"
          onClick={onDelete}
          aria-label={t('sections.step.deleteNamed', { number, name })}
          data-testid={`step-delete-${step.id}`}
        >
          {t('sections.step.delete')}
        </Button>
      </Group>
    </Paper>
  );
}
