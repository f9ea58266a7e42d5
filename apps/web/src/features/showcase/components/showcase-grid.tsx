import { SimpleGrid, Stack } from '@mantine/core';
import type { ShowcaseEntry } from '@opencall/shared/showcase';
import type { ReactNode } from 'react';

/** How many cards count as the first row (three columns on a wide screen). */
export const FIRST_ROW = 3;

/** Entries in a responsive grid (one column on a phone) or a list, each drawn by `renderCard`. */
export function ShowcaseGrid({
  entries,
  layout,
  renderCard,
}: {
  entries: ShowcaseEntry[];
  layout: 'grid' | 'list';
  /** `index` lets the first row load its pictures first (the page's largest paint). */
  renderCard: (entry: ShowcaseEntry, index: number) => ReactNode;
}) {
  const items = entries.map((entry, index) => (
    <li key={entry.id} style={{ listStyle: 'none', minWidth: 0 }}>
      {renderCard(entry, index)}
    </li>
  ));
  if (layout === 'list')
    return (
      <Stack component="ul" gap="md" m={0} p={0} data-testid="showcase-list">
        {items}
      </Stack>
    );
  return (
    <SimpleGrid component="ul" cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" m={0} p={0} data-testid="showcase-grid">
      {items}
    </SimpleGrid>
  );
}
