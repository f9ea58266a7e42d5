import { Stack } from '@mantine/core';
import type { Field, FormAnswers } from '@opencall/shared/forms';
import { useEffect, useMemo } from 'react';
import { useBannedEmailDomains } from '../../auth';
import { PreviewField } from './preview-field';
import { PreviewStore } from './preview-store';

/**
 * A form an applicant fills in: the builder preview's fields and live validation, started from
 * saved answers, reporting every change. `onStore` hands the store out for "check before next".
 */
export function FormFill({
  fields,
  initial,
  onChange,
  onStore,
  serverErrors,
}: {
  fields: Field[];
  initial: FormAnswers;
  onChange: (answers: FormAnswers) => void;
  onStore?: (store: PreviewStore | null) => void;
  /** Translated errors the server gave for fields, by reference, shown under them. */
  serverErrors?: Readonly<Record<string, string>>;
}) {
  const banned = useBannedEmailDomains();
  // Built once per form: later `initial` values are the store's own answers coming back.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  const store = useMemo(() => new PreviewStore(fields, banned, initial), [fields, banned]);
  useEffect(() => {
    onStore?.(store);
    let last = store.allAnswers();
    const unsubscribe = store.subscribe(() => {
      const now = store.allAnswers();
      if (now !== last) {
        last = now;
        onChange(now);
      }
    });
    return () => {
      unsubscribe();
      onStore?.(null);
      store.dispose();
    };
  }, [store, onChange, onStore]);
  useEffect(() => store.setServerErrors(serverErrors ?? {}), [store, serverErrors]);
  return (
    <Stack gap="md" data-testid="form-fill">
      {fields.map((field) => (
        <PreviewField key={field.reference} field={field} store={store} />
      ))}
    </Stack>
  );
}
