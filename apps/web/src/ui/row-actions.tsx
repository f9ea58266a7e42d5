import { Button, Group } from '@mantine/core';

export interface RowAction {
  label: string;
  /** What a screen reader hears: the action and the row it acts on. */
  ariaLabel?: string;
  onClick: () => void;
  /** Deleting, removing: shown in red. */
  isDanger?: boolean;
  loading?: boolean;
  testId?: string;
}

/** The buttons at the end of a table row. */
export function RowActions({ actions }: { actions: readonly RowAction[] }) {
  return (
    <Group gap="xs" justify="flex-end" wrap="nowrap">
      {actions.map((action) => (
        <Button
          key={action.testId ?? action.label}
          size="compact-sm"
          variant={action.isDanger ? 'subtle' : 'default'}
          color={action.isDanger ? 'red' : undefined}
          loading={action.loading}
          aria-label={action.ariaLabel}
          onClick={action.onClick}
          data-testid={action.testId}
        >
          {action.label}
        </Button>
      ))}
    </Group>
  );
}
