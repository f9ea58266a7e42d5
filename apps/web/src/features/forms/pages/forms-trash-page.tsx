import { Anchor, Table } from '@mantine/core';
import type { TrashedForm } from '@opencall/shared/forms';
import { useState } from 'react';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../lib/document-title';
import { useCurrentLocale } from '../../../lib/domain-info-context';
import { useTranslation } from '../../../lib/use-translation';
import { ConfirmModal } from '../../../ui/confirm-modal';
import { PageSection } from '../../../ui/page-section';
import { RowActions } from '../../../ui/row-actions';
import { SearchInput, useSearch } from '../../../ui/search-input';
import { FormsTable } from '../components/forms-table';
import { useFormTrashAction } from '../hooks/use-form-actions';
import { useFormTrash } from '../hooks/use-form-list';

/** `admin/home/trash/forms`: deleted forms of every program, to restore or delete for good. */
export function FormsTrashPage() {
  const { t, i18n } = useTranslation('forms');
  useDocumentTitle(t('trash.title'));
  const locale = useCurrentLocale();
  const search = useSearch();
  const list = useFormTrash(search.applied);
  const action = useFormTrashAction();
  const [destroying, setDestroying] = useState<TrashedForm | null>(null);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const busyId = action.isPending ? action.variables?.formId : null;

  return (
    <PageSection title={t('trash.title')} description={t('trash.description')} testId="forms-trash-page">
      <SearchInput label={t('list.search')} {...search.input} maw="30rem" testId="forms-trash-search" />
      <FormsTable
        list={list}
        search={search.applied}
        empty={{ title: t('trash.empty'), description: t('trash.emptyHint'), testId: 'forms-trash-empty' }}
        caption={t('trash.title')}
        columns={[t('list.columns.title'), t('trash.program'), t('trash.deletedAt')]}
        testId="forms-trash-table"
      >
        {(forms) =>
          forms.map((form) => (
            <Table.Tr key={form.id} data-testid="trashed-form-row">
              <Table.Td>{form.title}</Table.Td>
              <Table.Td>
                <Anchor component={Link} to={`/${locale}/admin/programs/${form.programSlug}/forms`}>
                  {form.programSlug}
                </Anchor>
              </Table.Td>
              <Table.Td>{date.format(new Date(form.deletedAt))}</Table.Td>
              <Table.Td>
                <RowActions
                  actions={[
                    {
                      label: t('trash.restore'),
                      onClick: () => action.mutate({ action: 'restore', formId: form.id, programId: form.programId }),
                      loading: busyId === form.id && action.variables?.action === 'restore',
                      testId: 'restore-form',
                    },
                    {
                      label: t('trash.destroy'),
                      onClick: () => setDestroying(form),
                      isDanger: true,
                      testId: 'destroy-form',
                    },
                  ]}
                />
              </Table.Td>
            </Table.Tr>
          ))
        }
      </FormsTable>
      <ConfirmModal
        opened={destroying !== null}
        onClose={() => setDestroying(null)}
        title={t('confirm.destroy.title')}
        message={t('confirm.destroy.message', { title: destroying?.title ?? '' })}
        confirmText
        confirmLabel={t('confirm.destroy.confirm')}
        isDeletion
        onConfirm={() =>
          destroying
            ? action.mutateAsync({ action: 'destroy', formId: destroying.id, programId: destroying.programId })
            : undefined
        }
      />
    </PageSection>
  );
}
