import {
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Switch,
  Table,
  Text,
} from '@mantine/core';
import { RANKING_SORTS, type RankingSort } from '@opencall/shared/evaluations';
import { useState } from 'react';
import { Link } from 'react-router';
import { useCurrentLocale } from '../../../lib/domain-info-context';
import { useTranslation } from '../../../lib/use-translation';
import { DataTable } from '../../../ui/data-table';
import { PageSection } from '../../../ui/page-section';
import { PagedList } from '../../../ui/paged-list';
import { SearchInput, useSearch } from '../../../ui/search-input';
import { STATUS_COLOURS } from '../../../ui/status-colours';
import { useCanManageProgram } from '../../programs';
import { ReleaseDecisionsButton } from '../../responses';
import { DecisionBar } from '../components/decision-bar';
import { LeniencyTable } from '../components/leniency-table';
import { WhatIfPanel } from '../components/what-if-panel';
import { useLiveRanking, useRanking, useRankingSummary } from '../hooks/use-ranking';
import { useCriteria } from '../hooks/use-sessions';
import { useCurrentSession } from '../session-context';

const shown = (value: number | null) => (value === null ? '—' : String(value));

/**
 * `examinations/{sessionSlug}/ranking`: the applications by weighted mean (or median, trimmed mean,
 * normalised score, spread), ties stated, contested ones flagged, each juror's habit, and "what if".
 * It follows the jury live over the realtime socket.
 */
