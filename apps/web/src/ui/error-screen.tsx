import { Button, Center, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface ErrorScreenProps {
  title: ReactNode;
  message?: ReactNode;
  status?: number;
  action?: { label: ReactNode; to: string };
}

/** SPEC §2 error screen: title, message, optional button with label and link. */
export function ErrorScreen({ title, message, status, action }: ErrorScreenProps) {
  return (
    <Center mih="60vh" p="md">
      <Stack align="center" gap="sm" maw="36rem" ta="center" role="alert">
        {status && (
          <Text fz="3rem" fw={800} c="platform.6" aria-hidden>
            {status}
          </Text>
        )}
        <Title order={1} fz="h2">
          {title}
        </Title>
        {message && <Text c="dimmed">{message}</Text>}
        {action && (
          <Button component={Link} to={action.to} mt="md">
            {action.label}
          </Button>
        )}
      </Stack>
    </Center>
  );
}
