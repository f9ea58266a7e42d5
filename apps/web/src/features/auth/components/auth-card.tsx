import { Center, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The frame of every sign-in screen: a centred card with a page title. */
export function AuthCard({
  title,
  description,
  children,
  testId,
}: {
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  testId?: string;
}) {
  return (
    <Center py={{ base: 'md', sm: 'xl' }}>
      <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }} w="100%" maw="30rem" data-testid={testId}>
        <Stack gap="md">
          <Title order={1} fz="h2">
            {title}
          </Title>
          {description && <Text c="dimmed">{description}</Text>}
          {children}
        </Stack>
      </Paper>
    </Center>
  );
}