export function RankingPage() {
  const { t } = useTranslation('evaluations');
  const locale = useCurrentLocale();
  const session = useCurrentSession();
  const search = useSearch();
  const [sort, setSort] = useState<RankingSort>('mean');
  const [contested, setContested] = useState(false);
  const [movedAt, setMovedAt] = useState<Date | null>(null);
  const [selected, setSelected] = useState<string[]>([]);
  const canManage = useCanManageProgram();
  const list = useRanking(session.programId, session.id, {
    sort,
    contested: contested ? 'true' : undefined,
    search: search.applied || undefined,
  });
  const summary = useRankingSummary(session.programId, session.id);
  const criteria = useCriteria(session.programId, session.id);
  useLiveRanking(session.id, () => setMovedAt(new Date()));
  const rows = list.data?.pages.flatMap((page) => page.data) ?? [];
  const total = list.data?.pages[0]?.pagination.totalFiltred ?? 0;
  const stats = summary.data;
  const timeFormat = new Intl.DateTimeFormat(locale, { timeStyle: 'medium' });
  const text = (texts: Partial<Record<string, string>> | undefined) =>
    texts?.[locale] || Object.values(texts ?? {})[0] || '';
  return (
    <PageSection
      title={t('tabs.ranking')}
      description={t('ranking.intro')}
      testId="ranking-page"
      actions={
        <Group gap="xs">
          <Button
            variant="default"
            component={Link}
            to={`/${locale}/admin/session/export-view?programId=${session.programId}&sessionId=${session.id}`}
            data-testid="ranking-export"
          >
            {t('ranking.export')}
          </Button>
          <ReleaseDecisionsButton programId={session.programId} canManage={canManage} />
        </Group>
      }
    >
      <Stack gap="lg">
        {stats && (
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Card withBorder padding="sm">
              <Text size="xs" c="dimmed">
                {t('ranking.ranked')}
              </Text>
              <Text fw={700} data-testid="ranking-ranked">
                {t('ranking.rankedOf', { ranked: String(stats.ranked), applications: String(stats.applications) })}
              </Text>
            </Card>
            <Card withBorder padding="sm">
              <Text size="xs" c="dimmed">
                {t('ranking.contested')}
              </Text>
              <Text fw={700} data-testid="ranking-contested">
                {stats.contested}
              </Text>
              <Text size="xs" c="dimmed">
                {t('ranking.contestedHint', { points: String(stats.contestedSpread) })}
              </Text>
            </Card>
            <Card withBorder padding="sm">
              <Text size="xs" c="dimmed">
                {t('ranking.live')}
              </Text>
              <Text fw={700} role="status" data-testid="ranking-live">
                {movedAt ? t('ranking.movedAt', { time: timeFormat.format(movedAt) }) : t('ranking.liveHint')}
              </Text>
            </Card>
          </SimpleGrid>
        )}
        <Group align="flex-end" wrap="wrap">
          <SearchInput {...search.input} label={t('work.search')} maw="20rem" testId="ranking-search" />
          <NativeSelect
            label={t('ranking.sortBy')}
            value={sort}
            onChange={(event) => setSort(event.currentTarget.value as RankingSort)}
            data={RANKING_SORTS.map((value) => ({ value, label: t(`ranking.sorts.${value}`) }))}
            data-testid="ranking-sort"
          />
          <Switch
            label={t('ranking.onlyContested')}
            checked={contested}
            onChange={(event) => setContested(event.currentTarget.checked)}
            data-testid="ranking-contested-only"
          />
        </Group>
        {canManage && <DecisionBar programId={session.programId} selected={selected} onDone={() => setSelected([])} />}
        <PagedList
          list={list}
          shown={rows.length}
          failedTitle={t('ranking.loadFailed')}
          empty={{
            title: search.applied || contested ? t('responses.noMatch') : t('ranking.empty'),
            description: search.applied || contested ? t('list.noMatchHint') : t('ranking.emptyHint'),
            testId: 'ranking-empty',
          }}
          countLabel={t('list.count', { shown: rows.length, total })}
          moreLabel={t('list.loadMore')}
          testId="ranking"
        >
          <DataTable
            striped
            caption={t('ranking.caption', { sort: t(`ranking.sorts.${sort}`) })}
            columns={[
              ...(canManage ? [t('decide.select')] : []),
              t('ranking.columns.rank'),
              t('work.applicant'),
              t('ranking.columns.sheets'),
              t('ranking.columns.mean'),
              t('ranking.columns.median'),
              t('ranking.columns.trimmed'),
              t('ranking.columns.normalized'),
              t('ranking.columns.spread'),
              t('ranking.columns.status'),
            ]}
            testId="ranking-table"
          >
            {rows.map((row) => (
              <Table.Tr key={row.id} data-testid="ranking-row" data-contested={row.contested}>
                {canManage && (
                  <Table.Td>
                    <Checkbox
                      aria-label={t('decide.selectNamed', { name: row.applicant || t('work.noName') })}
                      checked={selected.includes(row.id)}
                      onChange={(event) => {
                        const on = event.currentTarget.checked;
                        setSelected((current) => (on ? [...current, row.id] : current.filter((id) => id !== row.id)));
                      }}
                      data-testid="ranking-select"
                    />
                  </Table.Td>
                )}
                <Table.Td>
                  {row.rank}
                  {row.tied && (
                    <Text span size="xs" c="dimmed" ml={4}>
                      {t('ranking.tied')}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{row.applicant || t('work.noName')}</Table.Td>
                <Table.Td>{row.sheets}</Table.Td>
                <Table.Td fw={600}>{shown(row.mean)}</Table.Td>
                <Table.Td>{shown(row.median)}</Table.Td>
                <Table.Td>{shown(row.trimmed)}</Table.Td>
                <Table.Td>{shown(row.normalized)}</Table.Td>
                <Table.Td>
                  {shown(row.spread)}
                  {row.contested && (
                    <Badge ml={6} color="orange" variant="light" data-testid="ranking-contested-badge">
                      {t('ranking.contestedBadge', { low: shown(row.low), high: shown(row.high) })}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>
                  <Badge variant="light" color={STATUS_COLOURS[row.status as keyof typeof STATUS_COLOURS] ?? 'gray'}>
                    {t(`decide.statuses.${row.status}`)}
                  </Badge>
                </Table.Td>
              </Table.Tr>
            ))}
          </DataTable>
        </PagedList>
        {stats && <LeniencyTable jurors={stats.jurors} overallMean={stats.overallMean} />}
        {stats && criteria.data && (
          <WhatIfPanel
            programId={session.programId}
            sessionId={session.id}
            criteria={criteria.data}
            jurors={stats.jurors}
            text={text}
          />
        )}
      </Stack>
    </PageSection>
  );
}
