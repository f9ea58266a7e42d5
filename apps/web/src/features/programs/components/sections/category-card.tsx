import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { Category } from '@opencall/shared/programs';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../../lib/use-translation';
import { SortableList } from '../../../../ui/sortable-list';
import { SortableRow } from './sortable-row';
import { StepRow } from './step-row';

export interface CategoryActions {
  onRename: (category: Category) => void;
  onDelete: (category: Category) => void;
  onAddStep: (category: Category) => void;
  onEditStep: (category: Category, index: number) => void;
  onDeleteStep: (category: Category, index: number) => void;
  onReorderSteps: (category: Category, stepIds: string[]) => void;
}

/** A category with its ordered steps; steps are reordered by their handles. */
export function CategoryCard({
  category,
  position,
  handle,
  actions,
}: {
  category: Category;
  position: number;
  handle: ReactNode;
  actions: CategoryActions;
}) {
  const { t } = useTranslation('programs');
  const name = category.title || t('sections.category.untitled');
  const headingId = `category-heading-${category.id}`;
  const stepName = (id: string) => {
    const index = category.steps.findIndex((step) => step.id === id);
    const step = category.steps[index];
    return step ? `${index + 1}. ${step.title || t(`sections.step.types.${step.type}`)}` : id;
  };
  return (
    <Card
      withBorder
      padding="md"
      component="section"
      aria-labelledby={headingId}
      data-testid={`category-${category.id}`}
    >
      <Group gap="sm" wrap="nowrap" mb="sm">
        {handle}
        <Title
          order={2}
          fz="h4"
          id={headingId}
          tabIndex={-1}
          style={{ flex: 1, scrollMarginTop: 80 }}
          data-testid={`category-name-${category.id}`}
        >
          <Text span c="dimmed" inherit>
            {position}.{' '}
          </Text>
          {name}
        </Title>
        <Button
          variant="default"
          size="compact-sm"
          onClick={() => actions.onRename(category)}
          aria-label={t('sections.category.renameNamed', { name })}
          data-testid={`category-rename-${category.id}`}
        >
          {t('sections.category.rename')}
        </Button>
        <Button
          variant="subtle"
          color="red"
          size="compact-sm"
          onClick={() => actions.onDelete(category)}
          aria-label={t('sections.category.deleteNamed', { name })}
          data-testid={`category-delete-${category.id}`}
        >
          {t('sections.category.delete')}
        </Button>
      </Group>
      {category.steps.length === 0 ? (
        <Text size="sm" c="dimmed" mb="sm" data-testid={`category-empty-${category.id}`}>
          {t('sections.step.empty')}
        </Text>
      ) : (
        <SortableList
          ids={category.steps.map((step) => step.id)}
          describe={(id) => t('sections.dnd.step', { name: stepName(id) })}
          onReorder={(ids) => actions.onReorderSteps(category, ids)}
        >
          <Stack gap="xs" mb="sm" component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
            {category.steps.map((step, index) => (
              <li key={step.id}>
                <SortableRow
                  id={step.id}
                  handleLabel={t('sections.step.move', { name: stepName(step.id) })}
                  handleTestId={`step-handle-${step.id}`}
                >
                  {(stepHandle) => (
                    <StepRow
                      step={step}
                      number={index + 1}
                      handle={stepHandle}
                      onEdit={() => actions.onEditStep(category, index)}
                      onDelete={() => actions.onDeleteStep(category, index)}
                    />
                  )}
                </SortableRow>
              </li>
            ))}
          </Stack>
        </SortableList>
      )}
      <Group>
        <Button
          variant="light"
          size="compact-sm"
          onClick={() => actions.onAddStep(category)}
          aria-label={t('sections.step.addNamed', { name })}
          data-testid={`step-add-${category.id}`}
        >
          {t('sections.step.add')}
        </Button>
      </Group>
    </Card>
  );
}
