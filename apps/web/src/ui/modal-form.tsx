import { Modal, type ModalProps, Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { ModalFooter } from './modal-footer';

/** A form in a modal: its fields, then Cancel and the submit button; closing waits while it saves. */
export function ModalForm({
  opened,
  onClose,
  saving,
  title,
  onSubmit,
  submitLabel,
  submitTestId,
  testId,
  modalProps,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  saving: boolean;
  title: ReactNode;
  onSubmit: (event: FormEvent) => unknown;
  submitLabel: ReactNode;
  submitTestId: string;
  testId: string;
  modalProps?: Pick<ModalProps, 'size' | 'returnFocus'>;
  children: ReactNode;
}) {
  return (
    <Modal opened={opened} onClose={() => !saving && onClose()} title={title} {...modalProps} data-testid={testId}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack>
          {children}
          <ModalFooter submitLabel={submitLabel} onCancel={onClose} busy={saving} testId={submitTestId} />
        </Stack>
      </form>
    </Modal>
  );
}
