import { Card, SimpleGrid, Text } from '@mantine/core';

/** A row of big numbers with their labels. */
export function StatTiles({ tiles }: { tiles: readonly { key: string; label: string; value: number }[] }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md" component="dl" m={0}>
      {tiles.map((tile) => (
        <Card key={tile.key} withBorder padding="md" data-testid={`stat-${tile.key}`}>
          <Text component="dt" size="sm" c="dimmed">
            {tile.label}
          </Text>
          <Text component="dd" m={0} fz="1.75rem" fw={700}>
            {tile.value.toLocaleString()}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}
