import { Button, Checkbox, Divider, NumberInput, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { CHOICE_TYPES } from '../builder/field-labels';
import { type DraftField, REFERENCE_PATTERN, walkDraft } from '../draft-fields';
import type { DraftActions } from '../hooks/use-form-draft';
import { ConditionEditor } from './condition-editor';
import { ListEditor } from './list-editor';
import { RulesEditor } from './rules-editor';
import { SectionsEditor } from './sections-editor';

const NO_QUESTION_TEXTS = [
  'accordion',
  'separator-image',
  'separator-video',
  'separator-quote',
  'separator-text',
  'separator-title',
];

const SCALE_LABELS = {
  min: 'properties.scaleMin',
  max: 'properties.scaleMax',
  minLabel: 'properties.scaleMinLabel',
  maxLabel: 'properties.scaleMaxLabel',
} as const;

/** Everything about the selected field: texts, reference, options, type settings, rules and condition. */
export function PropertiesPanel({
  fields,
  field,
  actions,
  problems,
}: {
  fields: readonly DraftField[];
  field: DraftField;
  actions: DraftActions;
  problems: string[];
}) {
  const { t } = useTranslation('forms');
  const set = (patch: Partial<DraftField>) => actions.update(field.key, patch);
  // A scale's ends default to 1 and 5 until one is set.
  const scale = { min: 1, max: 5, ...field.scale };
  const setScale = (patch: Partial<typeof scale>) => set({ scale: { ...scale, ...patch } });
  const taken = [...walkDraft(fields)].some((f) => f.key !== field.key && f.reference === field.reference);
  const referenceError = !REFERENCE_PATTERN.test(field.reference)
    ? t('properties.referenceInvalid')
    : taken
      ? t('properties.referenceTaken')
      : undefined;
  const isSeparator = field.type.startsWith('separator-');
  const hasPlaceholder = [
    'text',
    'textarea',
    'number',
    'tel',
    'url',
    'email',
    'select',
    'country',
    'siret-fr',
    'siren-fr',
    'address',
    'city',
  ].includes(field.type);
  const asItems = (list: { reference: string; title: string }[] | undefined) =>
    (list ?? []).map((i) => ({ reference: i.reference, text: i.title }));
  const fromItems = (list: { reference: string; text: string }[]) =>
    list.map((i) => ({ reference: i.reference, title: i.text }));

  return (
    <Stack gap="sm" component="section" aria-label={t('properties.title')} data-testid="properties-panel">
      <Text fw={700}>
        {t('properties.title')} — {t(`types.${field.type}.name`)}
      </Text>
      <TextInput
        label={t('properties.reference')}
        description={t('properties.referenceHint')}
        value={field.reference}
        onChange={(e) => set({ reference: e.currentTarget.value })}
        error={referenceError}
        maxLength={100}
        required
        data-testid="prop-reference"
      />
      {!NO_QUESTION_TEXTS.includes(field.type) && (
        <Textarea
          label={t('properties.fieldTitle')}
          autosize
          minRows={1}
          value={field.title ?? ''}
          onChange={(e) => set({ title: e.currentTarget.value })}
          data-testid="prop-title"
        />
      )}
      {!isSeparator && field.type !== 'accordion' && (
        <Textarea
          label={t('properties.description')}
          autosize
          minRows={1}
          value={field.description ?? ''}
          onChange={(e) => set({ description: e.currentTarget.value || undefined })}
          data-testid="prop-description"
        />
      )}
      {hasPlaceholder && (
        <TextInput
          label={t('properties.placeholder')}
          value={field.placeholder ?? ''}
          onChange={(e) => set({ placeholder: e.currentTarget.value || undefined })}
          data-testid="prop-placeholder"
        />
      )}
      {!isSeparator && !['questions-group', 'accordion', 'validation'].includes(field.type) && (
        <Checkbox
          label={t('properties.required')}
          checked={field.required === true}
          onChange={(e) => set({ required: e.currentTarget.checked || undefined })}
          data-testid="prop-required"
        />
      )}
      {isSeparator && (
        <Textarea
          label={t(
            field.type === 'separator-image' || field.type === 'separator-video'
              ? 'properties.mediaUrl'
              : 'properties.content',
          )}
          autosize
          minRows={2}
          value={field.content ?? ''}
          onChange={(e) => set({ content: e.currentTarget.value })}
          data-testid="prop-content"
        />
      )}
      {field.type === 'simple-questions-group' && (
        <>
          <TextInput
            label={t('properties.newGroupBtnLabel')}
            value={field.newGroupBtnLabel ?? ''}
            onChange={(e) => set({ newGroupBtnLabel: e.currentTarget.value || undefined })}
          />
          <TextInput
            label={t('properties.deleteConfirmationMsg')}
            value={field.deleteConfirmationMsg ?? ''}
            onChange={(e) => set({ deleteConfirmationMsg: e.currentTarget.value || undefined })}
          />
        </>
      )}
      {CHOICE_TYPES.includes(field.type) && (
        <ListEditor
          legend={t('properties.options')}
          prefix="option"
          items={field.options ?? []}
          onChange={(options) => set({ options })}
          testId="options-editor"
          withImages={field.type === 'picture-choice'}
        />
      )}
      {field.type === 'table' &&
        (['rows', 'cols'] as const).map((key) => (
          <ListEditor
            key={key}
            legend={t(`properties.${key}`)}
            prefix={key === 'rows' ? 'row' : 'col'}
            items={asItems(field[key])}
            onChange={(items) => set({ [key]: fromItems(items) })}
            testId={`${key}-editor`}
          />
        ))}
      {(field.type === 'linear-scale' || field.type === 'notation') && (
        <SimpleGrid cols={2} spacing="xs">
          {(['min', 'max'] as const).map((end) => (
            <NumberInput
              key={end}
              size="xs"
              label={t(SCALE_LABELS[end])}
              value={scale[end]}
              allowDecimal={false}
              onChange={(v) => setScale({ [end]: Number(v) || 0 })}
            />
          ))}
          {(['minLabel', 'maxLabel'] as const).map((end) => (
            <TextInput
              key={end}
              size="xs"
              label={t(SCALE_LABELS[end])}
              value={scale[end] ?? ''}
              onChange={(e) => setScale({ [end]: e.currentTarget.value || undefined })}
            />
          ))}
        </SimpleGrid>
      )}
      {field.type === 'accordion' && <SectionsEditor field={field} onChange={(sections) => set({ sections })} />}
      <RulesEditor field={field} onChange={(rules) => set({ rules })} />
      <Divider />
      <ConditionEditor fields={fields} field={field} problems={problems} onChange={(condition) => set({ condition })} />
      <Button variant="subtle" size="xs" onClick={() => actions.select(null)} style={{ alignSelf: 'flex-start' }}>
        {t('properties.close')}
      </Button>
    </Stack>
  );
}
