import type { Field } from '@opencall/shared/forms';

export interface InputProps {
  field: Field;
  value: unknown;
  error: string | undefined;
  onChange: (value: unknown) => void;
  onBlur: () => void;
}

/** Label, help, error and test id every answer input shows the same way. */
export function common({ field, error, onBlur }: InputProps) {
  return {
    label: field.title || field.reference,
    description: field.description,
    placeholder: field.placeholder,
    required: field.required,
    error,
    onBlur,
    'data-testid': `preview-input-${field.reference}`,
  };
}
