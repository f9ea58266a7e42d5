import {
  ActionIcon,
  Anchor,
  Button,
  EmptyState,
  Group,
  Menu,
  Stack,
  Table,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { FormSummary } from '@opencall/shared/forms';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useCurrentLocale } from '../../../app/domain-info-context';
import { ConfirmModal } from '../../../ui/confirm-modal';
import { showToast } from '../../../ui/toasts';
import { useCurrentProgram } from '../../programs/components/program-shell';
import { FormTitleModal } from '../components/form-title-modal';
import { ListError, ListFooter, ListLoading } from '../components/list-states';
import { formPaths } from '../form-paths';
import { useCreateForm, useDuplicateForm, useFormTrashAction } from '../hooks/use-form-actions';
import { useFormList } from '../hooks/use-form-list';

/** `admin/programs/{programSlug}/forms`: the program's forms, to create, open, copy or trash. */
export function FormsPage() {
  const { t, i18n } = useTranslation('forms');
  const locale = useCurrentLocale();
  const navigate = useNavigate();
  const program = useCurrentProgram();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const list = useFormList(program.id, debounced);
  const create = useCreateForm(program.id);
  const duplicate = useDuplicateForm(program.id);
  const trash = useFormTrashAction();
  const [creating, setCreating] = useState(false);
  const [copying, setCopying] = useState<FormSummary | null>(null);
  const [trashing, setTrashing] = useState<FormSummary | null>(null);
  const forms = list.data?.pages.flatMap((page) => page.data) ?? [];
  const total = list.data?.pages[0]?.pagination.totalFiltred ?? 0;
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <Stack gap="md" data-testid="forms-page">
      <Group justify="space-between" align="flex-end">
        <TextInput
          type="search"
          label={t('list.search')}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          maxLength={200}
          maw="30rem"
          data-testid="forms-search"
        />
        <Group>
          <Anchor component={Link} to={formPaths.trash(locale)} size="sm">
            {t('trash.link')}
          </Anchor>
          <Button onClick={() => setCreating(true)} data-testid="create-form">
            {t('list.create')}
          </Button>
        </Group>
      </Group>
      {list.isPending ? (
        <ListLoading />
      ) : list.isError ? (
        <ListError error={list.error} onRetry={() => void list.refetch()} />
      ) : forms.length === 0 ? (
        <EmptyState
          py="xl"
          title={debounced ? t('list.noResults') : t('list.empty')}
          description={debounced ? t('list.noResultsHint') : t('list.emptyHint')}
          data-testid="forms-empty"
        />
      ) : (
        <Table.ScrollContainer minWidth={0}>
          <Table striped highlightOnHover data-testid="forms-table">
            <Table.Caption>{t('list.caption')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('list.columns.title')}</Table.Th>
                <Table.Th>{t('list.columns.updatedAt')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('list.columns.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {forms.map((form) => (
                <Table.Tr key={form.id} data-testid="form-row">
                  <Table.Td>
                    <Anchor component={Link} to={formPaths.builder(locale, program.slug, form.id)}>
                      {form.title}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{date.format(new Date(form.updatedAt))}</Table.Td>
                  <Table.Td ta="right">
                    <Menu position="bottom-end">
                      <Menu.Target>
                        <ActionIcon variant="subtle" aria-label={t('list.actionsOf', { title: form.title })}>
                          ⋯
                        </ActionIcon>
                      </Menu.Target>
                      <Menu.Dropdown>
                        <Menu.Item onClick={() => navigate(formPaths.builder(locale, program.slug, form.id))}>
                          {t('list.edit')}
                        </Menu.Item>
                        <Menu.Item onClick={() => setCopying(form)} data-testid="duplicate-form">
                          {t('list.duplicate')}
                        </Menu.Item>
                        <Menu.Item color="red" onClick={() => setTrashing(form)} data-testid="trash-form">
                          {t('list.trash')}
                        </Menu.Item>
                      </Menu.Dropdown>
                    </Menu>
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
      <FormTitleModal
        opened={creating}
        onClose={() => setCreating(false)}
        title={t('list.createTitle')}
        submitLabel={t('list.createSubmit')}
        initialTitle=""
        onSubmit={async (title) => {
          const created = await create.mutateAsync(title);
          showToast({ type: 'success', message: t('list.created', { title }) });
          navigate(formPaths.builder(locale, program.slug, created.data.id));
        }}
      />
      <FormTitleModal
        opened={copying !== null}
        onClose={() => setCopying(null)}
        title={t('list.duplicateTitle')}
        submitLabel={t('list.duplicateSubmit')}
        initialTitle={copying ? t('list.copyTitle', { title: copying.title }) : ''}
        onSubmit={(title) => (copying ? duplicate.mutateAsync({ form: copying, title }) : Promise.resolve())}
      />
      <ConfirmModal
        opened={trashing !== null}
        onClose={() => setTrashing(null)}
        title={t('confirm.trash.title')}
        message={t('confirm.trash.message', { title: trashing?.title ?? '' })}
        confirmLabel={t('confirm.trash.confirm')}
        onConfirm={() =>
          trashing ? trash.mutateAsync({ action: 'trash', formId: trashing.id, programId: program.id }) : undefined
        }
      />
    </Stack>
  );
}
