import { Card, Stack, Table, Text, Title } from '@mantine/core';
import type { Criterion, JuryApplicationDetail } from '@opencall/shared/evaluations';
import { useTranslation } from '../../../lib/use-translation';

/** The other jurors' final sheets, numbered and not named, when the session shows them. */
export function PeerSheets({
  peers,
  criteria,
  text,
}: {
  peers: NonNullable<JuryApplicationDetail['peers']>;
  criteria: Criterion[];
  text: (texts: Partial<Record<string, string>> | undefined) => string;
}) {
  const { t } = useTranslation('evaluations');
  const shown = (criterion: Criterion, value: unknown) => {
    if (value === undefined || value === null || value === '') return '—';
    if ('options' in criterion) {
      const ids = Array.isArray(value) ? value : [value];
      return ids.map((id) => text(criterion.options.find((option) => option.id === id)?.labels)).join(', ');
    }
    return String(value);
  };
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="peers-title" data-testid="peer-sheets">
      <Title order={2} fz="h5" id="peers-title" mb="xs">
        {t('peers.title')}
      </Title>
      {peers.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('peers.none')}
        </Text>
      ) : (
        <Stack gap="sm">
          {peers.map((peer) => (
            <Table.ScrollContainer minWidth={0} key={peer.juror}>
              <Table withTableBorder captionSide="top">
                <Table.Caption>{t('peers.juror', { number: String(peer.juror) })}</Table.Caption>
                <Table.Tbody>
                  {criteria.map((criterion) => (
                    <Table.Tr key={criterion.id}>
                      <Table.Th scope="row" fw={500}>
                        {text(criterion.labels)}
                      </Table.Th>
                      <Table.Td>{shown(criterion, peer.values[criterion.id])}</Table.Td>
                    </Table.Tr>
                  ))}
                  {peer.total !== null && (
                    <Table.Tr>
                      <Table.Th scope="row">{t('peers.total')}</Table.Th>
                      <Table.Td>{peer.total}</Table.Td>
                    </Table.Tr>
                  )}
                </Table.Tbody>
              </Table>
              {peer.comment && (
                <Text size="sm" mt={4}>
                  {peer.comment}
                </Text>
              )}
            </Table.ScrollContainer>
          ))}
        </Stack>
      )}
    </Card>
  );
}
