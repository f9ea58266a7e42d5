import { SimpleGrid, Stack } from '@mantine/core';
import type { ShowcaseEntry } from '@opencall/shared/showcase';
import type { ReactNode } from 'react';

/** Entries in a responsive grid (one column on a phone) or a list, each drawn by `renderCard`. */
export function ShowcaseGrid({
  entries,
  layout,
  renderCard,
}: {
  entries: ShowcaseEntry[];
  layout: 'grid' | 'list';
  renderCard: (entry: ShowcaseEntry) => ReactNode;
}) {
  const items = entries.map((entry) => (
    <li key={entry.id} style={{ listStyle: 'none', minWidth: 0 }}>
      {renderCard(entry)}
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
