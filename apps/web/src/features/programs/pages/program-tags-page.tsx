import { Alert, Button, Group } from '@mantine/core';
import type { Tag } from '@opencall/shared/programs';
import { useRef, useState } from 'react';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useTranslation } from '../../../lib/use-translation';
import { ConfirmModal } from '../../../ui/confirm-modal';
import { ListStates } from '../../../ui/list-states';
import { PageSection } from '../../../ui/page-section';
import { showToast } from '../../../ui/toasts';
import { TagFormModal } from '../components/tags/tag-form-modal';
import { TagTable } from '../components/tags/tag-table';
import { useTagMutations, useTags } from '../hooks/use-tags';
import { useCanManageProgram, useCurrentProgram } from '../program-context';

type Dialog = { kind: 'form'; tag: Tag | null } | { kind: 'delete'; tag: Tag };

/** `admin/programs/{programSlug}/tags`: the program's tags, created, renamed, recoloured and deleted here. */
export function ProgramTagsPage() {
  const { t } = useTranslation('programs');
  const program = useCurrentProgram();
  const canManage = useCanManageProgram();
  const query = useTags(program.id);
  const mutations = useTagMutations(program.id);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [opening, setOpening] = useState(0);
  // The texts stay while a modal fades out after `dialog` went back to null.
  const shown = useRef<Dialog | null>(null);
  if (dialog) shown.current = dialog;
  const tags = query.data?.pages.flatMap((page) => page.data) ?? [];

  const open = (next: Dialog) => {
    setOpening((count) => count + 1);
    setDialog(next);
  };

  async function save(tag: Tag | null, values: { name: string; color: string }) {
    if (tag) {
      await mutations.update.mutateAsync({ tagId: tag.id, body: values });
      showToast({ type: 'success', message: t('tags.updated', { name: values.name }) });
    } else {
      await mutations.create.mutateAsync(values);
      showToast({ type: 'success', message: t('tags.created', { name: values.name }) });
    }
  }

  async function remove(tag: Tag) {
    try {
      await mutations.remove.mutateAsync(tag.id);
      showToast({ type: 'success', message: t('tags.deleted', { name: tag.name }) });
    } catch (error) {
      showToast({ type: 'error', message: apiErrorMessage(error, t) });
      throw error;
    }
  }

  const editing = shown.current?.kind === 'form' ? shown.current.tag : null;
  const deleting = shown.current?.kind === 'delete' ? shown.current.tag : null;
  return (
    <PageSection
      title={t('tags.title')}
      description={t('tags.intro')}
      testId="tags-page"
      actions={
        canManage && (
          <Button onClick={() => open({ kind: 'form', tag: null })} data-testid="tag-create">
            {t('tags.create')}
          </Button>
        )
      }
    >
      <ListStates query={query} loadingLabel={t('tags.loading')} failedTitle={t('tags.loadFailed')} testId="tags" />
      {query.isSuccess && tags.length === 0 && (
        <Alert color="gray" title={t('tags.empty')} data-testid="tags-empty">
          {t('tags.emptyHint')}
        </Alert>
      )}
      {tags.length > 0 && (
        <TagTable
          tags={tags}
          onEdit={canManage ? (tag) => open({ kind: 'form', tag }) : undefined}
          onDelete={canManage ? (tag) => open({ kind: 'delete', tag }) : undefined}
        />
      )}
      {query.hasNextPage && (
        <Group justify="center">
          <Button variant="default" loading={query.isFetchingNextPage} onClick={() => query.fetchNextPage()}>
            {t('tags.loadMore')}
          </Button>
        </Group>
      )}

      <TagFormModal
        key={opening}
        opened={dialog?.kind === 'form'}
        tag={editing}
        onClose={() => setDialog(null)}
        onSave={(values) => save(editing, values)}
      />
      <ConfirmModal
        opened={dialog?.kind === 'delete'}
        onClose={() => setDialog(null)}
        title={t('tags.deleteTitle', { name: deleting?.name ?? '' })}
        message={t('tags.deleteMessage', { name: deleting?.name ?? '' })}
        confirmLabel={t('tags.delete')}
        isDeletion
        onConfirm={() => (deleting ? remove(deleting) : undefined)}
      />
    </PageSection>
  );
}
