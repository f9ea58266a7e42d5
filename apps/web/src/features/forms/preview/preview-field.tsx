import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { Field, ValidationIssue } from '@opencall/shared/forms';
import { memo, useCallback, useSyncExternalStore } from 'react';
import type { TFunction } from '../../../lib/translator';
import { useTranslation } from '../../../lib/use-translation';
import { FieldInput } from './field-input';
import type { PreviewStore } from './preview-store';

export function issueText(issue: ValidationIssue | undefined, t: TFunction): string | undefined {
  return issue ? t(`validation:${issue.rule}`, issue.params ?? {}) : undefined;
}

/** A repeated group: items of its children, each answering on its own (`group.<index>.child`). */
function RepeatedGroup({ field, store }: { field: Field; store: PreviewStore }) {
  const { t } = useTranslation('forms');
  const value = useSyncExternalStore(store.subscribe, () => store.value(field.reference));
  // Re-renders on any change: the items' answers and issues live under the group's reference.
  useSyncExternalStore(store.subscribe, store.getVersion);
  const items = Array.isArray(value) ? (value as Record<string, unknown>[]) : [];
  const setItem = (index: number, reference: string, answer: unknown) =>
    store.set(
      field.reference,
      items.map((item, i) => (i === index ? { ...item, [reference]: answer } : item)),
    );
  return (
    <Stack gap="xs" data-testid={`preview-group-${field.reference}`}>
      <Text fw={600}>{field.title}</Text>
      {field.description && (
        <Text size="sm" c="dimmed">
          {field.description}
        </Text>
      )}
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: items are positional, as the answers are
        <Paper key={index} withBorder p="sm">
          <Stack gap="xs">
            {(field.fields ?? []).map((child) => (
              <FieldInput
                key={child.reference}
                field={child}
                value={item[child.reference]}
                error={
                  issueText(store.issue(`${field.reference}.${index}.${child.reference}`), t) ??
                  store.serverError(`${field.reference}.${index}.${child.reference}`)
                }
                onChange={(answer) => setItem(index, child.reference, answer)}
                onBlur={() => store.validate(field.reference)}
              />
            ))}
            <Button
              size="xs"
              variant="subtle"
              color="red"
              style={{ alignSelf: 'flex-start' }}
              onClick={() =>
                store.set(
                  field.reference,
                  items.filter((_, i) => i !== index),
                )
              }
            >
              {t('preview.removeItem')}
            </Button>
          </Stack>
        </Paper>
      ))}
      <Group>
        <Button size="xs" variant="light" onClick={() => store.set(field.reference, [...items, {}])}>
          {field.newGroupBtnLabel || t('preview.addItem')}
        </Button>
      </Group>
    </Stack>
  );
}

/** One field of the preview, subscribed to its own answer, issue and visibility only. */
export const PreviewField = memo(function PreviewField({ field, store }: { field: Field; store: PreviewStore }) {
  const { t } = useTranslation('forms');
  const visible = useSyncExternalStore(store.subscribe, () => store.isVisible(field.reference));
  const value = useSyncExternalStore(store.subscribe, () => store.value(field.reference));
  const issue = useSyncExternalStore(store.subscribe, () => store.issue(field.reference));
  const serverError = useSyncExternalStore(store.subscribe, () => store.serverError(field.reference));
  const onChange = useCallback((answer: unknown) => store.set(field.reference, answer), [store, field.reference]);
  const onBlur = useCallback(() => store.validate(field.reference), [store, field.reference]);
  if (!visible) return null;
  if (field.type === 'simple-questions-group') return <RepeatedGroup field={field} store={store} />;
  if (field.type === 'questions-group') {
    return (
      <Stack gap="sm" data-testid={`preview-group-${field.reference}`}>
        {field.title && (
          <Title order={3} fz="h4">
            {field.title}
          </Title>
        )}
        {field.description && (
          <Text size="sm" c="dimmed">
            {field.description}
          </Text>
        )}
        {(field.fields ?? []).map((child) => (
          <PreviewField key={child.reference} field={child} store={store} />
        ))}
      </Stack>
    );
  }
  if (field.type === 'accordion') {
    return (
      <Stack gap="sm">
        {(field.sections ?? []).map((section, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: sections are positional
          <details key={index} open={index === 0}>
            <summary style={{ fontWeight: 600, cursor: 'pointer' }}>{section.name}</summary>
            <Stack gap="sm" mt="xs">
              {section.fields.map((child) => (
                <PreviewField key={child.reference} field={child} store={store} />
              ))}
            </Stack>
          </details>
        ))}
      </Stack>
    );
  }
  return (
    <div data-testid={`preview-field-${field.reference}`}>
      <FieldInput
        field={field}
        value={value}
        error={issueText(issue, t) ?? serverError}
        onChange={onChange}
        onBlur={onBlur}
      />
    </div>
  );
});
