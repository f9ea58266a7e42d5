import { EmptyState } from '@mantine/core';
import type { ReactNode } from 'react';
import { ListError, ListFooter, ListLoading } from './list-states';

interface PagedQuery {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/** The rows of every page loaded so far and how many match, from an infinite list query's data. */
export function pagedRows<Row>(data: { pages: { data: Row[]; pagination: { totalFiltred: number } }[] } | undefined) {
  return { rows: data?.pages.flatMap((page) => page.data) ?? [], total: data?.pages[0]?.pagination.totalFiltred ?? 0 };
}

/**
 * A list loaded page by page: loading, failure, an empty state, or its rows (children) and the footer
 * that says how many show and loads more.
 */
export function PagedList({
  list,
  shown,
  failedTitle,
  empty,
  countLabel,
  moreLabel,
  testId,
  children,
}: {
  list: PagedQuery;
  shown: number;
  failedTitle: string;
  empty: { title: string; description: string; testId: string };
  countLabel: string;
  moreLabel: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <>
      {list.isPending ? (
        <ListLoading />
      ) : list.isError ? (
        <ListError title={failedTitle} error={list.error} onRetry={list.refetch} />
      ) : shown === 0 ? (
        <EmptyState py="xl" title={empty.title} description={empty.description} data-testid={empty.testId} />
      ) : (
        children
      )}
      {shown > 0 && (
        <ListFooter
          countLabel={countLabel}
          moreLabel={moreLabel}
          hasMore={list.hasNextPage}
          loading={list.isFetchingNextPage}
          onMore={() => void list.fetchNextPage()}
          countTestId={`${testId}-count`}
          moreTestId={`${testId}-load-more`}
        />
      )}
    </>
  );
}
