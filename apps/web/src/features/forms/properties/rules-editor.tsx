import { NumberInput, SimpleGrid, Switch, Text, TextInput } from '@mantine/core';
import type { FieldRules } from '@opencall/shared/forms';
import { useTranslation } from '../../../lib/use-translation';
import type { DraftField } from '../draft-fields';

type NumericRule = Exclude<keyof FieldRules, 'minDate' | 'maxDate' | 'notYopmail'>;

const NUMERIC_RULES: Partial<Record<string, [NumericRule, NumericRule]>> = {
  checkbox: ['minArrayLength', 'maxArrayLength'],
  number: ['minValue', 'maxValue'],
  'linear-scale': ['minValue', 'maxValue'],
  notation: ['minValue', 'maxValue'],
  text: ['minCharacters', 'maxCharacters'],
  textarea: ['minCharacters', 'maxCharacters'],
};

/** The SPEC §5 rules that fit the field's type; an emptied bound is removed. */
export function RulesEditor({
  field,
  onChange,
}: {
  field: DraftField;
  onChange: (rules: FieldRules | undefined) => void;
}) {
  const { t } = useTranslation('forms');
  const rules = field.rules ?? {};
  const set = (patch: Partial<FieldRules>) => {
    const next = Object.fromEntries(
      Object.entries({ ...rules, ...patch }).filter(([, v]) => v !== undefined && v !== '' && v !== false),
    ) as FieldRules;
    onChange(Object.keys(next).length ? next : undefined);
  };
  const numeric = NUMERIC_RULES[field.type];
  const isDate = field.type === 'date';
  const isEmail = field.type === 'email';
  if (!numeric && !isDate && !isEmail) return null;
  return (
    <>
      <Text size="sm" fw={600}>
        {t('properties.rules')}
      </Text>
      {numeric && (
        <SimpleGrid cols={2} spacing="xs">
          {numeric.map((rule) => (
            <NumberInput
              key={rule}
              size="xs"
              label={t(`rules.${rule}`)}
              value={rules[rule] ?? ''}
              min={rule.endsWith('Value') ? undefined : 0}
              allowDecimal={rule.endsWith('Value')}
              onChange={(value) => set({ [rule]: typeof value === 'number' ? value : undefined })}
              data-testid={`rule-${rule}`}
            />
          ))}
        </SimpleGrid>
      )}
      {isDate && (
        <SimpleGrid cols={2} spacing="xs">
          {(['minDate', 'maxDate'] as const).map((rule) => (
            <TextInput
              key={rule}
              size="xs"
              label={t(`rules.${rule}`)}
              description={t('rules.dateHint')}
              value={rules[rule] ?? ''}
              onChange={(e) => set({ [rule]: e.currentTarget.value.trim() || undefined })}
              error={
                rules[rule] && rules[rule] !== 'today' && !/^\d{4}-\d{2}-\d{2}$/.test(rules[rule] ?? '')
                  ? t('rules.dateInvalid')
                  : undefined
              }
              data-testid={`rule-${rule}`}
            />
          ))}
        </SimpleGrid>
      )}
      {isEmail && (
        <Switch
          label={t('rules.notYopmail')}
          checked={rules.notYopmail === true}
          onChange={(e) => set({ notYopmail: e.currentTarget.checked || undefined })}
          data-testid="rule-notYopmail"
        />
      )}
    </>
  );
}
