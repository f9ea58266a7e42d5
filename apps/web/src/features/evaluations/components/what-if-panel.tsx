import { Button, Checkbox, Group, NumberInput, Stack, Table, Text, Title } from '@mantine/core';
import type { Criterion, JurorLeniency, WhatIf } from '@opencall/shared/evaluations';
import { useState } from 'react';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useTranslation } from '../../../lib/use-translation';
import { FormError } from '../../../ui/form-error';
import { useWhatIf } from '../hooks/use-ranking';

/** How far an application moved: up, down, new, or not at all. */
function Move({ rank, previous }: { rank: number; previous: number | null }) {
  const { t } = useTranslation('evaluations');
  if (previous === null) return <Text size="sm">{t('ranking.whatIf.new')}</Text>;
  const delta = previous - rank;
  if (delta === 0) return <Text size="sm">=</Text>;
  return (
    <Text size="sm" c={delta > 0 ? 'teal.9' : 'red.9'}>
      {delta > 0
        ? t('ranking.whatIf.up', { count: String(delta) })
        : t('ranking.whatIf.down', { count: String(-delta) })}
    </Text>
  );
}

/** "What if": other weights, some jurors left out, and the ranking as it would be; nothing is saved. */
export function WhatIfPanel({
  programId,
  sessionId,
  criteria,
  jurors,
  text,
}: {
  programId: string;
  sessionId: string;
  criteria: Criterion[];
  jurors: JurorLeniency[];
  text: (texts: Partial<Record<string, string>> | undefined) => string;
}) {
  const { t } = useTranslation('evaluations');
  const weighted = criteria.filter((criterion) => criterion.kind !== 'text');
  const [weights, setWeights] = useState<Record<string, number>>(() =>
    Object.fromEntries(weighted.map((criterion) => [criterion.id, criterion.weight])),
  );
  const [excluded, setExcluded] = useState<string[]>([]);
  const simulate = useWhatIf(programId, sessionId);
  const [result, setResult] = useState<WhatIf | null>(null);
  const [error, setError] = useState<string | null>(null);
  async function run() {
    setError(null);
    try {
      setResult(await simulate.mutateAsync({ weights, excludeJurors: excluded, limit: 50 }));
    } catch (failure) {
      setError(apiErrorMessage(failure, t));
    }
  }
  return (
    <section aria-labelledby="what-if-title" data-testid="what-if">
      <Title order={2} fz="h4" id="what-if-title" mb={4}>
        {t('ranking.whatIf.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('ranking.whatIf.intro')}
      </Text>
      <Stack gap="sm">
        <Group gap="sm" align="flex-end" wrap="wrap">
          {weighted.map((criterion) => (
            <NumberInput
              key={criterion.id}
              label={t('ranking.whatIf.weightOf', { criterion: text(criterion.labels) })}
              min={0}
              max={100}
              w={180}
              value={weights[criterion.id] ?? 0}
              onChange={(value) =>
                setWeights((current) => ({ ...current, [criterion.id]: Math.max(0, Number(value) || 0) }))
              }
              data-testid={`what-if-weight-${criterion.id}`}
            />
          ))}
        </Group>
        {jurors.length > 0 && (
          <Checkbox.Group label={t('ranking.whatIf.leaveOut')} value={excluded} onChange={setExcluded}>
            <Group gap="md" mt={6}>
              {jurors.map((juror) => (
                <Checkbox key={juror.userId} value={juror.userId} label={juror.name || '—'} />
              ))}
            </Group>
          </Checkbox.Group>
        )}
        <FormError>{error}</FormError>
        <Group>
          <Button variant="light" onClick={() => void run()} loading={simulate.isPending} data-testid="what-if-run">
            {t('ranking.whatIf.run')}
          </Button>
        </Group>
        {result && (
          <Table.ScrollContainer minWidth={0}>
            <Table striped data-testid="what-if-table">
              <Table.Caption>{t('ranking.whatIf.caption', { count: String(result.ranked) })}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('ranking.columns.rank')}</Table.Th>
                  <Table.Th scope="col">{t('work.applicant')}</Table.Th>
                  <Table.Th scope="col">{t('ranking.columns.mean')}</Table.Th>
                  <Table.Th scope="col">{t('ranking.whatIf.move')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {result.rows.map((row) => (
                  <Table.Tr key={row.id} data-testid="what-if-row">
                    <Table.Td>{row.rank}</Table.Td>
                    <Table.Td>{row.applicant || t('work.noName')}</Table.Td>
                    <Table.Td>{row.mean ?? '—'}</Table.Td>
                    <Table.Td>
                      <Move rank={row.rank} previous={row.previousRank} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </section>
  );
}
