import { useTranslation } from '../../../lib/use-translation';
import { SearchInput, type useSearch } from '../../../ui/search-input';

/** The search box of the programs lists (the list and the trash). */
export function ProgramSearch({ input }: { input: ReturnType<typeof useSearch>['input'] }) {
  const { t } = useTranslation('programs');
  return (
    <SearchInput
      label={t('list.search')}
      placeholder={t('list.searchPlaceholder')}
      {...input}
      maw="30rem"
      testId="program-search"
    />
  );
}
