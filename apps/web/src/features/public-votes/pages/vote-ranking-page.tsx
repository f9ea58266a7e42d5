import { Anchor, Badge, Group, List, Stack, Table, Text, Title } from '@mantine/core';
import { fillPath } from '@opencall/shared/http';
import { voteSessionsApi } from '@opencall/shared/public-votes';
import { useTranslation } from '../../../lib/use-translation';
import { PageLoader } from '../../../ui/page-loader';
import { PageSection } from '../../../ui/page-section';
import { useCurrentProgram } from '../../programs';
import { useVoteContext } from '../components/vote-shell';
import { VoteTimeline } from '../components/vote-timeline';
import { useVoteIntegrity, useVoteRanking } from '../hooks/use-vote-sessions';

/** `ranking`: entries by live votes (ties share a rank), the integrity flags, the exports. */
export function VoteRankingPage() {
  const { t } = useTranslation('votes');
  const program = useCurrentProgram();
  const { voteSession } = useVoteContext();
  const ranking = useVoteRanking(program.id, voteSession.id);
  const integrity = useVoteIntegrity(program.id, voteSession.id);
  const exportUrl = (view: 'ranking' | 'votes', format: 'csv' | 'xlsx') =>
    `${fillPath(voteSessionsApi.export.url, { programId: program.id, sessionId: voteSession.id })}?view=${view}&format=${format}`;
  if (ranking.isPending) return <PageLoader />;
  const rows = ranking.data ?? [];
  const flags = integrity.data;
  return (
    <Stack gap="lg">
      <PageSection title={t('ranking.title')} testId="vote-ranking">
        <Group gap="md">
          {(['csv', 'xlsx'] as const).map((format) => (
            <Anchor key={format} href={exportUrl('ranking', format)} download>
              {t('ranking.export', { format: format.toUpperCase() })}
            </Anchor>
          ))}
          <Anchor href={exportUrl('votes', 'csv')} download>
            {t('ranking.exportVotes')}
          </Anchor>
        </Group>
        {rows.length === 0 ? (
          <Text c="dimmed">{t('ranking.empty')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={480}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('ranking.rank')}</Table.Th>
                  <Table.Th>{t('ranking.entry')}</Table.Th>
                  <Table.Th>{t('ranking.votes')}</Table.Th>
                  <Table.Th>{t('ranking.voided')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.applicationId} data-testid="vote-ranking-row">
                    <Table.Td>
                      {row.rank}
                      {row.tied ? ` ${t('ranking.tied')}` : ''}
                    </Table.Td>
                    <Table.Td>
                      {row.title}{' '}
                      <Text span c="dimmed" size="xs">
                        {row.reference}
                      </Text>
                    </Table.Td>
                    <Table.Td>{row.votes}</Table.Td>
                    <Table.Td>{row.voided}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </PageSection>
      <PageSection title={t('integrity.title')} description={t('integrity.intro')} testId="vote-integrity">
        {!flags ? (
          <PageLoader />
        ) : (
          <Stack gap="sm">
            <Text size="sm">
              {t('integrity.verification', {
                sent: flags.verification.codesSent,
                verified: flags.verification.verified,
                rate: Math.round(flags.verification.failureRate * 100),
              })}
            </Text>
            <Title order={3} fz="h5">
              {t('integrity.timeline')}
            </Title>
            <VoteTimeline timeline={flags.timeline} />
            <Title order={3} fz="h5">
              {t('integrity.spikes')}
            </Title>
            {flags.spikes.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('integrity.none')}
              </Text>
            ) : (
              <List size="sm" data-testid="vote-spikes">
                {flags.spikes.map((spike) => (
                  <List.Item key={`${spike.applicationId}${spike.minute}`}>
                    <Badge color="orange" mr="xs">
                      {t('integrity.spike')}
                    </Badge>
                    {t('integrity.spikeLine', {
                      title: spike.title,
                      minute: spike.minute,
                      votes: spike.votes,
                      usual: spike.usual,
                    })}
                  </List.Item>
                ))}
              </List>
            )}
            <Title order={3} fz="h5">
              {t('integrity.clusters')}
            </Title>
            {flags.addresses.length + flags.devices.length + flags.disposable.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('integrity.none')}
              </Text>
            ) : (
              <List size="sm" data-testid="vote-clusters">
                {flags.addresses.map((row) => (
                  <List.Item key={`a${row.value}`}>{t('integrity.address', row)}</List.Item>
                ))}
                {flags.devices.map((row) => (
                  <List.Item key={`d${row.value}`}>{t('integrity.device', row)}</List.Item>
                ))}
                {flags.disposable.map((row) => (
                  <List.Item key={`m${row.domain}`}>{t('integrity.disposable', row)}</List.Item>
                ))}
              </List>
            )}
          </Stack>
        )}
      </PageSection>
    </Stack>
  );
}
