import { Group, MultiSelect, Select, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  ANSWER_COLUMN_PREFIX,
  type ApplicationStatus,
  type ResponseFilter,
  type Selection,
} from '@opencall/shared/applications';
import { Suspense, useMemo, useState } from 'react';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useCurrentLocale } from '../../../lib/domain-info-context';
import { useTranslation } from '../../../lib/use-translation';
import { ConfirmModal } from '../../../ui/confirm-modal';
import { ListStates } from '../../../ui/list-states';
import { showToast } from '../../../ui/toasts';
import { AddToSessionButton } from '../../evaluations';
import { SendMessageButton } from '../../messages';
import { useCanManageProgram, useCategories, useCurrentProgram, useTags } from '../../programs';
import { AddToVoteButton } from '../../public-votes';
import { BulkBar } from '../components/bulk-bar';
import { KeysetPager } from '../components/keyset-pager';
import { ReleaseDecisionsButton } from '../components/release-decisions';
import { type FilterValues, NO_FILTER, ResponseFilters } from '../components/response-filters';
import { ResponseTable } from '../components/response-table';
import { ExportMenu } from '../exports';
import { useExportConfig } from '../exports/use-export-config';
import { useBulkAction, useResponses } from '../hooks/use-responses';
import { EMPTY_VIEW, selectAll, selectedCount, type TableView, togglePage, toggleRow } from '../table-view';

const PAGE_SIZES = ['20', '50', '100'];

/** The filter the server understands, from the form's values. */
function toFilter(values: FilterValues, search: string): ResponseFilter {
  return {
    ...(search && { search }),
    ...(values.status.length && { status: values.status }),
    ...(values.categoryId && { categoryId: values.categoryId }),
    ...(values.tagId && { tagId: values.tagId }),
    ...(values.from && { from: values.from }),
    ...(values.to && { to: values.to }),
    ...(values.answerRef &&
      values.answerValue.trim() && { answer: `${values.answerRef}:${values.answerValue.trim()}` }),
  };
}

