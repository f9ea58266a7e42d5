import { TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const SEARCH_DELAY_MS = 300;

/** The search box of the programs lists; gives the trimmed text once the user pauses. */
export function useProgramSearch() {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  return { search, setSearch, debounced };
}

export function ProgramSearch({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation('programs');
  return (
    <TextInput
      type="search"
      label={t('list.search')}
      placeholder={t('list.searchPlaceholder')}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      maxLength={200}
      maw="30rem"
      data-testid="program-search"
    />
  );
}
