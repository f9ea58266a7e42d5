import { TextInput, type TextInputProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';

/**
 * A list's search: `input` for its SearchInput (the text as typed) and `applied`, the trimmed text once
 * the user pauses typing, which is what the list asks the server for.
 */
export function useSearch(delayMs = 300) {
  const [text, setText] = useState('');
  const [applied] = useDebouncedValue(text.trim(), delayMs);
  return { input: { value: text, onSearch: setText }, applied };
}

/** The search box above a list: a labelled search field that hands its text to `onSearch`. */
export function SearchInput({
  value,
  onSearch,
  testId,
  ...input
}: Omit<TextInputProps, 'value' | 'onChange' | 'type'> & {
  value: string;
  onSearch: (text: string) => void;
  testId?: string;
}) {
  return (
    <TextInput
      type="search"
      maxLength={200}
      {...input}
      value={value}
      onChange={(event) => onSearch(event.currentTarget.value)}
      data-testid={testId}
    />
  );
}
