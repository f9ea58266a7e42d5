import { TextInput, type TextInputProps } from '@mantine/core';

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
