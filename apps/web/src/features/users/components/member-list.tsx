import { Group, Select, Stack } from '@mantine/core';
import type { UserListItem } from '@opencall/shared/users';
import { type ReactNode, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { ListBody, ListFooter } from '../../../ui/list-states';
import { SearchInput, useSearch } from '../../../ui/search-input';
import { type MemberScope, type MemberSort, useMemberList } from '../hooks/use-member-list';
import { MemberTable } from './member-table';

/** A searchable, sortable list of members that loads more on demand (keyset pages). */
export function MemberList({
  scope,
  caption,
  renderActions,
}: {
  scope: MemberScope;
  caption: string;
  renderActions?: (member: UserListItem, isSelf: boolean) => ReactNode;
}) {
  const { t } = useTranslation('users');
  const search = useSearch();
  const [sort, setSort] = useState<MemberSort>('newest');
  const list = useMemberList(scope, { search: search.applied, sort });
  const members = list.data?.pages.flatMap((page) => page.data) ?? [];
  const totalFiltred = list.data?.pages[0]?.pagination.totalFiltred ?? 0;

  return (
    <Stack gap="md">
      <Group align="flex-end" gap="md">
        <SearchInput
          label={t('list.search')}
          placeholder={t('list.searchPlaceholder')}
          {...search.input}
          style={{ flex: '1 1 18rem' }}
          testId="member-search"
        />
        <Select
          label={t('list.sort')}
          value={sort}
          onChange={(value) => value && setSort(value as MemberSort)}
          allowDeselect={false}
          data={[
            { value: 'newest', label: t('list.sortNewest') },
            { value: 'oldest', label: t('list.sortOldest') },
          ]}
          w="14rem"
          data-testid="member-sort"
        />
      </Group>

      <ListBody
        query={list}
        labels={{ loading: t('list.loading'), failed: t('list.loadFailed'), retry: t('list.retry') }}
        empty={
          members.length > 0
            ? null
            : {
                title: search.applied ? t('list.noResults') : t(`list.empty.${scope}`),
                description: search.applied ? t('list.noResultsHint') : t(`list.emptyHint.${scope}`),
                testId: 'member-list-empty',
              }
        }
      >
        <MemberTable members={members} caption={caption} renderActions={renderActions} />
      </ListBody>

      {members.length > 0 && (
        <ListFooter
          countLabel={
            scope === 'members'
              ? t('list.countOf', { shown: members.length, total: totalFiltred })
              : t('list.count', { shown: members.length })
          }
          moreLabel={t('list.loadMore')}
          hasMore={list.hasNextPage}
          loading={list.isFetchingNextPage}
          onMore={() => void list.fetchNextPage()}
          countTestId="member-count"
        />
      )}
    </Stack>
  );
}
