import { Card, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

/** One section of the account settings: a titled card, named for assistive technology by its title. */
export function SettingsCard({
  title,
  description,
  children,
  testId,
}: {
  title: string;
  description?: string;
  children: ReactNode;
  testId: string;
}) {
  const titleId = useId();
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={titleId} data-testid={testId}>
      <Stack gap="sm">
        <Title order={2} fz="h4" id={titleId}>
          {title}
        </Title>
        {description && (
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        )}
        {children}
      </Stack>
    </Card>
  );
}
