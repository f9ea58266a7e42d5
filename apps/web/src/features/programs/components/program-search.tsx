import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { SearchInput } from '../../../ui/search-input';

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
    <SearchInput
      label={t('list.search')}
      placeholder={t('list.searchPlaceholder')}
      value={value}
      onSearch={onChange}
      maw="30rem"
      testId="program-search"
    />
  );
}
