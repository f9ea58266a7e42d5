import { Button, Menu, ScrollArea } from '@mantine/core';
import { ANSWER_FIELD_PREFIX, type MergeField } from '@opencall/shared/emails';
import { useTranslation } from '../../../lib/use-translation';

/** A merge field's name as the organizer reads it: its own words, or the question an answer field reads. */
export function useMergeFieldLabel() {
  const { t } = useTranslation('emailTemplates');
  return (field: MergeField) =>
    field.name.startsWith(ANSWER_FIELD_PREFIX)
      ? t('fields.answer', { label: field.label || field.name.slice(ANSWER_FIELD_PREFIX.length) })
      : t(`fields.${field.name}`, { defaultValue: field.name });
}

/** Merge fields are picked from the template's list, never typed: `{{field}}` goes where the caret was. */
export function MergeFieldMenu({
  fields,
  onPick,
  label,
  testId,
  disabled,
}: {
  fields: readonly MergeField[];
  onPick: (name: string) => void;
  label: string;
  testId: string;
  disabled?: boolean;
}) {
  const labelOf = useMergeFieldLabel();
  return (
    <Menu position="bottom-start" withinPortal>
      <Menu.Target>
        <Button variant="default" size="xs" data-testid={testId} disabled={disabled}>
          {label}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <ScrollArea.Autosize mah={320} type="auto">
          {fields.map((field) => (
            <Menu.Item key={field.name} onClick={() => onPick(field.name)} data-testid={`${testId}-${field.name}`}>
              {labelOf(field)}
            </Menu.Item>
          ))}
        </ScrollArea.Autosize>
      </Menu.Dropdown>
    </Menu>
  );
}
