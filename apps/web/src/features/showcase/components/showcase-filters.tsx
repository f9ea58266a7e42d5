import { Group, Select, TextInput } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from '../../../lib/use-translation';

/** The visitor's search and category filter above a gallery or a vote; the category list hides with one category. */
export function ShowcaseFilters({
  search,
  onSearch,
  categories,
  categoryId,
  onCategory,
}: {
  search: string;
  onSearch: (value: string) => void;
  categories: { id: string; title: string }[];
  categoryId: string | null;
  onCategory: (id: string | null) => void;
}) {
  const { t } = useTranslation('galleries');
  const id = useId();
  return (
    <Group align="flex-end" wrap="wrap" gap="sm" role="search" aria-label={t('showcase.search')}>
      <TextInput
        id={`${id}-search`}
        type="search"
        label={t('showcase.search')}
        placeholder={t('showcase.searchPlaceholder')}
        value={search}
        onChange={(event) => onSearch(event.currentTarget.value)}
        w={{ base: '100%', xs: '20rem' }}
        data-testid="showcase-search"
      />
      {categories.length > 1 && (
        <Select
          label={t('showcase.category')}
          placeholder={t('showcase.allCategories')}
          data={categories.map((category) => ({ value: category.id, label: category.title }))}
          value={categoryId}
          onChange={onCategory}
          clearable
          w={{ base: '100%', xs: '16rem' }}
          comboboxProps={{ withinPortal: true }}
          data-testid="showcase-category"
        />
      )}
    </Group>
  );
}
