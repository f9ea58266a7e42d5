import { type ChangeEvent, type FormEvent, useCallback, useEffect, useRef, useState } from 'react';

export type FieldRules<V> = { [K in keyof V]?: (value: V[K], values: V) => string | null };
type FieldErrors<V> = Partial<Record<keyof V, string>>;

// SPEC §5: once a field shows an error, it is checked again as the user types, 350 ms after the last change.
const REVALIDATE_DELAY_MS = 350;

/**
 * Small form state for the identity screens: values, per-field errors (translated by the rules),
 * validation on submit with focus on the first invalid field, and server errors placed on a field.
 */
export function useFormFields<V extends Record<string, unknown>>(initial: V, rules: FieldRules<V>) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors<V>>({});
  const latest = useRef({ values, errors, rules });
  latest.current = { values, errors, rules };
  const timers = useRef(new Map<keyof V, ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
    };
  }, []);

  const errorOf = useCallback(<K extends keyof V>(name: K, all: V) => latest.current.rules[name]?.(all[name], all), []);

  const setValue = useCallback(
    <K extends keyof V>(name: K, value: V[K]) => {
      setValues((previous) => ({ ...previous, [name]: value }));
      if (!latest.current.errors[name]) return;
      clearTimeout(timers.current.get(name));
      timers.current.set(
        name,
        setTimeout(() => {
          const message = errorOf(name, latest.current.values) ?? undefined;
          setErrors((previous) => ({ ...previous, [name]: message }));
        }, REVALIDATE_DELAY_MS),
      );
    },
    [errorOf],
  );

  const setFieldError = useCallback((name: keyof V, message: string | undefined) => {
    setErrors((previous) => ({ ...previous, [name]: message }));
  }, []);

  /** A submit handler: checks every rule, focuses the first invalid field, else calls `onValid`. */
  const onSubmit = useCallback(
    (onValid: (values: V) => unknown) => (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const form = event.currentTarget;
      const all = latest.current.values;
      const found: FieldErrors<V> = {};
      for (const name of Object.keys(all) as (keyof V)[]) {
        const message = errorOf(name, all);
        if (message) found[name] = message;
      }
      setErrors(found);
      const firstInvalid = Object.keys(found)[0];
      if (firstInvalid) {
        form.querySelector<HTMLElement>(`[name="${CSS.escape(firstInvalid)}"]`)?.focus();
        return;
      }
      void onValid(all);
    },
    [errorOf],
  );

  /** Props for a text input bound to a string field. */
  const inputProps = useCallback(
    (name: keyof V & string) => ({
      name,
      value: String(latest.current.values[name] ?? ''),
      error: latest.current.errors[name],
      onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(name, event.currentTarget.value as V[typeof name]),
    }),
    [setValue],
  );

  return { values, errors, setValue, setFieldError, onSubmit, inputProps };
}
