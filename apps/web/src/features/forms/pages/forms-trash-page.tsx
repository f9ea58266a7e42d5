import { Anchor, Button, EmptyState, Group, Stack, Table, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { TrashedForm } from '@opencall/shared/forms';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentLocale } from '../../../app/domain-info-context';
import { ConfirmModal } from '../../../ui/confirm-modal';
import { ListError, ListFooter, ListLoading } from '../components/list-states';
import { useFormTrashAction } from '../hooks/use-form-actions';
import { useFormTrash } from '../hooks/use-form-list';

/** `admin/home/trash/forms`: deleted forms of every program, to restore or delete for good. */
export function FormsTrashPage() {
  const { t, i18n } = useTranslation('forms');
  const locale = useCurrentLocale();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const list = useFormTrash(debounced);
  const action = useFormTrashAction();
  const [destroying, setDestroying] = useState<TrashedForm | null>(null);
  const forms = list.data?.pages.flatMap((page) => page.data) ?? [];
  const total = list.data?.pages[0]?.pagination.totalFiltred ?? 0;
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const busyId = action.isPending ? action.variables?.formId : null;

  return (
    <Stack gap="lg" data-testid="forms-trash-page">
      <div>
        <Title order={1} fz="h2">
          {t('trash.title')}
        </Title>
        <Text c="dimmed" mt="xs">
          {t('trash.description')}
        </Text>
      </div>
      <TextInput
        type="search"
        label={t('list.search')}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        maxLength={200}
        maw="30rem"
        data-testid="forms-trash-search"
      />
      {list.isPending ? (
        <ListLoading />
      ) : list.isError ? (
        <ListError error={list.error} onRetry={() => void list.refetch()} />
      ) : forms.length === 0 ? (
        <EmptyState
          py="xl"
          title={debounced ? t('list.noResults') : t('trash.empty')}
          description={debounced ? t('list.noResultsHint') : t('trash.emptyHint')}
          data-testid="forms-trash-empty"
        />
      ) : (
        <Table.ScrollContainer minWidth={0}>
          <Table striped data-testid="forms-trash-table">
            <VisuallyHidden component="caption">{t('trash.title')}</VisuallyHidden>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('list.columns.title')}</Table.Th>
                <Table.Th>{t('trash.program')}</Table.Th>
                <Table.Th>{t('trash.deletedAt')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('list.columns.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {forms.map((form) => (
                <Table.Tr key={form.id} data-testid="trashed-form-row">
                  <Table.Td>{form.title}</Table.Td>
                  <Table.Td>
                    <Anchor component={Link} to={`/${locale}/admin/programs/${form.programSlug}/forms`}>
                      {form.programSlug}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{date.format(new Date(form.deletedAt))}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" justify="flex-end" wrap="nowrap">
                      <Button
                        size="xs"
                        variant="default"
                        loading={busyId === form.id && action.variables?.action === 'restore'}
                        onClick={() => action.mutate({ action: 'restore', formId: form.id, programId: form.programId })}
                        data-testid="restore-form"
                      >
                        {t('trash.restore')}
                      </Button>
                      <Button
                        size="xs"
                        color="red"
                        variant="light"
                        onClick={() => setDestroying(form)}
                        data-testid="destroy-form"
                      >
                        {t('trash.destroy')}
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {forms.length > 0 && (
        <ListFooter
          shown={forms.length}
          total={total}
          hasMore={list.hasNextPage}
          loading={list.isFetchingNextPage}
          onMore={() => void list.fetchNextPage()}
        />
      )}
      <ConfirmModal
        opened={destroying !== null}
        onClose={() => setDestroying(null)}
        title={t('confirm.destroy.title')}
        message={t('confirm.destroy.message', { title: destroying?.title ?? '' })}
        confirmText
        confirmLabel={t('confirm.destroy.confirm')}
        onConfirm={() =>
          destroying
            ? action.mutateAsync({ action: 'destroy', formId: destroying.id, programId: destroying.programId })
            : undefined
        }
      />
    </Stack>
  );
}
