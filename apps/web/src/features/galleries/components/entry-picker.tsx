import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { responsesApi } from '@opencall/shared/applications';
import { applicationReference } from '@opencall/shared/evaluations';
import type { GalleryEntryRow } from '@opencall/shared/galleries';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeyOf } from '../../../lib/query-cache';
import { useTranslation } from '../../../lib/use-translation';
import { ListStates } from '../../../ui/list-states';
import { SearchInput, useSearch } from '../../../ui/search-input';

const PICKER_SIZE = 10;
/** What a gallery may show: applications sent, whatever their decision. */
const SHOWABLE = ['submitted', 'accepted', 'waitlist', 'rejected'] as const;

/** The program's submitted applications found by a search, each added to the gallery by a button. */
export function EntryPicker({
  programId,
  chosen,
  onAdd,
}: {
  programId: string;
  chosen: ReadonlySet<string>;
  onAdd: (row: GalleryEntryRow) => void;
}) {
  const { t } = useTranslation('galleries');
  const search = useSearch();
  const query = {
    search: search.applied || undefined,
    status: SHOWABLE.join(','),
    perPage: PICKER_SIZE,
    sort: 'submittedAt' as const,
  };
  const list = useQuery({
    queryKey: queryKeyOf(responsesApi.list, { programId, ...query, for: 'gallery' }),
    queryFn: ({ signal }) => callApi(responsesApi.list, { params: { programId }, query }, { signal }),
  });
  const rows = list.data?.data ?? [];
  return (
    <Stack gap="sm" data-testid="gallery-picker">
      <SearchInput {...search.input} label={t('picker.search')} testId="gallery-picker-search" />
      <ListStates
        query={list}
        loadingLabel={t('picker.loading')}
        failedTitle={t('picker.loadFailed')}
        testId="gallery-picker"
      />
      {list.isSuccess && rows.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('picker.none')}
        </Text>
      )}
      {rows.length > 0 && (
        <Card withBorder padding={0}>
          <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('picker.listLabel')}>
            {rows.map((row, index) => {
              const reference = applicationReference(row.id);
              const name = row.applicant?.name || reference;
              const isIn = chosen.has(row.id);
              return (
                <Group
                  key={row.id}
                  component="li"
                  justify="space-between"
                  wrap="nowrap"
                  px="md"
                  py="xs"
                  style={{ borderTop: index ? '1px solid var(--mantine-color-gray-3)' : undefined }}
                  data-testid="gallery-picker-row"
                >
                  <div style={{ minWidth: 0 }}>
                    <Text size="sm" fw={500} truncate>
                      {name}
                    </Text>
                    <Group gap={6}>
                      <Text size="xs" c="dimmed">
                        {reference}
                      </Text>
                      <Badge size="xs" variant="light">
                        {t(`applicationStatus.${row.status}`)}
                      </Badge>
                    </Group>
                  </div>
                  <Button
                    size="xs"
                    variant="light"
                    disabled={isIn}
                    onClick={() =>
                      onAdd({
                        applicationId: row.id,
                        reference,
                        name: row.applicant?.name ?? '',
                        status: row.status === 'draft' ? 'submitted' : row.status,
                        category: row.category?.title ?? '',
                      })
                    }
                    // Its name starts with what it shows (WCAG 2.5.3): "Added — … is in the gallery already".
                    aria-label={
                      isIn
                        ? `${t('picker.added')} — ${t('picker.alreadyIn', { name })}`
                        : t('picker.addNamed', { name })
                    }
                    data-testid="gallery-picker-add"
                  >
                    {isIn ? t('picker.added') : t('picker.add')}
                  </Button>
                </Group>
              );
            })}
          </Stack>
        </Card>
      )}
      {(list.data?.pagination.totalFiltred ?? 0) > rows.length && (
        <Text size="xs" c="dimmed">
          {t('picker.more', { shown: rows.length, total: list.data?.pagination.totalFiltred ?? 0 })}
        </Text>
      )}
    </Stack>
  );
}
