import { Anchor, Badge, Table, Text } from '@mantine/core';
import type { Gallery } from '@opencall/shared/galleries';
import { Link } from 'react-router';
import { useCurrentLocale } from '../../../lib/domain-info-context';
import { useTranslation } from '../../../lib/use-translation';
import { DataTable } from '../../../ui/data-table';
import { RowActions } from '../../../ui/row-actions';
import { galleryPaths } from '../gallery-paths';

/** Galleries: name (to its entries), publication, layout, entries, and the delete button. */
export function GalleryTable({
  galleries,
  programSlug,
  onDelete,
}: {
  galleries: Gallery[];
  programSlug: string;
  /** Without it (a user who may not set the program up) the rows are read-only. */
  onDelete?: (gallery: Gallery) => void;
}) {
  const { t } = useTranslation('galleries');
  const locale = useCurrentLocale();
  return (
    <DataTable
      striped
      highlightOnHover
      caption={t('list.caption')}
      columns={[t('list.name'), t('list.status'), t('list.layout'), t('list.entries')]}
      actionsLabel={onDelete ? t('list.actions') : undefined}
      testId="gallery-table"
    >
      {galleries.map((gallery) => (
        <Table.Tr key={gallery.id} data-testid="gallery-row" data-gallery-slug={gallery.slug}>
          <Table.Td>
            <Anchor component={Link} to={galleryPaths.page(locale, programSlug, gallery.slug)} fw={500}>
              {gallery.name}
            </Anchor>
            <Text size="xs" c="dimmed">
              {gallery.slug}
            </Text>
          </Table.Td>
          <Table.Td>
            <Badge variant="light" color={gallery.published ? 'teal' : 'gray'}>
              {gallery.published ? t('status.published') : t('status.unpublished')}
            </Badge>
          </Table.Td>
          <Table.Td>{t(`layout.${gallery.layout}`)}</Table.Td>
          <Table.Td>{gallery.entryCount}</Table.Td>
          {onDelete && (
            <Table.Td>
              <RowActions
                actions={[
                  {
                    label: t('list.delete'),
                    ariaLabel: t('list.deleteNamed', { name: gallery.name }),
                    onClick: () => onDelete(gallery),
                    isDanger: true,
                    testId: 'gallery-delete',
                  },
                ]}
              />
            </Table.Td>
          )}
        </Table.Tr>
      ))}
    </DataTable>
  );
}
