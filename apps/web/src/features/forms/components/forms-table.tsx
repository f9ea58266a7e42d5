import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { DataTable } from '../../../ui/data-table';
import { PagedList, pagedRows } from '../../../ui/paged-list';

type Pages<Row> = { pages: { data: Row[]; pagination: { totalFiltred: number } }[] };

/**
 * A table of forms, a program's or the trash's, loaded page by page: both say the same when nothing
 * matches the search, when loading fails and how many show; what an empty list says and the columns differ.
 */
export function FormsTable<Row>({
  list,
  search,
  empty,
  children,
  ...table
}: Omit<ComponentProps<typeof DataTable>, 'children' | 'actionsLabel'> & {
  list: ComponentProps<typeof PagedList>['list'] & { data: Pages<Row> | undefined };
  /** The search applied: an empty list then says nothing matches it. */
  search: string;
  empty: { title: string; description: string; testId: string };
  children: (forms: Row[]) => ReactNode;
}) {
  const { t } = useTranslation('forms');
  const { rows: forms, total } = pagedRows(list.data);
  return (
    <PagedList
      list={list}
      shown={forms.length}
      failedTitle={t('list.loadFailed')}
      empty={
        search ? { title: t('list.noResults'), description: t('list.noResultsHint'), testId: empty.testId } : empty
      }
      countLabel={t('list.countOf', { shown: forms.length, total })}
      moreLabel={t('list.loadMore')}
      testId="forms"
    >
      <DataTable striped actionsLabel={t('list.columns.actions')} {...table}>
        {children(forms)}
      </DataTable>
    </PagedList>
  );
}
