import { Badge, Table, Text, Title } from '@mantine/core';
import type { JurorLeniency } from '@opencall/shared/evaluations';
import { useTranslation } from '../../../lib/use-translation';

const HABIT_COLOURS = { lenient: 'orange', severe: 'blue', balanced: 'gray' } as const;

/** Each juror's habit: their mean against everyone's, so a generous or a harsh juror is seen, not guessed. */
export function LeniencyTable({ jurors, overallMean }: { jurors: JurorLeniency[]; overallMean: number | null }) {
  const { t } = useTranslation('evaluations');
  return (
    <section aria-labelledby="leniency-title" data-testid="leniency">
      <Title order={2} fz="h4" id="leniency-title" mb={4}>
        {t('ranking.leniency.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {overallMean === null ? t('ranking.leniency.none') : t('ranking.leniency.intro', { mean: String(overallMean) })}
      </Text>
      {jurors.length > 0 && (
        <Table.ScrollContainer minWidth={0}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('juries.name')}</Table.Th>
                <Table.Th scope="col">{t('ranking.columns.sheets')}</Table.Th>
                <Table.Th scope="col">{t('ranking.leniency.mean')}</Table.Th>
                <Table.Th scope="col">{t('ranking.leniency.stdev')}</Table.Th>
                <Table.Th scope="col">{t('ranking.leniency.offset')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {jurors.map((juror) => (
                <Table.Tr key={juror.userId} data-testid="leniency-row" data-habit={juror.habit}>
                  <Table.Td>{juror.name || '—'}</Table.Td>
                  <Table.Td>{juror.sheets}</Table.Td>
                  <Table.Td>{juror.mean}</Table.Td>
                  <Table.Td>{juror.stdev}</Table.Td>
                  <Table.Td>
                    {juror.offset > 0 ? '+' : ''}
                    {juror.offset}{' '}
                    <Badge variant="light" color={HABIT_COLOURS[juror.habit]}>
                      {t(`ranking.leniency.habits.${juror.habit}`)}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </section>
  );
}
