import { Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type GalleryEntryRow, MAX_GALLERY_ENTRIES } from '@opencall/shared/galleries';
import { useState } from 'react';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useTranslation } from '../../../lib/use-translation';
import { FormError } from '../../../ui/form-error';
import { LeaveConfirmModal, useLeaveGuard } from '../../../ui/leave-guard';
import { ListStates } from '../../../ui/list-states';
import { PageSection } from '../../../ui/page-section';
import { showToast } from '../../../ui/toasts';
import { useCanManageProgram, useCurrentProgram } from '../../programs';
import { EntryOrderList } from '../components/entry-order-list';
import { EntryPicker } from '../components/entry-picker';
import { EntrySources } from '../components/entry-sources';
import { addEntries } from '../entries-draft';
import { useCurrentGallery } from '../gallery-context';
import { useGalleryEntries, useGalleryMutations } from '../hooks/use-galleries';

/** `galleries/{gallerySlug}/responses`: which applications the gallery shows, in which order. */
export function GalleryResponsesPage() {
  const { t } = useTranslation('galleries');
  const program = useCurrentProgram();
  const gallery = useCurrentGallery();
  const query = useGalleryEntries(program.id, gallery.id);
  return (
    <PageSection title={t('tabs.responses')} description={t('entries.intro')} testId="gallery-responses-page">
      <ListStates
        query={query}
        loadingLabel={t('entries.loading')}
        failedTitle={t('entries.loadFailed')}
        testId="gallery-entries"
      />
      {query.data && <EntriesEditor key={query.dataUpdatedAt} saved={query.data} />}
    </PageSection>
  );
}

function EntriesEditor({ saved }: { saved: GalleryEntryRow[] }) {
  const { t } = useTranslation('galleries');
  const program = useCurrentProgram();
  const gallery = useCurrentGallery();
  const canManage = useCanManageProgram();
  const mutations = useGalleryMutations(program.id);
  const [rows, setRows] = useState(saved);
  const [error, setError] = useState<string | null>(null);
  const ids = rows.map((row) => row.applicationId);
  const dirty = JSON.stringify(ids) !== JSON.stringify(saved.map((row) => row.applicationId));
  const blocker = useLeaveGuard(dirty && !mutations.replaceEntries.isPending);
  const add = (added: GalleryEntryRow[]) => {
    const next = addEntries(rows, added);
    setRows(next);
    showToast({ type: 'info', message: t('entries.addedCount', { count: next.length - rows.length }) });
  };

  async function save() {
    setError(null);
    try {
      await mutations.replaceEntries.mutateAsync({ galleryId: gallery.id, applicationIds: ids });
      showToast({ type: 'success', message: t('entries.saved') });
    } catch (failure) {
      setError(apiErrorMessage(failure, t));
    }
  }

  async function addAccepted(top: number) {
    const { data } = await mutations.addAccepted.mutateAsync({ galleryId: gallery.id, top });
    showToast({ type: 'success', message: t('entries.addedCount', { count: data.added }) });
  }

  return (
    <SimpleGrid cols={{ base: 1, md: canManage ? 2 : 1 }} spacing="xl">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end">
          <Title order={3} fz="h4">
            {t('entries.title')}
          </Title>
          <Text size="sm" c="dimmed" aria-live="polite" data-testid="gallery-entries-count">
            {t('entries.count', { count: rows.length, max: MAX_GALLERY_ENTRIES })}
          </Text>
        </Group>
        <FormError>{error}</FormError>
        <EntryOrderList rows={rows} onChange={setRows} readOnly={!canManage} />
        {canManage && (
          <Group justify="flex-end">
            <Button
              onClick={save}
              loading={mutations.replaceEntries.isPending}
              disabled={!dirty}
              data-testid="gallery-entries-save"
            >
              {t('entries.save')}
            </Button>
          </Group>
        )}
      </Stack>
      {canManage && (
        <Stack gap="lg">
          <section aria-labelledby="gallery-picker-title">
            <Title order={3} fz="h4" id="gallery-picker-title" mb="xs">
              {t('picker.title')}
            </Title>
            <EntryPicker programId={program.id} chosen={new Set(ids)} onAdd={(row) => add([row])} />
          </section>
          <section aria-labelledby="gallery-sources-title">
            <Title order={3} fz="h4" id="gallery-sources-title" mb="xs">
              {t('sources.title')}
            </Title>
            <EntrySources programId={program.id} onAddRows={add} onAddAccepted={addAccepted} isDirty={dirty} />
          </section>
        </Stack>
      )}
      <LeaveConfirmModal blocker={blocker} message={t('entries.unsaved')} />
    </SimpleGrid>
  );
}
