import { NumberInput } from '@mantine/core';
import { common, type InputProps } from './input-props';

/** A number answer (Mantine's input, with react-number-format: loaded by the first form that asks for a number). */
export function NumberAnswerInput(props: InputProps) {
  return (
    <NumberInput
      {...common(props)}
      value={(props.value as number | string) ?? ''}
      onChange={(v) => props.onChange(v === '' ? undefined : v)}
    />
  );
}
