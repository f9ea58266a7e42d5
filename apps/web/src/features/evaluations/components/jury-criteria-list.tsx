import { Badge, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { type Criterion, weightShares } from '@opencall/shared/evaluations';
import { useTranslation } from '../../../lib/use-translation';

/** What the juror will score, group by group, in their language (the program's default where it lacks). */
export function JuryCriteriaList({
  criteria,
  lang,
  defaultLang,
}: {
  criteria: Criterion[];
  lang: string;
  defaultLang: string;
}) {
  const { t } = useTranslation('evaluations');
  const text = (texts: Partial<Record<string, string>> | undefined) => texts?.[lang] || texts?.[defaultLang] || '';
  const shares = weightShares(criteria);
  return (
    <Stack gap="sm" component="ol" p={0} m={0} style={{ listStyle: 'none' }} data-testid="jury-criteria">
      {criteria.map((criterion, index) => (
        <Card key={criterion.id} withBorder padding="md" component="li">
          <Group justify="space-between" gap="xs" align="flex-start">
            <Title order={3} fz="md">
              {index + 1}. {text(criterion.labels)}
            </Title>
            <Group gap={4}>
              <Badge variant="light">{t(`kinds.${criterion.kind}`)}</Badge>
              {criterion.weight > 0 && (
                <Badge variant="outline" color="gray">
                  {t('criteria.share', { share: (shares[index] ?? 0).toFixed((shares[index] ?? 0) % 1 ? 1 : 0) })}
                </Badge>
              )}
            </Group>
          </Group>
          {text(criterion.group) && (
            <Text size="xs" c="dimmed">
              {text(criterion.group)}
            </Text>
          )}
          {text(criterion.descriptions) && (
            <Text size="sm" mt="xs">
              {text(criterion.descriptions)}
            </Text>
          )}
          <Text size="sm" c="dimmed" mt="xs">
            {criterion.kind === 'score'
              ? t('jury.scale', {
                  min: String(criterion.min),
                  max: String(criterion.max),
                  step: String(criterion.step),
                })
              : criterion.kind === 'text'
                ? t('jury.textLength', { min: String(criterion.minChars), max: String(criterion.maxChars) })
                : null}
          </Text>
          {'options' in criterion && (
            <List size="sm" mt="xs">
              {criterion.options.map((option) => (
                <List.Item key={option.id}>{text(option.labels)}</List.Item>
              ))}
            </List>
          )}
          {!criterion.required && (
            <Text size="xs" c="dimmed" mt="xs">
              {t('jury.optional')}
            </Text>
          )}
        </Card>
      ))}
    </Stack>
  );
}
