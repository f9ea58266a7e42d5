import { Alert, Button, Card, Group, Stack, Title } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';

/** A settings form on a page: the error about the whole form, its cards, then the button that saves them. */
export function SettingsForm({
  label,
  testId,
  general,
  busy,
  submitLabel,
  submitTestId,
  onSubmit,
  readOnly = false,
  children,
}: {
  label: string;
  testId: string;
  /** The error that belongs to no field. */
  general: string | null;
  busy: boolean;
  submitLabel: string;
  submitTestId: string;
  onSubmit: () => unknown;
  /** Shown to someone who may not change it: no button to save. */
  readOnly?: boolean;
  children: ReactNode;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void onSubmit();
  };
  return (
    <form onSubmit={submit} noValidate aria-label={label} data-testid={testId}>
      <Stack gap="lg" maw="52rem">
        {general && (
          <Alert color="red" variant="light" role="alert">
            {general}
          </Alert>
        )}
        {children}
        {!readOnly && (
          <Group justify="flex-end">
            <Button type="submit" loading={busy} data-testid={submitTestId}>
              {submitLabel}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}

/** One card of a settings form, under its heading. */
export function SettingsCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder padding="lg">
      <Title order={2} fz="h4" mb="md">
        {title}
      </Title>
      {children}
    </Card>
  );
}
