import { Anchor, Group, type MantineSpacing, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

const HEADINGS = {
  1: { order: 1, fz: 'h2', text: { mt: 'xs' } },
  2: { order: 2, fz: 'h3', text: { size: 'sm', mt: 4 } },
  3: { order: 3, fz: 'h4', text: { size: 'sm', mt: 4 } },
} as const;

/**
 * A page, a program tab (level 2) or a step (level 3): a way back, its heading, a line under it, then
 * its content. Every list and form page opens this way.
 */
export function PageSection({
  title,
  description,
  level = 1,
  back,
  gap = 'lg',
  maw,
  testId,
  actions,
  children,
}: {
  title: ReactNode;
  description?: ReactNode;
  level?: keyof typeof HEADINGS;
  /** A link above the heading, to the page this one belongs to. */
  back?: { to: string; label: string };
  gap?: MantineSpacing;
  maw?: string;
  testId?: string;
  /** What the page offers to do, beside its heading (a create button, a publish control). */
  actions?: ReactNode;
  children?: ReactNode;
}) {
  const heading = HEADINGS[level];
  const header = (
    <div>
      {back && (
        <Anchor component={Link} to={back.to} size="sm">
          {back.label}
        </Anchor>
      )}
      <Title order={heading.order} fz={heading.fz} mt={back ? 'xs' : undefined}>
        {title}
      </Title>
      {description && (
        <Text c="dimmed" {...heading.text}>
          {description}
        </Text>
      )}
    </div>
  );
  return (
    <Stack gap={gap} maw={maw} data-testid={testId}>
      {actions ? (
        <Group justify="space-between" align="flex-start">
          {header}
          {actions}
        </Group>
      ) : (
        header
      )}
      {children}
    </Stack>
  );
}
