import { Button, MultiSelect, Select, Stack, Text, TextInput } from '@mantine/core';
import { CONDITION_OPERATORS, collectsAnswer, type Field, type FieldCondition } from '@opencall/shared/forms';
import { useTranslation } from '../../../lib/use-translation';
import { fieldLabel } from '../builder/field-labels';
import { type DraftField, walkDraft } from '../draft-fields';

/** Fields read before `key` that hold an answer: the only ones a condition may test. */
function earlierAnswers(fields: readonly DraftField[], key: string): DraftField[] {
  const before: DraftField[] = [];
  for (const field of walkDraft(fields)) {
    if (field.key === key) break;
    if (collectsAnswer(field as unknown as Field)) before.push(field);
  }
  return before;
}

/** "Show this field only when…": an earlier answer, an operator and a value fitting that answer. */
export function ConditionEditor({
  fields,
  field,
  problems,
  onChange,
}: {
  fields: readonly DraftField[];
  field: DraftField;
  problems: string[];
  onChange: (condition: FieldCondition | undefined) => void;
}) {
  const { t } = useTranslation('forms');
  const candidates = earlierAnswers(fields, field.key);
  const condition = field.condition;
  const target = condition && candidates.find((f) => f.reference === condition.reference);
  const choices =
    target?.type === 'yes-no'
      ? [
          { value: 'yes', label: t('preview.yes') },
          { value: 'no', label: t('preview.no') },
        ]
      : (target?.options ?? []).map((o) => ({ value: o.reference, label: o.text || o.reference }));
  const set = (patch: Partial<FieldCondition>) => condition && onChange({ ...condition, ...patch });

  if (!condition) {
    return (
      <Stack gap={4}>
        <Text size="sm" fw={600}>
          {t('condition.title')}
        </Text>
        {candidates.length === 0 ? (
          <Text size="xs" c="dimmed">
            {t('condition.noCandidates')}
          </Text>
        ) : (
          <Button
            size="xs"
            variant="light"
            style={{ alignSelf: 'flex-start' }}
            onClick={() => onChange({ reference: candidates.at(-1)?.reference ?? '', operator: 'filled' })}
            data-testid="add-condition"
          >
            {t('condition.add')}
          </Button>
        )}
      </Stack>
    );
  }
  return (
    <Stack gap={6} data-testid="condition-editor">
      <Text size="sm" fw={600}>
        {t('condition.title')}
      </Text>
      <Select
        size="xs"
        label={t('condition.field')}
        data={candidates.map((f) => ({ value: f.reference, label: fieldLabel(f, t) }))}
        value={condition.reference}
        onChange={(reference) => reference && onChange({ reference, operator: condition.operator })}
        allowDeselect={false}
        data-testid="condition-field"
      />
      <Select
        size="xs"
        label={t('condition.operator')}
        data={CONDITION_OPERATORS.map((op) => ({ value: op, label: t(`condition.operators.${op}`) }))}
        value={condition.operator}
        onChange={(operator) =>
          operator && onChange({ reference: condition.reference, operator: operator as FieldCondition['operator'] })
        }
        allowDeselect={false}
        data-testid="condition-operator"
      />
      {condition.operator !== 'filled' &&
        (choices.length > 0 && condition.operator === 'oneOf' ? (
          <MultiSelect
            size="xs"
            label={t('condition.values')}
            data={choices}
            value={Array.isArray(condition.value) ? condition.value : []}
            onChange={(value) => set({ value })}
            data-testid="condition-value"
          />
        ) : choices.length > 0 && condition.operator === 'equals' ? (
          <Select
            size="xs"
            label={t('condition.value')}
            data={choices}
            value={typeof condition.value === 'string' ? condition.value : null}
            onChange={(value) => set({ value: value ?? undefined })}
            data-testid="condition-value"
          />
        ) : (
          <TextInput
            size="xs"
            label={t('condition.value')}
            value={condition.value === undefined ? '' : String(condition.value)}
            onChange={(e) => set({ value: e.currentTarget.value })}
            data-testid="condition-value"
          />
        ))}
      {problems.map((problem) => (
        <Text key={problem} size="xs" c="red" role="alert" data-testid="condition-problem">
          {problem}
        </Text>
      ))}
      <Button
        size="xs"
        variant="subtle"
        color="red"
        style={{ alignSelf: 'flex-start' }}
        onClick={() => onChange(undefined)}
      >
        {t('condition.remove')}
      </Button>
    </Stack>
  );
}
