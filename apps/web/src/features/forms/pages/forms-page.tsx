import { ActionIcon, Anchor, Button, Group, Menu, Stack, Table } from '@mantine/core';
import type { FormSummary } from '@opencall/shared/forms';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useCurrentLocale } from '../../../lib/domain-info-context';
import { useTranslation } from '../../../lib/use-translation';
import { ConfirmModal } from '../../../ui/confirm-modal';
import { SearchInput, useSearch } from '../../../ui/search-input';
import { showToast } from '../../../ui/toasts';
import { useCurrentProgram } from '../../programs';
import { FormTitleModal } from '../components/form-title-modal';
import { FormsTable } from '../components/forms-table';
import { formPaths } from '../form-paths';
import { useCreateForm, useDuplicateForm, useFormTrashAction } from '../hooks/use-form-actions';
import { useFormList } from '../hooks/use-form-list';

/** `admin/programs/{programSlug}/forms`: the program's forms, to create, open, copy or trash. */
export function FormsPage() {
  const { t, i18n } = useTranslation('forms');
  const locale = useCurrentLocale();
  const navigate = useNavigate();
  const program = useCurrentProgram();
  const search = useSearch();
  const list = useFormList(program.id, search.applied);
  const create = useCreateForm(program.id);
  const duplicate = useDuplicateForm(program.id);
  const trash = useFormTrashAction();
  const [creating, setCreating] = useState(false);
  const [copying, setCopying] = useState<FormSummary | null>(null);
  const [trashing, setTrashing] = useState<FormSummary | null>(null);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <Stack gap="md" data-testid="forms-page">
      <Group justify="space-between" align="flex-end">
        <SearchInput label={t('list.search')} {...search.input} maw="30rem" testId="forms-search" />
        <Group>
          <Anchor component={Link} to={formPaths.trash(locale)} size="sm">
            {t('trash.link')}
          </Anchor>
          <Button onClick={() => setCreating(true)} data-testid="create-form">
            {t('list.create')}
          </Button>
        </Group>
      </Group>
      <FormsTable
        list={list}
        search={search.applied}
        empty={{ title: t('list.empty'), description: t('list.emptyHint'), testId: 'forms-empty' }}
        highlightOnHover
        caption={t('list.caption')}
        isCaptionShown
        columns={[t('list.columns.title'), t('list.columns.updatedAt')]}
        testId="forms-table"
      >
        {(forms) =>
          forms.map((form) => (
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
          ))
        }
      </FormsTable>
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
