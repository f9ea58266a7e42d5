import { Group, Select } from '@mantine/core';
import type { SessionStatus } from '@opencall/shared/evaluations';
import { programsApi } from '@opencall/shared/programs';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { callApi } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/document-title';
import { useCurrentLocale } from '../../../lib/domain-info-context';
import { queryKeyOf } from '../../../lib/query-cache';
import { useTranslation } from '../../../lib/use-translation';
import { PageSection } from '../../../ui/page-section';
import { PagedList, pagedRows } from '../../../ui/paged-list';
import { SearchInput, useSearch } from '../../../ui/search-input';
import { SessionStatusSelect } from '../components/session-status-select';
import { SessionTable } from '../components/session-table';
import { useAllSessions } from '../hooks/use-sessions';

/** The programs a filter offers: the first hundred the user works on, newest first. */
const PROGRAMS_IN_FILTER = 100;

/** `admin/sessions` (query `programId`): the evaluation sessions of every program the user works on. */
export function AllSessionsPage() {
  const { t } = useTranslation('evaluations');
  const locale = useCurrentLocale();
  const [params, setParams] = useSearchParams();
  const programId = params.get('programId') ?? null;
  const search = useSearch();
  const [status, setStatus] = useState<SessionStatus | null>(null);
  const list = useAllSessions({
    programId: programId ?? undefined,
    search: search.applied || undefined,
    status: status ?? undefined,
  });
  const programs = useQuery({
    queryKey: queryKeyOf(programsApi.list, { limit: PROGRAMS_IN_FILTER, lang: locale }),
    queryFn: ({ signal }) =>
      callApi(programsApi.list, { query: { limit: PROGRAMS_IN_FILTER, lang: locale } }, { signal }),
  });
  useDocumentTitle(t('list.title'));
  const { rows, total } = pagedRows(list.data);
  const filtered = Boolean(search.applied || status || programId);

  return (
    <PageSection title={t('list.title')} description={t('all.intro')} testId="all-sessions-page">
      <Group align="flex-end" wrap="wrap">
        <Select
          label={t('all.program')}
          placeholder={t('all.allPrograms')}
          clearable
          searchable
          data={(programs.data?.items ?? []).map((program) => ({
            value: program.id,
            label: program.title || program.slug,
          }))}
          value={programId}
          onChange={(value) => setParams(value ? { programId: value } : {}, { replace: true })}
          maw="20rem"
          data-testid="all-sessions-program"
        />
        <SearchInput {...search.input} label={t('list.search')} maw="20rem" testId="session-search" />
        <SessionStatusSelect value={status} onChange={setStatus} />
      </Group>
      <PagedList
        list={list}
        shown={rows.length}
        failedTitle={t('list.loadFailed')}
        empty={{
          title: filtered ? t('list.noMatch') : t('all.empty'),
          description: filtered ? t('list.noMatchHint') : t('all.emptyHint'),
          testId: 'sessions-empty',
        }}
        countLabel={t('list.count', { shown: rows.length, total })}
        moreLabel={t('list.loadMore')}
        testId="all-sessions"
      >
        <SessionTable sessions={rows} />
      </PagedList>
    </PageSection>
  );
}
