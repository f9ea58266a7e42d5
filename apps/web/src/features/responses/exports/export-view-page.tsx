import { Button, Card, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useDocumentTitle } from '../../../lib/document-title';
import { useCurrentLocale } from '../../../lib/domain-info-context';
import { useTranslation } from '../../../lib/use-translation';
import { ErrorScreen } from '../../../ui/error-screen';
import { PageLoader } from '../../../ui/page-loader';
import { useProgramBySlug } from '../../programs';
import { useResponses } from '../hooks/use-responses';
import { DOWNLOAD_KINDS, type DownloadKind, readExportView } from './export-query';
import { useExportDownload } from './use-export-download';

/**
 * `admin/responses/export-view?programId=…&format=…&…filter…`: one program's filtered export on a
 * page of its own (the export menu links to it), to keep as a bookmark or send to a colleague.
 */
export function ExportViewPage() {
  const { t } = useTranslation('exports');
  useDocumentTitle(t('view.title'));
  const locale = useCurrentLocale();
  const [search] = useSearchParams();
  const view = readExportView(search);
  if (!view)
    return (
      <ErrorScreen title={t('view.invalid')} action={{ label: t('view.back'), to: `/${locale}/admin/programs` }} />
    );
  return <ExportView {...view} />;
}

function ExportView({ programId, format: initial, filter }: NonNullable<ReturnType<typeof readExportView>>) {
  const { t } = useTranslation('exports');
  const locale = useCurrentLocale();
  const [format, setFormat] = useState<DownloadKind>(initial);
  const program = useProgramBySlug(programId, locale);
  const count = useResponses(programId, { ...filter, page: 1, perPage: 1 });
  const download = useExportDownload(programId, program.data?.slug ?? programId, program.data?.timezone);

  if (program.isPending) return <PageLoader />;
  if (program.isError) return <ErrorScreen title={t('view.loadFailed')} message={apiErrorMessage(program.error, t)} />;
  if (!program.data) {
    return (
      <ErrorScreen title={t('view.notFound')} action={{ label: t('view.back'), to: `/${locale}/admin/programs` }} />
    );
  }
  const total = count.data?.pagination.totalFiltred;
  return (
    <Stack gap="md" maw="40rem" data-testid="export-view-page">
      <Title order={2} fz="h3">
        {t('view.title')}
      </Title>
      <Card withBorder padding="lg">
        <Stack gap="sm">
          <Text fw={600}>{program.data.title}</Text>
          <Text size="sm" c="dimmed" aria-live="polite" data-testid="export-view-count">
            {total === undefined ? t('view.counting') : t('view.count', { count: String(total) })}
          </Text>
          <SegmentedControl
            aria-label={t('view.format')}
            value={format}
            onChange={(value) => setFormat(value as DownloadKind)}
            data={DOWNLOAD_KINDS.map((kind) => ({ value: kind, label: t(`menu.${kind}`) }))}
          />
          <Group justify="space-between">
            <Button variant="subtle" component={Link} to={`/${locale}/admin/programs/${program.data.slug}/responses`}>
              {t('view.toResponses')}
            </Button>
            <Button
              onClick={() => void download.start(format, filter)}
              loading={download.running !== null}
              disabled={total === 0}
              data-testid="export-view-download"
            >
              {t('view.download')}
            </Button>
          </Group>
        </Stack>
      </Card>
    </Stack>
  );
}
