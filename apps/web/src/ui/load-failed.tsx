import { Alert, Button, Stack, Text } from '@mantine/core';

/** What a list or panel shows when its data did not load: what failed, why, and a way to try again. */
export function LoadFailed({
  title,
  message,
  retryLabel,
  onRetry,
  testId,
}: {
  title: string;
  message: string;
  retryLabel: string;
  onRetry: () => unknown;
  testId?: string;
}) {
  return (
    <Alert color="red" variant="light" role="alert" title={title} data-testid={testId}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{message}</Text>
        <Button size="xs" variant="default" onClick={() => void onRetry()}>
          {retryLabel}
        </Button>
      </Stack>
    </Alert>
  );
}
