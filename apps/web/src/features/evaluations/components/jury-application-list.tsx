import { Anchor, Badge, Group, NativeSelect, Progress, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { type JurorSession, juryWorkApi } from '@opencall/shared/evaluations';
import { fillPath } from '@opencall/shared/http';
import { useState } from 'react';
import { Link } from 'react-router';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useCurrentLocale } from '../../../lib/domain-info-context';
import { useTranslation } from '../../../lib/use-translation';
import { PageLoader } from '../../../ui/page-loader';
import { DownloadButton } from '../../portal';
import { useJuryApplications } from '../hooks/use-jury-work';
import { juryApplicationLabel, juryPaths } from '../jury-paths';
import { myRanking } from '../my-ranking';

const SHEET_COLOURS = { todo: 'gray', draft: 'yellow', final: 'teal' } as const;

/** The applications given to the juror, with how far they are: to do, draft, final. */
export function JuryApplicationList({ session, sessionSlug }: { session: JurorSession; sessionSlug: string }) {
  const { t } = useTranslation('evaluations');
  const locale = useCurrentLocale();
  const query = useJuryApplications(session.id);
  const [search, setSearch] = useState('');
  const [order, setOrder] = useState<'list' | 'mine'>('list');
  if (query.isPending) return <PageLoader />;
  if (query.isError) return <Text c="red.9">{apiErrorMessage(query.error, t)}</Text>;
  const rows = query.data;
  const done = rows.filter((row) => row.sheet === 'final').length;
  const needle = search.trim().toLowerCase();
  const shown = needle
    ? rows.filter((row) =>
        [row.applicant, row.reference, row.email ?? ''].some((text) => text.toLowerCase().includes(needle)),
      )
    : rows;
  const ordered = order === 'mine' ? myRanking(shown) : shown.map((row) => ({ row, rank: null as number | null }));
  return (
    <section aria-labelledby="jury-applications" data-testid="jury-applications">
      <Title order={2} fz="h4" id="jury-applications" mb="sm">
        {t('work.title')}
      </Title>
      {rows.length === 0 ? (
        <Text c="dimmed">{session.status === 'draft' ? t('work.notYet') : t('work.none')}</Text>
      ) : (
        <Stack gap="sm">
          <Group justify="space-between" wrap="wrap">
            <Text size="sm" data-testid="jury-progress">
              {t('work.progress', { done: String(done), total: String(rows.length) })}
            </Text>
            <NativeSelect
              size="xs"
              aria-label={t('work.order')}
              value={order}
              onChange={(event) => setOrder(event.currentTarget.value === 'mine' ? 'mine' : 'list')}
              data={[
                { value: 'list', label: t('work.orderList') },
                { value: 'mine', label: t('work.orderMine') },
              ]}
              data-testid="jury-order"
            />
            <TextInput
              size="xs"
              aria-label={t('work.search')}
              placeholder={t('work.search')}
              value={search}
              onChange={(event) => setSearch(event.currentTarget.value)}
            />
          </Group>
          <Group gap="xs" data-testid="jury-export">
            {(['csv', 'xlsx'] as const).map((format) => (
              <DownloadButton
                key={format}
                variant="default"
                size="xs"
                path={`${fillPath(juryWorkApi.export.url, { sessionId: session.id })}?format=${format}`}
                filename={`${sessionSlug}-${t('work.exportName')}.${format}`}
                label={t(`work.export.${format}`)}
                testId={`jury-export-${format}`}
              />
            ))}
          </Group>
          <Progress
            value={(done / rows.length) * 100}
            aria-label={t('work.progress', { done: String(done), total: String(rows.length) })}
          />
          <Table.ScrollContainer minWidth={0}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  {order === 'mine' && <Table.Th scope="col">{t('work.myRank')}</Table.Th>}
                  <Table.Th scope="col">{t('work.applicant')}</Table.Th>
                  <Table.Th scope="col">{t('work.sheet')}</Table.Th>
                  <Table.Th scope="col">{t('work.total')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {ordered.map(({ row, rank }) => (
                  <Table.Tr key={row.id} data-testid="jury-application-row">
                    {order === 'mine' && <Table.Td data-testid="jury-my-rank">{rank ?? '—'}</Table.Td>}
                    <Table.Td>
                      <Anchor
                        component={Link}
                        to={juryPaths.application(
                          locale,
                          session.program.slug,
                          sessionSlug,
                          row.id,
                          session.id,
                          session.program.id,
                        )}
                      >
                        {juryApplicationLabel(row, t)}
                      </Anchor>
                      {row.applicant && (
                        <Text size="xs" c="dimmed">
                          {t('work.reference', { reference: row.reference })}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={SHEET_COLOURS[row.sheet]}>
                        {t(`sheet.status.${row.sheet}`)}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{row.total ?? '—'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      )}
    </section>
  );
}
