import { Button, type ButtonProps, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../lib/use-translation';

/** The end of a form in a modal or a page: Cancel, then the button that submits the form. */
export function ModalFooter({
  submitLabel,
  onCancel,
  busy = false,
  color,
  testId,
}: {
  submitLabel: ReactNode;
  onCancel: () => void;
  /** The form is being sent: cancelling waits, the submit button spins. */
  busy?: boolean;
  color?: ButtonProps['color'];
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel} disabled={busy}>
        {t('actions.cancel')}
      </Button>
      <Button type="submit" color={color} loading={busy} data-testid={testId}>
        {submitLabel}
      </Button>
    </Group>
  );
}
