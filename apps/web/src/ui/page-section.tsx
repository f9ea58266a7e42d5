import { Anchor, Group, type MantineSpacing, Stack, Text, Title } from '@mantine/core';
import { createContext, type ReactNode, useContext } from 'react';
import { Link } from 'react-router';

const HEADINGS = {
  1: { order: 1, fz: 'h2', text: { mt: 'xs' } },
  2: { order: 2, fz: 'h3', text: { size: 'sm', mt: 4 } },
  3: { order: 3, fz: 'h4', text: { size: 'sm', mt: 4 } },
} as const;
type Level = keyof typeof HEADINGS;

/** The level a PageSection takes where it is drawn: one below the heading it stands under. */
const LevelHere = createContext<Level>(1);

/** What is drawn inside stands under a heading of this level (a shell's own h1), so its sections come one below. */
export function UnderHeading({ level, children }: { level: Level; children: ReactNode }) {
  return <LevelHere value={Math.min(level + 1, 3) as Level}>{children}</LevelHere>;
}

/**
 * A page, a program tab (level 2) or a step (level 3): a way back, its heading, a line under it, then
 * its content. Every list and form page opens this way. The level follows from where it is drawn (a page's
 * sections are one below it, a program's tabs below its shell's h1), so no heading skips one; a tab or a
 * step is spaced tighter than a page.
 */
export function PageSection({
  title,
  description,
  back,
  gap,
  maw,
  testId,
  actions,
  children,
}: {
  title: ReactNode;
  description?: ReactNode;
  /** A link above the heading, to the page this one belongs to. */
  back?: { to: string; label: string };
  gap?: MantineSpacing;
  maw?: string;
  testId?: string;
  /** What the page offers to do, beside its heading (a create button, a publish control). */
  actions?: ReactNode;
  children?: ReactNode;
}) {
  const level = useContext(LevelHere);
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
    <Stack gap={gap ?? (level === 1 ? 'lg' : 'md')} maw={maw} data-testid={testId}>
      {actions ? (
        <Group justify="space-between" align="flex-start">
          {header}
          {actions}
        </Group>
      ) : (
        header
      )}
      <UnderHeading level={level}>{children}</UnderHeading>
    </Stack>
  );
}