/** `admin/programs/{programSlug}/responses`: the program's applications, filtered, sorted, selected, acted on. */
export function ResponsesPage() {
  const { t } = useTranslation('responses');
  const locale = useCurrentLocale();
  const program = useCurrentProgram();
  const canManage = useCanManageProgram();
  const [values, setValues] = useState<FilterValues>(NO_FILTER);
  const [search] = useDebouncedValue(values.search.trim(), 300);
  const [perPage, setPerPage] = useState(20);
  const [sort, setSort] = useState<'createdAt' | 'submittedAt' | 'status' | 'applicant'>('createdAt');
  const [order, setOrder] = useState<'asc' | 'desc'>('desc');
  const [view, setView] = useState<TableView>(EMPTY_VIEW);
  const [columns, setColumns] = useState<string[]>([]);
  const [confirmTrash, setConfirmTrash] = useState(false);
  const filter = useMemo(() => toFilter(values, search), [values, search]);
  // PERFORMANCE G4: in every sort, pages go by keyset — each page starts after the previous one's
  // last row, so a deep page costs what the first one does. `cursors[i]` opens page i + 1.
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const query = useResponses(program.id, {
    ...filter,
    page: cursors.length,
    perPage,
    sort,
    order,
    columns,
    after: cursors.at(-1),
  });
  const categories = useCategories(program.id, locale);
  const tags = useTags(program.id);
  // Tags switched off in `program-features`: no tag filter nor tag actions.
  const tagList = program.features.tags ? (tags.data?.pages.flatMap((p) => p.data) ?? []) : [];
  const bulk = useBulkAction(program.id);
  const exportConfig = useExportConfig(program.id);
  const questions = useMemo(
    () =>
      (exportConfig.data?.columns ?? [])
        .filter((column) => column.kind === 'answer')
        .map((column) => ({ value: column.id.slice(ANSWER_COLUMN_PREFIX.length), label: column.label })),
    [exportConfig.data],
  );
  const rows = query.data?.data ?? [];
  const pagination = query.data?.pagination;
  const count = selectedCount(view);

  // Another filter is another set of rows: the page and the selection start again.
  const filterKey = JSON.stringify(filter);
  const [seenFilter, setSeenFilter] = useState(filterKey);
  if (seenFilter !== filterKey) {
    setSeenFilter(filterKey);
    setCursors([undefined]);
    setView(EMPTY_VIEW);
  }
  const nextPage = () => {
    const lastId = rows.at(-1)?.id;
    if (lastId) setCursors([...cursors, lastId]);
  };

  const selection = (): Selection =>
    view.fullSelect ? { all: true, filter, except: view.excluded } : { ids: view.selectedItems };

  async function run(body: Parameters<typeof bulk.mutateAsync>[0], done: string) {
    try {
      const result = await bulk.mutateAsync(body);
      showToast({ type: 'success', message: t(done, { count: String(result.data.affected) }) });
      setView(EMPTY_VIEW);
    } catch (error) {
      showToast({ type: 'error', message: apiErrorMessage(error, t) });
    }
  }

  const onSort = (column: typeof sort) => {
    setCursors([undefined]);
    if (column === sort) setOrder(order === 'asc' ? 'desc' : 'asc');
    else {
      setSort(column);
      setOrder(column === 'applicant' ? 'asc' : 'desc');
    }
  };

  return (
    <Stack gap="md" data-testid="responses-page">
      <Group justify="space-between">
        <Title order={2} fz="h3">
          {t('title')}
        </Title>
        <Group gap="sm">
          {pagination && (
            <Text size="sm" c="dimmed" data-testid="responses-count">
              {t('count', { filtered: String(pagination.totalFiltred), total: String(pagination.total) })}
            </Text>
          )}
          <ReleaseDecisionsButton programId={program.id} canManage={canManage} />
          <ExportMenu
            programId={program.id}
            programSlug={program.slug}
            timeZone={program.timezone}
            filter={filter}
            selection={count > 0 ? selection() : null}
          />
        </Group>
      </Group>
      <ResponseFilters
        values={values}
        onChange={setValues}
        categories={categories.data ?? []}
        tags={tagList}
        timeZone={program.timezone}
        questions={questions}
      />
      {questions.length > 0 && (
        <MultiSelect
          label={t('columns.label')}
          description={t('columns.hint')}
          data={questions}
          value={columns}
          onChange={setColumns}
          maxValues={6}
          searchable
          clearable
          maw="40rem"
          data-testid="answer-columns"
        />
      )}
      <BulkBar
        count={count}
        fullSelect={view.fullSelect}
        pageCount={rows.length}
        total={pagination?.totalFiltred ?? 0}
        onSelectAll={() => setView(selectAll(pagination?.totalFiltred ?? 0))}
        onClear={() => setView(EMPTY_VIEW)}
        tags={tagList}
        onTag={(tagId) => void run({ selection: selection(), action: 'tag', tagId }, 'bulk.tagged')}
        onUntag={(tagId) => void run({ selection: selection(), action: 'untag', tagId }, 'bulk.untagged')}
        onStatus={(status: ApplicationStatus) =>
          void run({ selection: selection(), action: 'status', status }, 'bulk.statusChanged')
        }
        onTrash={() => setConfirmTrash(true)}
        busy={bulk.isPending}
      >
        <Suspense fallback={null}>
          <SendMessageButton programId={program.id} count={count} selection={selection} disabled={bulk.isPending} />
        </Suspense>
        {canManage && (
          <Suspense fallback={null}>
            <AddToSessionButton programId={program.id} count={count} selection={selection} disabled={bulk.isPending} />
            <AddToVoteButton programId={program.id} count={count} selection={selection} disabled={bulk.isPending} />
          </Suspense>
        )}
      </BulkBar>
      <ListStates query={query} loadingLabel={t('loading')} failedTitle={t('loadFailed')} testId="responses" />
      {query.isSuccess && rows.length === 0 && (
        <Text c="dimmed" data-testid="responses-empty">
          {pagination?.total ? t('noMatch') : t('empty')}
        </Text>
      )}
      {rows.length > 0 && (
        <ResponseTable
          rows={rows}
          view={view}
          onToggleRow={(id) => setView(toggleRow(view, id))}
          onTogglePage={() =>
            setView(
              togglePage(
                view,
                rows.map((row) => row.id),
              ),
            )
          }
          sort={sort}
          order={order}
          onSort={onSort}
          locale={locale}
          timeZone={program.timezone}
          detailPath={(id) => `/${locale}/admin/programs/${program.slug}/responses/${id}`}
          answerColumns={questions.filter((question) => columns.includes(question.value))}
        />
      )}
      {pagination && pagination.totalFiltred > 0 && (
        <Group justify="space-between">
          <Select
            aria-label={t('perPage')}
            data={PAGE_SIZES}
            value={String(perPage)}
            onChange={(value) => {
              setPerPage(Number(value ?? 20));
              setCursors([undefined]);
            }}
            w="6rem"
            allowDeselect={false}
          />
          <KeysetPager
            page={cursors.length}
            pages={pagination.nbPages}
            onFirst={() => setCursors([undefined])}
            onPrevious={() => setCursors(cursors.slice(0, -1))}
            onNext={nextPage}
            waiting={query.isPlaceholderData}
          />
        </Group>
      )}
      <ConfirmModal
        opened={confirmTrash}
        onClose={() => setConfirmTrash(false)}
        title={t('bulk.trashTitle', { count: String(count) })}
        message={t('bulk.trashMessage', { count: String(count) })}
        confirmLabel={t('bulk.trash')}
        onConfirm={() => run({ selection: selection(), action: 'trash' }, 'bulk.trashed')}
      />
    </Stack>
  );
}
