import { Anchor, Badge, Button, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { galleryPublicPath } from '@opencall/shared/galleries';
import { useEffect } from 'react';
import { Link, Navigate, Outlet, useLocation, useOutletContext, useParams } from 'react-router';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useDocumentTitle } from '../../../lib/document-title';
import { useCurrentLocale } from '../../../lib/domain-info-context';
import { useTranslation } from '../../../lib/use-translation';
import { ErrorScreen } from '../../../ui/error-screen';
import { PageLoader } from '../../../ui/page-loader';
import { UnderHeading } from '../../../ui/page-section';
import { showToast } from '../../../ui/toasts';
import { useCurrentProgram } from '../../programs';
import type { GalleryContext } from '../gallery-context';
import { GALLERY_TABS, galleryPaths } from '../gallery-paths';
import { useGallery } from '../hooks/use-galleries';

/** `galleries/{gallerySlug}/…`: loads the gallery, shows its name, publication, public link and tabs. */
export function GalleryShell() {
  const { t } = useTranslation('galleries');
  const program = useCurrentProgram();
  const locale = useCurrentLocale();
  const { pathname } = useLocation();
  const slug = useParams().gallerySlug ?? '';
  const query = useGallery(program.id, slug);
  // The pages inside still read the program's context (program, roles on it): the gallery joins it.
  const programContext = useOutletContext<object>();
  const missing = query.isSuccess && query.data === null;
  const tab = GALLERY_TABS.find((candidate) => pathname.endsWith(`/${candidate}`)) ?? null;
  useDocumentTitle(
    query.data ? `${tab ? t(`tabs.${tab}`) : ''} · ${query.data.name}`.replace(/^ · /, '') : null,
    program.title || program.slug,
  );

  useEffect(() => {
    if (missing) showToast({ type: 'warning', message: t('shell.notFound') });
  }, [missing, t]);

  if (query.isPending) return <PageLoader />;
  if (query.isError)
    return (
      <ErrorScreen
        title={t('shell.loadFailed')}
        message={apiErrorMessage(query.error, t)}
        action={{ label: t('shell.backToList'), to: galleryPaths.list(locale, program.slug) }}
      />
    );
  // A missing gallery sends back to the galleries list.
  if (!query.data) return <Navigate replace to={galleryPaths.list(locale, program.slug)} />;
  const gallery = query.data;
  // The address changed (renamed in the settings), or names no tab: its entries.
  if (gallery.slug !== slug || !tab)
    return <Navigate replace to={galleryPaths.page(locale, program.slug, gallery.slug, tab ?? 'responses')} />;
  return (
    <Stack gap="md" data-testid="gallery-shell">
      <div>
        <Anchor component={Link} to={galleryPaths.list(locale, program.slug)} size="sm">
          {t('shell.backToList')}
        </Anchor>
        <Group justify="space-between" align="flex-start" mt="xs" gap="sm">
          <div>
            <Group gap="sm">
              <Title order={2} fz="h3" data-testid="gallery-title">
                {gallery.name}
              </Title>
              <Badge variant="light" color={gallery.published ? 'teal' : 'gray'} data-testid="gallery-status">
                {gallery.published ? t('status.published') : t('status.unpublished')}
              </Badge>
            </Group>
            <Text size="sm" c="dimmed">
              {t('shell.entryCount', { count: gallery.entryCount })}
            </Text>
          </div>
          <Button
            component="a"
            variant="default"
            href={galleryPublicPath(locale, program.slug, gallery.id)}
            target="_blank"
            rel="noopener"
            data-testid="gallery-public-link"
          >
            {gallery.published ? t('shell.openPublic') : t('shell.preview')}
          </Button>
        </Group>
      </div>
      <Tabs value={tab}>
        <Tabs.List aria-label={t('shell.tabsLabel')}>
          {GALLERY_TABS.map((value) => (
            <Tabs.Tab
              key={value}
              value={value}
              renderRoot={(props) => (
                <Link {...props} to={galleryPaths.page(locale, program.slug, gallery.slug, value)} />
              )}
            >
              {t(`tabs.${value}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <UnderHeading level={2}>
        <Outlet context={{ ...programContext, gallery } satisfies GalleryContext} />
      </UnderHeading>
    </Stack>
  );
}
