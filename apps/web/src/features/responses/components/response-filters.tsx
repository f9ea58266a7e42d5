import { Button, Group, MultiSelect, Select, TextInput } from '@mantine/core';
import { APPLICATION_STATUSES, type ApplicationStatus } from '@opencall/shared/applications';
import { useTranslation } from '../../../lib/use-translation';

export interface FilterValues {
  search: string;
  /** An answer filter: the question's reference and the value it must hold. */
  answerRef: string | null;
  answerValue: string;
  status: ApplicationStatus[];
  categoryId: string | null;
  tagId: string | null;
  from: string;
  to: string;
}

export const NO_FILTER: FilterValues = {
  search: '',
  answerRef: null,
  answerValue: '',
  status: [],
  categoryId: null,
  tagId: null,
  from: '',
  to: '',
};

/** The responses filters: text search, statuses, category, tag, and a day range in the program's zone. */
export function ResponseFilters({
  values,
  onChange,
  categories,
  tags,
  timeZone,
  questions,
}: {
  values: FilterValues;
  onChange: (next: FilterValues) => void;
  categories: { id: string; title: string }[];
  tags: { id: string; name: string }[];
  timeZone: string;
  /** The program's questions, to filter on an answer. */
  questions: { value: string; label: string }[];
}) {
  const { t } = useTranslation('responses');
  const set = <K extends keyof FilterValues>(key: K, value: FilterValues[K]) => onChange({ ...values, [key]: value });
  const active = JSON.stringify(values) !== JSON.stringify(NO_FILTER);
  return (
    <Group align="flex-end" gap="sm" wrap="wrap" data-testid="response-filters">
      <TextInput
        type="search"
        label={t('filters.search')}
        placeholder={t('filters.searchPlaceholder')}
        value={values.search}
        onChange={(event) => set('search', event.currentTarget.value)}
        w="16rem"
        data-testid="filter-search"
      />
      <MultiSelect
        label={t('filters.status')}
        data={APPLICATION_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))}
        value={values.status}
        onChange={(value) => set('status', value as ApplicationStatus[])}
        clearable
        w="16rem"
        data-testid="filter-status"
      />
      <Select
        label={t('filters.category')}
        data={categories.map((category) => ({ value: category.id, label: category.title || '—' }))}
        value={values.categoryId}
        onChange={(value) => set('categoryId', value)}
        clearable
        w="12rem"
        data-testid="filter-category"
      />
      <Select
        label={t('filters.tag')}
        data={tags.map((tag) => ({ value: tag.id, label: tag.name }))}
        value={values.tagId}
        onChange={(value) => set('tagId', value)}
        clearable
        searchable
        w="12rem"
        data-testid="filter-tag"
      />
      {(['from', 'to'] as const).map((key) => (
        <TextInput
          key={key}
          type="date"
          label={t(`filters.${key}`)}
          description={timeZone}
          value={values[key]}
          onChange={(event) => set(key, event.currentTarget.value)}
          data-testid={`filter-${key}`}
        />
      ))}
      <Select
        label={t('filters.question')}
        data={questions}
        value={values.answerRef}
        onChange={(value) => onChange({ ...values, answerRef: value, answerValue: value ? values.answerValue : '' })}
        clearable
        searchable
        w="14rem"
        data-testid="filter-question"
      />
      {values.answerRef && (
        <TextInput
          label={t('filters.answer')}
          value={values.answerValue}
          onChange={(event) => set('answerValue', event.currentTarget.value)}
          w="12rem"
          data-testid="filter-answer"
        />
      )}
      {active && (
        <Button variant="subtle" onClick={() => onChange(NO_FILTER)} data-testid="filter-reset">
          {t('filters.reset')}
        </Button>
      )}
    </Group>
  );
}
