import { Checkbox, Group, NativeSelect, NumberInput, Radio, Stack, Textarea } from '@mantine/core';
import type { Criterion, ScoreValue } from '@opencall/shared/evaluations';
import { useTranslation } from '../../../lib/use-translation';

/** One criterion of the sheet, as the kind asks: a number, one option, several, a list, a text. */
export function CriterionInput({
  criterion,
  value,
  onChange,
  text,
  error,
  readOnly,
}: {
  criterion: Criterion;
  value: ScoreValue | undefined;
  onChange: (value: ScoreValue | undefined) => void;
  text: (texts: Partial<Record<string, string>> | undefined) => string;
  error?: string;
  readOnly: boolean;
}) {
  const { t } = useTranslation('evaluations');
  const label = text(criterion.labels);
  const description = text(criterion.descriptions) || undefined;
  const common = {
    label,
    description,
    error,
    required: criterion.required,
    'data-testid': `criterion-${criterion.id}`,
  };
  switch (criterion.kind) {
    case 'score':
      return (
        <NumberInput
          {...common}
          description={[
            description,
            t('jury.scale', { min: String(criterion.min), max: String(criterion.max), step: String(criterion.step) }),
          ]
            .filter(Boolean)
            .join(' · ')}
          min={criterion.min}
          max={criterion.max}
          step={criterion.step}
          allowDecimal={!Number.isInteger(criterion.step) || !Number.isInteger(criterion.min)}
          clampBehavior="none"
          readOnly={readOnly}
          value={typeof value === 'number' ? value : ''}
          onChange={(next) => onChange(typeof next === 'number' ? next : next === '' ? undefined : Number(next))}
        />
      );
    case 'single':
      return (
        <Radio.Group
          {...common}
          value={typeof value === 'string' ? value : null}
          onChange={(next) => !readOnly && onChange(next)}
        >
          <Stack gap={6} mt={6}>
            {criterion.options.map((option) => (
              <Radio key={option.id} value={option.id} label={text(option.labels)} disabled={readOnly} />
            ))}
          </Stack>
        </Radio.Group>
      );
    case 'multiple':
      return (
        <Checkbox.Group
          {...common}
          value={Array.isArray(value) ? value : []}
          onChange={(next) => !readOnly && onChange(next.length ? next : undefined)}
        >
          <Group gap="md" mt={6}>
            {criterion.options.map((option) => (
              <Checkbox key={option.id} value={option.id} label={text(option.labels)} disabled={readOnly} />
            ))}
          </Group>
        </Checkbox.Group>
      );
    case 'dropdown':
      return (
        <NativeSelect
          {...common}
          disabled={readOnly}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(event.currentTarget.value || undefined)}
          data={[
            { value: '', label: t('sheet.choose') },
            ...criterion.options.map((o) => ({ value: o.id, label: text(o.labels) })),
          ]}
        />
      );
    case 'text': {
      const length = typeof value === 'string' ? value.length : 0;
      return (
        <Textarea
          {...common}
          autosize
          minRows={3}
          readOnly={readOnly}
          maxLength={criterion.maxChars}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(event.currentTarget.value || undefined)}
          inputWrapperOrder={['label', 'description', 'input', 'error']}
          description={[
            description,
            t('sheet.chars', {
              count: String(length),
              min: String(criterion.minChars),
              max: String(criterion.maxChars),
            }),
          ]
            .filter(Boolean)
            .join(' · ')}
        />
      );
    }
  }
}
