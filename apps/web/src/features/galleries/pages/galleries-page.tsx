import { Button, Group } from '@mantine/core';
import type { Gallery } from '@opencall/shared/galleries';
import { useRef, useState } from 'react';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useCurrentLocale } from '../../../lib/domain-info-context';
import { useAppNavigate } from '../../../lib/use-app-navigate';
import { useTranslation } from '../../../lib/use-translation';
import { ConfirmModal } from '../../../ui/confirm-modal';
import { PageSection } from '../../../ui/page-section';
import { PagedList, pagedRows } from '../../../ui/paged-list';
import { SearchInput, useSearch } from '../../../ui/search-input';
import { showToast } from '../../../ui/toasts';
import { useCanManageProgram, useCurrentProgram } from '../../programs';
import { GalleryCreateModal } from '../components/gallery-create-modal';
import { GalleryTable } from '../components/gallery-table';
import { galleryPaths } from '../gallery-paths';
import { useGalleries, useGalleryMutations } from '../hooks/use-galleries';

/** `admin/programs/{programSlug}/galleries`: the program's galleries, created and deleted here. */
export function GalleriesPage() {
  const { t } = useTranslation('galleries');
  const program = useCurrentProgram();
  const locale = useCurrentLocale();
  const navigate = useAppNavigate();
  const canManage = useCanManageProgram();
  const search = useSearch();
  const list = useGalleries(program.id, { search: search.applied || undefined });
  const mutations = useGalleryMutations(program.id);
  const [creating, setCreating] = useState(0);
  const [deleting, setDeleting] = useState<Gallery | null>(null);
  // The name stays while the confirmation fades out.
  const lastDeleting = useRef<Gallery | null>(null);
  if (deleting) lastDeleting.current = deleting;
  const { rows, total } = pagedRows(list.data);

  async function create(body: { name: string; slug: string }) {
    const { data } = await mutations.create.mutateAsync(body);
    showToast({ type: 'success', message: t('list.created', { name: data.name }) });
    navigate(galleryPaths.page(locale, program.slug, data.slug, 'responses'));
  }

  async function remove(gallery: Gallery) {
    try {
      await mutations.remove.mutateAsync(gallery.id);
      showToast({ type: 'success', message: t('list.deleted', { name: gallery.name }) });
    } catch (error) {
      showToast({ type: 'error', message: apiErrorMessage(error, t) });
      throw error;
    }
  }

  const name = lastDeleting.current?.name ?? '';
  return (
    <PageSection
      title={t('list.title')}
      description={t('list.intro')}
      testId="galleries-page"
      actions={
        canManage && (
          <Button onClick={() => setCreating((count) => count + 1)} data-testid="gallery-create">
            {t('list.create')}
          </Button>
        )
      }
    >
      <Group align="flex-end" wrap="wrap">
        <SearchInput {...search.input} label={t('list.search')} maw="20rem" testId="gallery-search" />
      </Group>
      <PagedList
        list={list}
        shown={rows.length}
        failedTitle={t('list.loadFailed')}
        empty={{
          title: search.applied ? t('list.noMatch') : t('list.empty'),
          description: search.applied ? t('list.noMatchHint') : t('list.emptyHint'),
          testId: 'galleries-empty',
        }}
        countLabel={t('list.count', { shown: rows.length, total })}
        moreLabel={t('list.loadMore')}
        testId="galleries"
      >
        <GalleryTable
          galleries={rows}
          programSlug={program.slug}
          onDelete={canManage ? (gallery) => setDeleting(gallery) : undefined}
        />
      </PagedList>

      <GalleryCreateModal key={creating} opened={creating > 0} onClose={() => setCreating(0)} onCreate={create} />
      <ConfirmModal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('list.deleteTitle', { name })}
        message={t('list.deleteMessage', { name })}
        confirmLabel={t('list.delete')}
        isDeletion
        onConfirm={() => (deleting ? remove(deleting) : undefined)}
      />
    </PageSection>
  );
}
