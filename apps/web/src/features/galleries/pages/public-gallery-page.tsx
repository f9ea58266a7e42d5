import { Alert, Stack, Text, Title } from '@mantine/core';
import type { PublicGallery } from '@opencall/shared/galleries';
import { type ShowcaseEntry, showcaseFileUrl } from '@opencall/shared/showcase';
import { type ReactNode, useDeferredValue, useState } from 'react';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useDocumentTitle } from '../../../lib/document-title';
import { useCurrentLocale, useDomainInfo } from '../../../lib/domain-info-context';
import { useTranslation } from '../../../lib/use-translation';
import { ErrorScreen } from '../../../ui/error-screen';
import { PageLoader } from '../../../ui/page-loader';
import { RichTextView } from '../../../ui/rich-text/rich-text-view';
import { FIRST_ROW, filterEntries, ShowcaseEntryCard, ShowcaseFilters, ShowcaseGrid } from '../../showcase';
import { usePublicGallery } from '../hooks/use-public-gallery';

/**
 * SPEC §2 `applications/{programSlug}?type=gallery&id={galleryId}`: a published gallery (its
 * organizers see an unpublished one as a preview); `notFound` otherwise (SPEC §8).
 */
export function PublicGalleryPage({
  programSlug,
  galleryId,
  notFound,
}: {
  programSlug: string;
  galleryId: string;
  notFound: ReactNode;
}) {
  const { t } = useTranslation('galleries');
  const locale = useCurrentLocale();
  const { platform } = useDomainInfo();
  const query = usePublicGallery(platform.id, programSlug, galleryId, locale);
  useDocumentTitle(query.data?.title);
  if (query.isPending) return <PageLoader />;
  if (query.isError) return <ErrorScreen title={t('public.loadFailed')} message={apiErrorMessage(query.error, t)} />;
  if (!query.data) return <>{notFound}</>;
  return <GalleryView gallery={query.data} platformId={platform.id} />;
}

function GalleryView({ gallery, platformId }: { gallery: PublicGallery; platformId: string }) {
  const { t } = useTranslation('galleries');
  const [search, setSearch] = useState('');
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const shown = filterEntries(gallery.entries, useDeferredValue(search), categoryId);
  const fileUrlOf = (entry: ShowcaseEntry) => (file: { key: string }, size?: string) =>
    showcaseFileUrl(platformId, { kind: 'gallery', id: gallery.id }, entry.id, file.key, size);
  return (
    <Stack gap="lg" data-testid="public-gallery" lang={gallery.lang}>
      {!gallery.published && (
        <Alert color="yellow" title={t('public.previewTitle')} data-testid="public-gallery-preview">
          {t('public.previewHint')}
        </Alert>
      )}
      <Stack gap="xs">
        <Title order={1} data-testid="public-gallery-title">
          {gallery.title}
        </Title>
        {gallery.description && <RichTextView html={gallery.description} data-testid="public-gallery-description" />}
      </Stack>
      {gallery.entries.length === 0 ? (
        <Text c="dimmed" data-testid="public-gallery-empty">
          {t('public.empty')}
        </Text>
      ) : (
        <>
          <ShowcaseFilters
            search={search}
            onSearch={setSearch}
            categories={gallery.categories}
            categoryId={categoryId}
            onCategory={setCategoryId}
          />
          <Text size="sm" c="dimmed" aria-live="polite" data-testid="public-gallery-count">
            {t('public.count', { count: shown.length, total: gallery.entries.length })}
          </Text>
          {shown.length === 0 ? (
            <Text data-testid="public-gallery-no-match">{t('public.noMatch')}</Text>
          ) : (
            <ShowcaseGrid
              entries={shown}
              layout={gallery.layout}
              renderCard={(entry, index) => (
                <ShowcaseEntryCard
                  entry={entry}
                  fileUrl={fileUrlOf(entry)}
                  layout={gallery.layout}
                  headingLevel={2}
                  priority={index < FIRST_ROW}
                />
              )}
            />
          )}
        </>
      )}
    </Stack>
  );
}
