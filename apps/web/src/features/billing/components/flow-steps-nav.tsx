import { Anchor, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import type { StepId } from '../flows';

/** Where the flow stands: each step, the current one marked, the ones already open reachable as links. */
export function FlowStepsNav({
  steps,
  current,
  reachable,
  hrefOf,
}: {
  steps: readonly StepId[];
  current: StepId;
  reachable: (step: StepId) => boolean;
  hrefOf: (step: StepId) => string;
}) {
  const { t } = useTranslation('billing');
  const index = steps.indexOf(current);
  return (
    <nav aria-label={t('flow.stepsLabel')} data-testid="flow-steps">
      <Text size="sm" c="dimmed" mb={4}>
        {t('flow.progress', { current: String(index + 1), total: String(steps.length) })}
      </Text>
      <Group component="ol" gap="xs" m={0} p={0} style={{ listStyle: 'none', flexWrap: 'wrap' }}>
        {steps.map((step, position) => {
          const label = `${position + 1}. ${t(`steps.${step}`)}`;
          const isCurrent = step === current;
          return (
            <li key={step}>
              {isCurrent || !reachable(step) ? (
                <Text
                  span
                  size="sm"
                  fw={isCurrent ? 700 : undefined}
                  c={isCurrent ? undefined : 'dimmed'}
                  aria-current={isCurrent ? 'step' : undefined}
                  px={6}
                  py={2}
                  style={isCurrent ? { borderBottom: '2px solid var(--mantine-primary-color-filled)' } : undefined}
                  data-testid={`flow-step-${step}`}
                >
                  {label}
                </Text>
              ) : (
                <Anchor component={Link} to={hrefOf(step)} size="sm" px={6} py={2} data-testid={`flow-step-${step}`}>
                  {label}
                </Anchor>
              )}
            </li>
          );
        })}
      </Group>
    </nav>
  );
}
